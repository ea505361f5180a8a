/**
 * Fewer clicks per turn (issue 13): on Dust Creek at the start nobody is in range or in contact, so
 * once both sides end their Move phase, the Shoot and Fight phases have nothing to do and pass by
 * themselves — each logged with its reason — and the handover screen comes up once, for the side
 * that moves first in turn 2, saying why the turn passed. Undo and redo from the keyboard never raise
 * the handover screen, so the next history key is not swallowed (bug 14).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { GamePage } from './pages/GamePage';

const demo = JSON.parse(readFileSync('public/scenarios/demo-town.json', 'utf8')) as unknown;

test.describe('the automatic pass', () => {
  let game: GamePage;

  test.beforeEach(async ({ page }) => {
    game = new GamePage(page);
    await game.open();
    // Seed 7: the Callahan Gang has the Advantage in turns 1 and 2.
    await game.loadScenario(demo, undefined, 'lotow', 7);
  });

  test('a phase with nothing to do passes by itself, with its log line, and no handover for it', async ({ page }) => {
    await expect(game.banner()).toContainText(/Move phase/);
    const first = (await game.game()).actors[0]!;
    await page.getByTestId('side-action-endPhase').first().click();
    await expect(game.handover()).toBeVisible();
    await expect(page.getByTestId('handover-reason')).toHaveText([/^Move phase: .* ended the phase$/]);
    await page.getByTestId('handover-continue').click();

    // The second side ends its Move phase: four phases pass by themselves, one handover for turn 2.
    await page.getByTestId('side-action-endPhase').first().click();
    await expect(game.handover()).toBeVisible();
    await expect(page.getByTestId('handover-reason')).toHaveText([
      /^Move phase: .* ended the phase$/,
      /^Shoot phase: The Callahan Gang had nothing to do — passed$/, /^Shoot phase: Marshal's Posse had nothing to do — passed$/,
      /^Fight phase: The Callahan Gang had nothing to do — passed$/, /^Fight phase: Marshal's Posse had nothing to do — passed$/,
    ]);
    await page.screenshot({ path: '/tmp/h6/handover-reasons.png' });
    await page.getByTestId('handover-continue').click();
    await expect(game.handover()).toHaveCount(0);
    const state = await game.game();
    expect(state.turn).toBe(2);
    // The Callahan Gang ended the Move phase first and has the Advantage again in turn 2.
    expect(first).toBe('callahan');
    expect(state.actors).toEqual(['callahan']);
    await expect(game.banner()).toContainText(/Move phase/);

    // The log: each pass is a line with its reason, in the phase it passed.
    await game.showTab('log');
    const passes = game.logEntries().filter({ hasText: 'had nothing to do — passed' });
    await expect(passes).toHaveCount(4);
    await expect(passes.first()).toContainText('Fight phase');
    const save = await page.evaluate(() => window.__skirmish!.exportSave());
    expect(save!.actions.filter((a) => (a as { auto?: unknown }).auto !== undefined)).toHaveLength(4);
    await page.screenshot({ path: '/tmp/h6/auto-pass-log.png' });
    await game.expectNoConsoleErrors();
  });

  test('bug 14: Ctrl+Z takes back the End phase (and the passes after it) without the handover screen; Ctrl+Shift+Z and Ctrl+Y work next', async ({ page }) => {
    await page.getByTestId('side-action-endPhase').first().click();
    await page.getByTestId('handover-continue').click();
    await page.getByTestId('side-action-endPhase').first().click();
    await page.getByTestId('handover-continue').click();
    expect((await game.game()).turn).toBe(2);

    // One undo: back in turn 1's Move phase (the passes and the End phase taken back), no screen.
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await game.game()).turn).toBe(1);
    await expect(game.handover()).toHaveCount(0);
    await expect(game.banner()).toContainText(/Move phase/);
    // The very next key is not swallowed: redo puts it all back.
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(async () => (await game.game()).turn).toBe(2);
    await expect(game.handover()).toHaveCount(0);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await game.game()).turn).toBe(1);
    await page.keyboard.press('Control+y');
    await expect.poll(async () => (await game.game()).turn).toBe(2);
    await expect(game.handover()).toHaveCount(0);
    await game.expectNoConsoleErrors();
  });

  test('switched off in New game, the player ends each phase', async ({ page }) => {
    await game.setAutoPass(false);
    await page.getByTestId('side-action-endPhase').first().click();
    await page.getByTestId('handover-continue').click();
    await page.getByTestId('side-action-endPhase').first().click();
    await expect(game.handover()).toBeVisible();
    await page.getByTestId('handover-continue').click();
    await expect(game.banner()).toContainText(/Shoot phase/);
    expect((await game.game()).turn).toBe(1);
  });

  test('the Roster tab: each side\'s figures with their status; a name selects the figure', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await game.showTab('roster');
    const sides = page.getByTestId('roster-side');
    await expect(sides).toHaveCount(2);
    const cole = page.locator('[data-testid="roster-figure"][data-figure-id="cole"]');
    await expect(cole).toContainText('Marshal Wyatt Cole');
    await cole.getByRole('button').click();
    await expect.poll(() => page.evaluate(() => (window.__skirmish!.state() as { selectedFigureId: string | null }).selectedFigureId)).toBe('cole');
    await page.screenshot({ path: '/tmp/h6/roster-1024.png' });
  });
});
