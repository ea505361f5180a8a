/**
 * Issue 13, bug 9: a ladder climb the move cannot finish is shown and left as part way — the figure
 * waits at the foot of the ladder (not under the balcony it leads to), its card says how far it has
 * climbed and how far is left, and its token carries the climbing badge (board/figureBadges.ts).
 */
import { expect, test } from '@playwright/test';
import { ladderTable } from './fixtures/ladderTable';
import { GamePage } from './pages/GamePage';

const table = ladderTable('e2e-ladder', 'E2E ladder');

test('LOTOW-CLIMB-4 LOTOW-GAP-05: a ladder climb that cannot finish leaves the figure at the foot, climbing, and says so', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const game = new GamePage(page);
  await game.open();
  await game.loadScenario(table, undefined, 'lotow', 3);
  // Red to move: Blue, if it has the Advantage, ends its part of the Move phase first.
  await game.untilSideActs('red');
  // Onto the balcony at the ladder's head: 3″ of ladder at half speed after the walk is more than the
  // move has left, so the climb stops part way.
  await game.dragFigure('r1', [{ x: 12.15, y: 12.1 }]);
  await expect.poll(async () => (await game.game()).log.length).toBeGreaterThan(1);
  const doc = await game.figure('r1') as unknown as { x: number; y: number; standsOn: string | null };
  // At the foot of the ladder, on the ground, its base clear of the balcony (x < 12 − radius).
  expect(doc.standsOn).toBeNull();
  expect(doc.x).toBeLessThan(12 - 0.49);
  await game.clickFigure('r1');
  await page.getByTestId('tab-figure').click({ force: true });
  await expect(page.getByTestId('figure-status')).toContainText(/Climbing: .* up Ladder, .* to go/);
  await page.screenshot({ path: '/tmp/h2b/ladder-part-way-1280.png' });
});
