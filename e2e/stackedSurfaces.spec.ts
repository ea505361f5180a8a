/**
 * Issue 13, bug 9 (residual): a drop over stacked surfaces — the street under a balcony, the balcony
 * itself — ends on the surface the drag label named before the drop ("under Balcony · 0.0″", "on
 * Balcony · 3.0″"), at that surface's height: the label, the drop and the figure agree.
 */
import { expect, test } from '@playwright/test';
import { ladderTable } from './fixtures/ladderTable';
import { GamePage } from './pages/GamePage';

const table = ladderTable('e2e-stacked', 'E2E stacked surfaces', [{ id: 'r2', name: 'Ellie', x: 13, y: 14.5, standsOn: 'balcony' }]);

type Placed = { x: number; y: number; standsOn: string | null };

test('LOTOW-CLIMB-4: over a balcony the drag label names the surface the drop ends on, and the figure ends there at that height', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const game = new GamePage(page);
  await game.open();
  await game.loadScenario(table, undefined, 'lotow', 3);
  await game.untilSideActs('red');

  // Doc, in the street, cannot finish the ladder this turn: over the balcony far from its head the
  // drop is the street under it, and the label says so before the drop.
  await game.pressFigureAndMove('r1', [{ x: 13, y: 9 }]);
  const under = page.getByTestId('drag-surface');
  await expect(under).toHaveAttribute('data-under', 'balcony');
  await expect(under).toHaveText('under Balcony · 0.0″');
  await page.screenshot({ path: '/tmp/climbsurf/under-balcony-1280.png' });
  await game.release();
  await expect.poll(async () => (await game.figure('r1') as unknown as Placed).x).toBeCloseTo(13, 1);
  const doc = await game.figure('r1') as unknown as Placed;
  expect(doc.standsOn).toBeNull();
  expect(doc.y).toBeCloseTo(9, 1);

  // Ellie, on the balcony: along it the label says "on Balcony · 3.0″", and she stays on it.
  await game.pressFigureAndMove('r2', [{ x: 13, y: 10.5 }]);
  const on = page.getByTestId('drag-surface');
  await expect(on).toHaveAttribute('data-on', 'balcony');
  await expect(on).toHaveText('on Balcony · 3.0″');
  await page.screenshot({ path: '/tmp/climbsurf/on-balcony-1280.png' });
  await game.release();
  await expect.poll(async () => (await game.figure('r2') as unknown as Placed).y).toBeCloseTo(10.5, 1);
  expect((await game.figure('r2') as unknown as Placed).standsOn).toBe('balcony');
  await game.clickFigure('r2');
  await page.getByTestId('tab-figure').click({ force: true });
  await expect(page.getByTestId('figure-card')).toContainText('Balcony');
  await game.expectNoConsoleErrors();
});

test('LOTOW-CLIMB-4: in Dust Creek, Ellie dragged along Cole House balcony is told she stays on it, and does', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const game = new GamePage(page);
  await game.open();
  const why = await page.evaluate(() => {
    const api = window.__skirmish!;
    for (let i = 0; i < 4; i++) {
      const g = api.game();
      if (g === null) return 'no game';
      api.dismissHandover();
      if (g.actors.includes('posse')) return null;
      const r = api.dispatch({ type: 'endPhase', side: g.actors[0] ?? '' });
      if (!r.ok) return r.refusal.message;
    }
    return 'the posse never acts';
  });
  expect(why).toBeNull();
  await expect(page.getByTestId('handover-screen')).toHaveCount(0);
  const ellie = await game.figure('ellie') as unknown as Placed;
  expect(ellie.standsOn).toBe('cole-balcony');
  await game.pressFigureAndMove('ellie', [{ x: 35.25, y: 30 }]);
  const on = page.getByTestId('drag-surface');
  await expect(on).toHaveAttribute('data-on', 'cole-balcony');
  await expect(on).toHaveText('on Cole House balcony · 3.0″');
  await page.screenshot({ path: '/tmp/climbsurf/dust-creek-balcony-1280.png' });
  await game.release();
  await expect.poll(async () => (await game.figure('ellie') as unknown as Placed).y).toBeCloseTo(30, 1);
  expect((await game.figure('ellie') as unknown as Placed).standsOn).toBe('cole-balcony');
  await game.expectNoConsoleErrors();
});
