/**
 * The Move phase on the demo table (LOTOW, seed 42: the Callahan Gang moves first): while a figure
 * is dragged the label says, per weapon, whether it could still shoot after a drop there
 * (LOTOW-SHOOT-MOVE-1, the rules' numbers) and the reach area carries a dashed ring at the rifle's
 * limit; a figure that moved, then another moved, cannot move again (LOTOW-MOVE-ONCE).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { GamePage } from './pages/GamePage';

const demo = JSON.parse(readFileSync('public/scenarios/demo-town.json', 'utf8')) as unknown;

test.describe('LOTOW Move phase: shooting after moving, one move per figure', () => {
  let game: GamePage;

  // The machine is shared: software rendering of the demo table is slow here.
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    game = new GamePage(page);
    await game.open();
    await game.loadScenario(demo, undefined, 'lotow', 42);
    await page.evaluate(() => window.__skirmish!.dismissHandover());
  });

  test('the drag label names each weapon: both can shoot after 2″, the rifle not after 5″', async ({ page }) => {
    expect((await game.game()).actors).toEqual(['callahan']);
    // Jack Callahan (pistol, rifle) at (2.5, 14).
    await game.pressFigureAndMove('jack', [{ x: 4.5, y: 14 }]);
    const lines = page.getByTestId('drag-shoot');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toHaveAttribute('data-kind', 'can');
    await expect(lines.nth(1)).toHaveAttribute('data-kind', 'can');
    await expect(lines.nth(1)).toContainText(/Rifle: can still shoot/i);
    await page.screenshot({ path: '/tmp/h2c/drag-2in.png' });
    await page.mouse.move(...(await clientOf(game, 7.5, 14)), { steps: 6 });
    await expect(lines.nth(1)).toHaveAttribute('data-kind', 'lost');
    await expect(lines.nth(1)).toContainText(/Rifle: no shot now/i);
    await expect(lines.nth(0)).toHaveAttribute('data-kind', 'can');
    await page.screenshot({ path: '/tmp/h2c/drag-5in.png' });
    await page.keyboard.press('Escape');
    await game.release();
  });

  test('LOTOW-MOVE-ONCE: Pete moves, Dutch moves, Pete again is refused with the rule ID', async () => {
    await game.dragFigure('pete', [{ x: 4.5, y: 8 }]);
    expect((await game.figure('pete')).x).toBeCloseTo(4.5, 1);
    await game.dragFigure('dutch', [{ x: 8, y: 30 }]);
    expect((await game.figure('dutch')).x).toBeCloseTo(8, 1);
    await game.dragFigure('pete', [{ x: 5.5, y: 8 }]);
    expect((await game.figure('pete')).x).toBeCloseTo(4.5, 1);
    await expect(game.statusLine()).toContainText(/Whiskey Pete's move is over: Dutch Miller has moved since\. — LOTOW-MOVE-ONCE/);
  });
});

async function clientOf(game: GamePage, x: number, y: number): Promise<[number, number]> {
  const c = await game.worldToClient(x, y);
  return [c.x, c.y];
}
