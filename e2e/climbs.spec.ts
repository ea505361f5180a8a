/**
 * Issue 13, bug 9: a ladder climb the move cannot finish is shown and left as part way — the figure
 * waits at the foot of the ladder (not under the balcony it leads to), its card says how far it has
 * climbed and how far is left, and its token carries the climbing badge (board/figureBadges.ts).
 */
import { expect, test } from '@playwright/test';
import { GamePage } from './pages/GamePage';

const fighter = { shoot: 4, fight: 3, strength: 3, grit: 3, attacks: 1, wounds: 1, pluck: 4, moveIn: 6 };
const table = {
  schemaVersion: 1, id: 'e2e-ladder', name: 'E2E ladder', ruleset: 'lotow', table: { widthIn: 24, depthIn: 24 },
  terrain: [
    { id: 'balcony', kind: 'balcony', name: 'Balcony', footprint: [[12, 8], [14, 8], [14, 16], [12, 16]], elevationIn: 2.8, heightIn: 0.2, standableTop: true },
    { id: 'ladder', kind: 'ladder', name: 'Ladder', footprint: [[11.6, 11.6], [12, 11.6], [12, 12.4], [11.6, 12.4]], heightIn: 3, hasLadder: true },
  ],
  sides: [{ id: 'red', name: 'Red', color: '#c0392b' }, { id: 'blue', name: 'Blue', color: '#2e6fd0' }],
  figures: [
    { id: 'r1', side: 'red', name: 'Doc', base: { shape: 'round', diameterMm: 25 }, x: 9.125, y: 12.125, profile: fighter },
    { id: 'b1', side: 'blue', name: 'Wyatt', base: { shape: 'round', diameterMm: 25 }, x: 21, y: 21, profile: fighter },
  ],
  options: {},
};

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
