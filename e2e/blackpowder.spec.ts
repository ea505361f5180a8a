/**
 * The black-powder skirmish in the browser (issue 15, first journey): The Farm at La Croix starts
 * under its ruleset with the AP banner for both sides (BP-GAP-03), a lone fighter's card shows its
 * state, End turn hands the device over and the other side gets its AP; an exported game reloads to
 * the same state hash.
 */
import { readFileSync } from 'node:fs';
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

/**
 * A short game to a winner through the test API (issue 15): The Farm at La Croix's fighters Krause's
 * Jäger Wendt and two lone Zouaves on an open 48 × 36″ table, one round (option roundLimit 1,
 * BP-GAP-14). Wendt's shot with forced dice puts Girard Out of Action; both sides end their turn; the
 * round limit gives the Prussians the game (1 enemy put out to 0), the notice says so, and an
 * exported save reloads to the same hash with the notice back.
 */
test('a short black-powder game to a winner: a volley puts a Zouave out, the round limit ends it, export and reload keep the hash', async ({ page }) => {
  const game = new GamePage(page);
  await game.open();
  const farm = JSON.parse(readFileSync('public/scenarios/bp-ferme-de-la-croix.json', 'utf8')) as { figures: { id: string; x: number; y: number }[]; [k: string]: unknown };
  const at: Record<string, [number, number]> = { wendt: [10, 10], girard: [10, 20], fabre: [40, 30] };
  const scenario = { ...farm, id: 'bp-short', terrain: [], units: [], options: {}, figures: farm.figures.filter((f) => f.id in at).map((f) => ({ ...f, x: at[f.id]![0], y: at[f.id]![1] })) };
  await game.loadScenario(scenario, { initiative: 'scenarioOrder', roundLimit: 1 }, 'blackpowder', 5);
  await page.evaluate(() => window.__skirmish!.dismissHandover());
  await expect(page.getByTestId('turn-banner-text')).toContainText('Round 1 of 1');

  // The action test 6 (> СД 1), the volley 6 + 5 = 11 ≥ 9 at Effective range: one hit; the damage 6: Out of Action.
  await page.evaluate(() => window.__skirmish!.forceDice([6, 6, 5, 6]));
  const shot = await page.evaluate(() => window.__skirmish!.dispatch({ type: 'shoot', side: 'prussians', figureId: 'wendt', targetIds: ['girard'], params: { targetId: 'girard' } }));
  expect(shot).toEqual({ ok: true });
  const girard = await page.evaluate(() => (window.__skirmish!.game() as unknown as { figureState: Record<string, { outOfAction?: boolean }> }).figureState.girard);
  expect(girard?.outOfAction).toBe(true);
  await expect(page.getByTestId('game-over')).toHaveCount(0);

  for (const side of ['prussians', 'zouaves']) {
    expect(await page.evaluate((s) => window.__skirmish!.dispatch({ type: 'endTurn', side: s }), side)).toEqual({ ok: true });
    await page.evaluate(() => window.__skirmish!.dismissHandover());
  }
  const notice = page.getByTestId('game-over');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('data-winner', 'prussians');
  await expect(page.getByTestId('game-over-reason')).toContainText('Victory for Prussians after round 1 — enemy fighters put out of the fight: Prussians 1, Zouaves 0');
  await page.screenshot({ path: test.info().outputPath('bp-game-over-1280.png') });

  const hash = await page.evaluate(() => window.__skirmish!.stateHash());
  const exported = await game.exportGame();
  await game.importText(exported.fileName, exported.text);
  await expect.poll(() => page.evaluate(() => window.__skirmish!.stateHash())).toBe(hash);
  await expect(page.getByTestId('game-over')).toHaveAttribute('data-winner', 'prussians');
});

/**
 * Moving by dragging (BP-GAP-04, -06, -07): the rules read a drag — Gefreiter Roth dragged 6″
 * (15.2 cm) east, past his 10 cm Move, runs (the readout says so while dragging, and he counts as
 * running); a press on a member of Krause's section picks up the whole Group, and the drop moves every
 * member by the same 3″.
 */
test('black-powder moves by drag: past the Move a fighter runs, a Group moves as one', async ({ page }) => {
  const preview = new PreviewPage(page);
  const game = new GamePage(page);
  await game.open();
  await preview.startBundled('bp-ferme-de-la-croix.json', 'blackpowder', 3, { initiative: 'scenarioOrder' },
    { krause: [25, 31], braun: [24, 30], vogt: [24, 32], lenz: [26, 30], hahn: [26, 32] });
  const roth = await game.figure('roth');
  await page.evaluate(() => window.__skirmish!.forceDice([6]));
  await game.pressFigureAndMove('roth', [{ x: roth.x + 6, y: roth.y }]);
  await expect(page.getByTestId('drag-tier')).toHaveAttribute('data-tier', 'run');
  await expect(page.getByTestId('ruler-readout')).toContainText('cm');
  await game.release();
  await expect.poll(async () => (await game.figure('roth')).x).toBeCloseTo(roth.x + 6, 0);
  const rothState = await page.evaluate(() => (window.__skirmish!.game() as unknown as { figureState: Record<string, { running: unknown }> }).figureState.roth);
  expect(rothState?.running).not.toBeNull();
  const last = await page.evaluate(() => { const g = window.__skirmish!.game() as unknown as { log: { kind: string; action?: { type: string } }[] }; return g.log.filter((e) => e.kind === 'action').at(-1)?.action?.type; });
  expect(last).toBe('run');

  const before = await game.positions();
  await page.evaluate(() => window.__skirmish!.forceDice([6]));
  await game.dragFigure('braun', [{ x: 24 + 1.5, y: 30 }, { x: 24 + 3, y: 30 }]);
  await expect.poll(async () => (await game.figure('krause')).x).toBeCloseTo(28, 0);
  const after = await game.positions();
  for (const id of ['krause', 'braun', 'vogt', 'lenz', 'hahn']) {
    expect(after[id]![0] - before[id]![0]).toBeCloseTo(3, 1);
    expect(after[id]![1] - before[id]![1]).toBeCloseTo(0, 1);
  }
  await page.screenshot({ path: test.info().outputPath('bp-group-moved-1280.png') });
});
