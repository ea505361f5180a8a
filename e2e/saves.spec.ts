/**
 * Saved games in the browser: export and import give back the same game, a damaged save is refused
 * with its problems and the game in progress stays, and the replay viewer steps through a game.
 */
import { expect, test } from '@playwright/test';
import { smallTable } from './fixtures/smallTable';
import { GamePage } from './pages/GamePage';
import type { SaveFile } from './pages/GamePage';

/** Red: Jed 3″ east and a roll; Blue: Wyatt 3″ south. Positions: Jed (9, 6), Wyatt (12, 9). */
async function playSomeTurns(game: GamePage): Promise<void> {
  await game.dragFigure('r1', [{ x: 9, y: 6 }]);
  await expect.poll(async () => (await game.figure('r1')).x).toBeCloseTo(9, 1);
  await game.rollDice(2, 6, 'Courage');
  await game.endTurnAndHandOver();
  await game.dragFigure('b1', [{ x: 12, y: 9 }]);
  await expect.poll(async () => (await game.figure('b1')).y).toBeCloseTo(9, 1);
}

test.describe('saved games', () => {
  let game: GamePage;

  test.beforeEach(async ({ page }) => {
    game = new GamePage(page);
    await game.open();
    await game.loadScenario(smallTable);
    await playSomeTurns(game);
  });

  test('Export then Import gives back the same game', async () => {
    const hash = await game.stateHash();
    const logLength = await game.logLength();
    const positions = await game.positions();
    const exported = await game.exportGame();
    expect(exported.fileName).toBe('e2e-small-table-turn-1.skirmish.json');
    const save = JSON.parse(exported.text) as SaveFile;
    expect(save).toMatchObject({ kind: 'skirmish-save', schemaVersion: 1, rulesetId: 'free', stateHash: hash });
    expect(save.actions.map((a) => a.type)).toEqual(['move', 'roll', 'endTurn', 'move']);

    // A new game on the same table, then the file back.
    await game.loadScenario(smallTable);
    expect(await game.stateHash()).not.toBe(hash);
    await game.page.getByTestId('import-input').setInputFiles(exported.path);
    await expect.poll(() => game.stateHash()).toBe(hash);
    expect(await game.logLength()).toBe(logLength);
    expect(await game.positions()).toEqual(positions);
    await expect(game.errorPanel()).toHaveCount(0);
    await expect(game.banner()).toHaveAttribute('data-acting', 'blue');
    await game.showTab('dice');
    await expect(game.diceEntries()).toHaveCount(1);
    await expect(game.diceEntries().first()).toContainText('Courage');
    await game.expectNoConsoleErrors();
  });

  test('a changed or truncated save is refused with the place of each problem; the game goes on', async () => {
    const hash = await game.stateHash();
    const { text } = await game.exportGame();
    // Someone "fixed" Jed's move in the file: it replays, but not to the state that was saved.
    const edited = JSON.parse(text) as SaveFile;
    (edited.actions[0]!.params!.path as { x: number; y: number }[])[0]!.x = 8;
    await game.importText('edited.skirmish.json', JSON.stringify(edited));
    await expect(game.errorPanel()).toBeVisible();
    await expect(game.errorPanel()).toContainText("This saved game can't be loaded");
    await expect(game.errorPanel()).toContainText('edited.skirmish.json');
    await expect(game.errorPanel().getByTestId('problem')).toHaveCount(1);
    await expect(game.errorPanel().getByTestId('problem')).toContainText('stateHash');
    await expect(game.errorPanel().getByTestId('problem')).toContainText('does not match this file');
    expect(await game.stateHash()).toBe(hash);
    await game.errorPanel().getByTestId('back-to-game').click();
    await expect(game.errorPanel()).toHaveCount(0);

    // Blue's move credited to Red: refused on replay, at its place in the log, with the rule ID.
    const forged = JSON.parse(text) as SaveFile;
    forged.actions[3]!.side = 'red';
    await game.importText('forged.json', JSON.stringify(forged));
    await expect(game.errorPanel().getByTestId('problem')).toContainText('actions[3]');
    await expect(game.errorPanel().getByTestId('problem')).toContainText('ENGINE-');
    await game.errorPanel().getByTestId('back-to-game').click();

    // Cut short in the middle.
    await game.importText('cut.skirmish.json', text.slice(0, Math.floor(text.length / 2)));
    await expect(game.errorPanel().getByTestId('problem')).toContainText(/not valid JSON \(line \d+\)/);
    await game.errorPanel().getByTestId('back-to-game').click();
    expect(await game.stateHash()).toBe(hash);
    expect((await game.figure('r1')).x).toBeCloseTo(9, 1);
    await game.expectNoConsoleErrors();
  });

  test('the replay viewer steps back and forth through the game; play waits until it is closed', async ({ page }) => {
    const hash = await game.stateHash();
    await game.openSavedGames();
    const current = game.savedGamesDialog().locator('[data-testid="saved-game"][data-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('E2E small table');
    await expect(current).toContainText('Steps: 4');
    await current.getByTestId('saved-game-replay').click();
    await expect(game.savedGamesDialog()).toHaveCount(0);
    await expect(game.replayBar()).toBeVisible();
    await expect(game.replayPosition()).toHaveText('4 / 4');

    // Back to the set-up: everyone stands where the scenario put them.
    await page.getByTestId('replay-first').click();
    await expect(game.replayPosition()).toHaveText('0 / 4');
    expect([(await game.figure('r1')).x, (await game.figure('b1')).y]).toEqual([6, 6]);
    await expect(game.banner()).toContainText('Replay — step 0 of 4');

    await page.getByTestId('replay-next').click();
    await expect(game.replayPosition()).toHaveText('1 / 4');
    await expect(page.getByTestId('replay-step')).toContainText('Jed');
    expect((await game.figure('r1')).x).toBeCloseTo(9, 1);
    expect((await game.figure('b1')).y).toBe(6);

    // The keyboard steps too, and the slider jumps.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(game.replayPosition()).toHaveText('4 / 4');
    expect((await game.figure('b1')).y).toBeCloseTo(9, 1);
    await page.getByTestId('replay-slider').fill('2');
    await expect(game.replayPosition()).toHaveText('2 / 4');
    await page.getByTestId('replay-prev').click();
    await expect(game.replayPosition()).toHaveText('1 / 4');

    // Play is refused while the viewer is open: a drag, and an action through the store.
    await game.dragFigure('b1', [{ x: 14, y: 6 }]);
    await expect(game.statusLine()).toContainText('APP-REPLAY');
    expect((await game.figure('b1')).y).toBe(6);
    const refused = await page.evaluate(() => window.__skirmish!.dispatch({ type: 'endTurn', side: 'blue' }));
    expect(refused).toMatchObject({ ok: false, refusal: { ruleId: 'APP-REPLAY' } });
    expect(await game.stateHash()).toBe(hash);

    await page.getByTestId('replay-close').click();
    await expect(game.replayBar()).toHaveCount(0);
    expect((await game.figure('b1')).y).toBeCloseTo(9, 1);
    expect(await game.stateHash()).toBe(hash);
    await game.expectNoConsoleErrors();
  });

  test('the games list resumes an older game and deletes one after asking', async ({ page }) => {
    const older = await page.evaluate(() => window.__skirmish!.game()!);
    const olderHash = await game.stateHash();
    const olderId = (await page.evaluate(() => window.__skirmish!.savedGames()))[0]!.id;
    // A second game: the first stays in the list (with the demo the page opened on).
    await game.loadScenario(smallTable);
    const newerId = (await page.evaluate(() => window.__skirmish!.savedGames()))[0]!.id;
    expect(newerId).not.toBe(olderId);
    await game.openSavedGames();
    const rows = game.savedGamesDialog().getByTestId('saved-game');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toHaveAttribute('data-game-id', newerId);
    const olderRow = game.savedGamesDialog().locator(`[data-testid="saved-game"][data-game-id="${olderId}"]`);
    await expect(olderRow).toContainText('Steps: 4');
    await olderRow.getByTestId('saved-game-resume').click();
    await expect(game.savedGamesDialog()).toHaveCount(0);
    await expect.poll(() => game.stateHash()).toBe(olderHash);
    expect((await game.game()).turn).toBe(older.turn);

    // Delete the newer one (no longer in progress), after confirming.
    await game.openSavedGames();
    await expect(rows.first()).toHaveAttribute('data-game-id', olderId);
    await expect(olderRow.getByTestId('saved-game-current')).toBeVisible();
    await expect(olderRow.getByTestId('saved-game-delete')).toHaveCount(0);
    const newerRow = game.savedGamesDialog().locator(`[data-testid="saved-game"][data-game-id="${newerId}"]`);
    await newerRow.getByTestId('saved-game-delete').click();
    await newerRow.getByTestId('saved-game-delete-confirm').click();
    await expect(rows).toHaveCount(2);
    await expect(newerRow).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(game.savedGamesDialog()).toHaveCount(0);
    const ids = (await page.evaluate(() => window.__skirmish!.savedGames())).map((m) => m.id);
    expect(ids).toContain(olderId);
    expect(ids).not.toContain(newerId);
    expect(await game.stateHash()).toBe(olderHash);
    await game.expectNoConsoleErrors();
  });
});
