/**
 * Issue 12, "never lose a game", in real Chromium:
 *   - storage full (every IndexedDB write refused with the browser's QuotaExceededError, as a full
 *     disk refuses it: Debian's Chromium 150 ignores the DevTools quota override an earlier journey
 *     used, so the refusal is injected at IDBObjectStore.put): play goes on, no other saved game is
 *     deleted, the player is told in words and offered Export; with room again, Retry saves and a
 *     reload brings the game back exactly;
 *   - a LOTOW game with a dismount and a mount (the rules make the figure `hank~mount` during
 *     play) reloads to exactly where it was, and its Export imports;
 *   - a double-click on End phase ends one phase (handover off), and does not pass the handover
 *     screen (handover on);
 *   - games an earlier build kept in localStorage are moved to IndexedDB on start and resume.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { smallTable } from './fixtures/smallTable';
import { GamePage } from './pages/GamePage';

const whenSaved = (page: Page) => page.evaluate(() => window.__skirmish!.whenSaved());
const savedIds = (page: Page) => page.evaluate(() => window.__skirmish!.savedGames().map((m) => m.id));
const gameId = (page: Page) => page.evaluate(() => window.__skirmish!.savedGames().find((m) => m.title === window.__skirmish!.scenario()?.name)?.id);

/** The demo scenario's JSON, as bundled. */
const demoJson = (page: Page) => page.evaluate(() => fetch('scenarios/demo-town.json').then((r) => r.json() as Promise<unknown>));

/** End phases through the test API until `side` acts, handing over each time. */
async function untilActing(page: Page, side: string): Promise<void> {
  const r = await page.evaluate((wanted) => {
    const api = window.__skirmish!;
    for (let i = 0; i < 8; i++) {
      api.dismissHandover();
      const g = api.game()!;
      if (g.actors.includes(wanted)) return null;
      const done = api.dispatch({ type: 'endPhase', side: g.actors[0]! });
      if (!done.ok) return done.refusal.message;
    }
    return `${wanted} never acts`;
  }, side);
  expect(r).toBeNull();
}

test.describe('never lose a game', () => {
  test('storage full: play goes on, no other game is deleted, the player is told and can export; with room again it saves', async ({ page }) => {
    test.setTimeout(120_000);
    const game = new GamePage(page);
    // A disk that fills up on demand: while the flag is set, every write is refused as a full disk's.
    await page.addInitScript(() => {
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
        if ((globalThis as { __diskFull?: boolean }).__diskFull === true) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return put.apply(this, args);
      };
    });
    await game.open();
    for (let i = 0; i < 3; i++) await game.loadScenario(smallTable);
    await game.loadScenario(smallTable);
    await whenSaved(page);
    const before = await savedIds(page);
    expect(before).toHaveLength(5);
    await page.evaluate(() => { (globalThis as { __diskFull?: boolean }).__diskFull = true; });

    // Four rounds of play on the full disk.
    const hashBefore = await game.stateHash();
    for (let i = 0; i < 4; i++) {
      await game.rollDice(2, 6, `Round ${i + 1}`);
      await whenSaved(page);
    }
    const notice = page.getByTestId('save-failure');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('data-kind', 'quota');
    await expect(page.getByTestId('save-failure-reason')).toContainText('The browser’s storage for this site is full.');
    await expect(page.getByTestId('save-failure-reason')).toContainText('The game is still here while this tab stays open');
    expect(await game.stateHash()).not.toBe(hashBefore);
    expect(await game.logLength()).toBe(5);
    // Every other game is still there, in storage and in the list.
    await game.openSavedGames();
    await expect(game.savedGamesDialog().getByTestId('saved-game')).toHaveCount(5);
    await page.getByTestId('saved-games-close').click();
    expect((await savedIds(page)).sort()).toEqual([...before].sort());

    // Export keeps the game whatever the browser does.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('save-failure-export').click()]);
    expect(download.suggestedFilename()).toMatch(/\.skirmish\.json$/);

    // Room again: Retry saves, the notice goes, and a reload brings the game back exactly.
    await page.evaluate(() => { (globalThis as { __diskFull?: boolean }).__diskFull = false; });
    await page.getByTestId('save-failure-retry').click();
    await expect(notice).toHaveCount(0);
    const hash = await game.stateHash();
    await whenSaved(page);
    await page.reload();
    await game.waitForBoard();
    expect(await game.stateHash()).toBe(hash);
    expect((await savedIds(page)).sort()).toEqual([...before].sort());
    await game.expectNoConsoleErrors();
  });

  test('a LOTOW game with a dismount and a mount reloads exactly, and its Export imports', async ({ page }) => {
    const game = new GamePage(page);
    await game.open();
    await game.loadScenario(await demoJson(page), undefined, 'lotow', 2026);
    await untilActing(page, 'posse');
    await game.clickFigure('hank');
    await page.getByTestId('figure-action-dismount').click();
    await expect.poll(async () => (await game.figures()).some((f) => f.id === 'hank~mount')).toBe(true);
    await page.getByTestId('figure-action-mount-hank~mount').click();
    await expect.poll(async () => (await game.figures()).some((f) => f.id === 'hank~mount')).toBe(false);
    const hash = await game.stateHash();
    const id = await gameId(page);

    await whenSaved(page);
    await page.reload();
    await game.waitForBoard();
    await expect(game.errorPanel()).toHaveCount(0);
    expect(await game.stateHash()).toBe(hash);
    expect(await gameId(page)).toBe(id);

    const exported = await game.exportGame();
    await game.loadScenario(smallTable);
    await page.getByTestId('import-input').setInputFiles(exported.path);
    await expect.poll(() => game.stateHash()).toBe(hash);
    await expect(game.errorPanel()).toHaveCount(0);
    await game.expectNoConsoleErrors();
  });

  test('a double-click on End phase ends one phase; with the handover on, it does not pass the screen', async ({ page }) => {
    const game = new GamePage(page);
    await game.open();
    await game.loadScenario(await demoJson(page), undefined, 'lotow', 2026);
    const start = await game.game();

    // Handover on: the second click lands on the screen that the first one raised, and must not dismiss it.
    await page.getByTestId('side-action-endPhase').first().dblclick();
    await expect(game.handover()).toBeVisible();
    expect((await game.game()).log.length).toBe(start.log.length + 1);
    await page.getByTestId('handover-continue').click();

    // Handover off: the other side's End phase takes the button's place; it must not be pressed too.
    await page.getByTestId('new-game-button').click();
    await page.getByTestId('handover-toggle').uncheck();
    await page.getByTestId('new-game-start').click();
    const fresh = await game.game();
    await page.getByTestId('side-action-endPhase').first().dblclick();
    await expect.poll(async () => (await game.game()).log.length).toBe(fresh.log.length + 1);
    await page.waitForTimeout(300);
    expect((await game.game()).log.length).toBe(fresh.log.length + 1);
    await expect(game.handover()).toHaveCount(0);
    await game.expectNoConsoleErrors();
  });

  test('games an earlier build kept in localStorage are moved to IndexedDB on start and resume', async ({ page }) => {
    const game = new GamePage(page);
    await game.open();
    await game.loadScenario(smallTable);
    await game.rollDice(1, 6, 'Old');
    const old = JSON.stringify(await page.evaluate(() => window.__skirmish!.exportSave()));
    const oldHash = await game.stateHash();
    await game.loadScenario(smallTable);
    await whenSaved(page);
    // As an earlier build wrote them: the list, the save, the game to resume.
    await page.evaluate((text) => {
      const meta = { id: 'legacy-1', title: 'Before IndexedDB', rulesetId: 'free', turn: 1, steps: 1, updatedAtMs: Date.now(), finished: false };
      localStorage.setItem('skirmish.games', JSON.stringify([meta]));
      localStorage.setItem('skirmish.game.legacy-1', text);
      localStorage.setItem('skirmish.lastGame', 'legacy-1');
    }, old);
    await page.reload();
    await game.waitForBoard();
    expect(await game.stateHash()).toBe(oldHash);
    expect(await savedIds(page)).toContain('legacy-1');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('skirmish.game')))).toEqual([]);
    await game.openSavedGames();
    await expect(page.getByTestId('saved-games-storage')).toHaveAttribute('data-kind', 'indexedDb');
    await game.expectNoConsoleErrors();
  });
});
