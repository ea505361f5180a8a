/**
 * Playing a hotseat game in the browser: the autosave survives a reload exactly, undo and redo from
 * the keyboard, and the turn passing between the two players with the handover screen.
 */
import { expect, test } from '@playwright/test';
import { smallTable } from './fixtures/smallTable';
import { GamePage } from './pages/GamePage';

test.describe('a hotseat game', () => {
  let game: GamePage;

  test.beforeEach(async ({ page }) => {
    game = new GamePage(page);
    await game.open();
    await game.loadScenario(smallTable);
  });

  test('a reload mid-turn brings back the exact game; undo still works after it', async ({ page }) => {
    // Red's turn: two moves and a roll of the dice.
    const r1 = await game.figure('r1');
    await game.dragFigure('r1', [{ x: r1.x + 3, y: r1.y }]);
    await expect.poll(async () => (await game.figure('r1')).x).toBeCloseTo(r1.x + 3, 1);
    const r2 = await game.figure('r2');
    await game.dragFigure('r2', [{ x: r2.x, y: r2.y + 2 }]);
    await expect.poll(async () => (await game.figure('r2')).y).toBeCloseTo(r2.y + 2, 1);
    await game.rollDice(3, 6, 'Nerve');

    const hash = await game.stateHash();
    const positions = await game.positions();
    const bannerText = await game.banner().textContent();
    const acting = await game.banner().getAttribute('data-acting');
    const dice = await game.diceEntries().allTextContents();
    expect(acting).toBe('red');
    expect(dice).toHaveLength(1);
    expect(dice[0]).toContain('Nerve');

    await page.reload();
    await game.waitForBoard();
    expect(await game.stateHash()).toBe(hash);
    expect(await game.positions()).toEqual(positions);
    await expect(game.banner()).toHaveText(bannerText ?? '');
    await expect(game.banner()).toHaveAttribute('data-acting', 'red');
    await game.showTab('dice');
    expect(await game.diceEntries().allTextContents()).toEqual(dice);

    // The undo history came back with the game: take back the roll, then Zeke's move.
    await page.getByTestId('undo-button').click();
    await expect(game.diceEntries().first()).toHaveAttribute('data-undone', 'true');
    await page.getByTestId('undo-button').click();
    await expect.poll(async () => (await game.figure('r2')).y).toBe(r2.y);
    expect((await game.figure('r1')).x).toBeCloseTo(r1.x + 3, 1);
    expect(await game.stateHash()).not.toBe(hash);
    await game.expectNoConsoleErrors();
  });

  test('Ctrl+Z takes a drag-move back and Ctrl+Shift+Z puts it back; the log strikes the undone move', async ({ page }) => {
    const r1 = await game.figure('r1');
    await game.dragFigure('r1', [{ x: r1.x + 3, y: r1.y }]);
    await expect.poll(async () => (await game.figure('r1')).x).toBeCloseTo(r1.x + 3, 1);
    const moved = await game.figure('r1');
    await game.showTab('log');
    const move = game.page.getByTestId('game-log').locator('[data-testid="log-entry"][data-kind="action"]').filter({ hasText: 'Jed' });
    await expect(move).toHaveCount(1);
    await expect(move).toContainText('3.0″');
    await expect(move).not.toHaveAttribute('data-undone');

    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await game.figure('r1')).x).toBe(r1.x);
    await expect(move).toHaveAttribute('data-undone', 'true');
    // Struck through where both players see it.
    const decoration = await move.locator('.log-entry__text').evaluate((el) => getComputedStyle(el).textDecorationLine);
    expect(decoration).toContain('line-through');
    await expect(game.logEntries().first()).toHaveAttribute('data-kind', 'undo');

    await page.keyboard.press('Control+Shift+z');
    await expect.poll(async () => (await game.figure('r1')).x).toBe(moved.x);
    expect((await game.figure('r1')).y).toBe(moved.y);
    await expect(move).not.toHaveAttribute('data-undone');
    await expect(game.logEntries().first()).toHaveAttribute('data-kind', 'redo');
    const kinds = (await game.game()).log.map((e) => e.kind);
    expect(kinds).toEqual(['setup', 'action', 'undo', 'redo']);
    await game.expectNoConsoleErrors();
  });

  test('End turn hands the device to the other side; the side that ended may not move', async ({ page }) => {
    await expect(game.banner()).toHaveAttribute('data-acting', 'red');
    await expect(game.banner()).toContainText('Red');
    await page.getByTestId('side-action-endTurn').click();
    await expect(game.handover()).toBeVisible();
    await expect(game.handover()).toContainText('Blue');
    // The screen hides the table and the panels until the next player takes over: opaque, over all of them.
    const cover = (await game.handover().boundingBox())!;
    const viewport = page.viewportSize()!;
    expect([cover.x, cover.y, cover.width, cover.height]).toEqual([0, 0, viewport.width, viewport.height]);
    const background = await game.handover().evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toMatch(/^rgb\(/);
    const onTop = await page.evaluate(() => {
      const board = document.querySelector('[data-testid="board-canvas"]')!.getBoundingClientRect();
      const hit = document.elementFromPoint(board.x + board.width / 2, board.y + board.height / 2);
      return hit?.closest('[data-testid="handover-screen"]') !== null;
    });
    expect(onTop).toBe(true);
    await page.getByTestId('handover-continue').click();
    await expect(game.handover()).toHaveCount(0);
    await expect(game.banner()).toHaveAttribute('data-acting', 'blue');
    await expect(game.banner()).toContainText('Blue');

    // Red's Jed cannot be picked up now: the reason and the rule ID go on the status line.
    const before = await game.figure('r1');
    await game.dragFigure('r1', [{ x: before.x + 2, y: before.y }]);
    await expect(game.statusLine()).toContainText('ENGINE-ACTORS');
    await expect(game.statusLine()).toContainText('Red');
    expect(await game.figure('r1')).toEqual(before);
    expect(await game.state((s) => s.drag)).toBeNull();

    // Blue's Wyatt moves.
    const wyatt = await game.figure('b1');
    await game.dragFigure('b1', [{ x: wyatt.x, y: wyatt.y + 3 }]);
    await expect.poll(async () => (await game.figure('b1')).y).toBeCloseTo(wyatt.y + 3, 1);
    await game.expectNoConsoleErrors();
  });
});
