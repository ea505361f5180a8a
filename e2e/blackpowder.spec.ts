/**
 * The black-powder skirmish in the browser (issue 15, first journey): The Farm at La Croix starts
 * under its ruleset with the AP banner for both sides (BP-GAP-03), a lone fighter's card shows its
 * state, End turn hands the device over and the other side gets its AP; an exported game reloads to
 * the same state hash.
 */
import { expect, test } from '@playwright/test';
import { GamePage } from './pages/GamePage';
import { PreviewPage } from './pages/PreviewPage';

test('The Farm at La Croix: AP for both sides in the banner, End turn passes the turn, export and reload keep the hash', async ({ page }) => {
  const game = new GamePage(page);
  await game.open();
  await new PreviewPage(page).startBundled('bp-ferme-de-la-croix.json', 'blackpowder', 3, { initiative: 'scenarioOrder' });
  await expect(page.getByTestId('ruleset-name')).toContainText('Black-powder skirmish');
  const text = page.getByTestId('turn-banner-text');
  await expect(text).toContainText(/Prussians: \d+ AP · Zouaves: 0 AP left for reactions/);
  await page.screenshot({ path: test.info().outputPath('bp-start-1280.png') });

  const r = await page.evaluate(() => window.__skirmish!.dispatch({ type: 'endTurn', side: 'prussians' }));
  expect(r.ok).toBe(true);
  await expect(game.handover()).toBeVisible();
  await game.continueHandover();
  await expect(text).toContainText(/Zouaves: \d+ AP · Prussians: \d+ AP left for reactions/);

  const hash = await page.evaluate(() => window.__skirmish!.stateHash());
  const exported = await game.exportGame();
  await game.importText(exported.fileName, exported.text);
  await expect.poll(() => page.evaluate(() => window.__skirmish!.stateHash())).toBe(hash);
});
