/**
 * LOTOW part 2 in the browser (issue 6).
 *
 * (a) One full turn through the UI on a small table (seed 1: Red has the Advantage): the Drop in the
 *     dice log, a move (a drag), the Shoot phase — pointing at the enemy previews the shot before any
 *     roll (the visible share, the In the Way line for the fence, each step's exact odds) and the
 *     board draws the rays the rules judged — then the shot with forced dice: to hit, In the Way,
 *     to wound, each in the dice log with its rule ID; then a fight between figures in base contact
 *     (its odds in the panel, forced dice, the dice log).
 * (b) A short game played to its end through the window test API with forced dice: the banner and
 *     the game-over notice name the winner and why; export → reload → the same state hash.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { duelTable, SHOOT_SEED, shootTable } from './fixtures/lotowFightTable';
import { GamePage } from './pages/GamePage';

/** The newest `n` dice rows as [rule ID, faces]. */
async function newestRolls(game: GamePage, n: number): Promise<[string, string][]> {
  const rows = await game.diceEntries().evaluateAll((els) => els.map((r) => [
    r.getAttribute('data-rule-id') ?? '', r.querySelector('[data-testid="dice-faces"]')?.textContent ?? '',
  ] as [string, string]));
  return rows.slice(0, n);
}

async function endPhaseAndHandOver(page: Page, game: GamePage): Promise<void> {
  await page.getByTestId('side-action-endPhase').first().click();
  await expect(game.handover()).toBeVisible();
  await page.getByTestId('handover-continue').click();
  await expect(game.handover()).toHaveCount(0);
}

const forceDice = (page: Page, faces: number[]) => page.evaluate((f) => window.__skirmish!.forceDice(f), faces);

test.describe('LOTOW: shooting and fighting', () => {
  let game: GamePage;

  test.beforeEach(async ({ page }) => {
    game = new GamePage(page);
    await game.open();
  });

  test('one turn through the UI: a move, a shot over a fence with its odds shown first, a fight', async ({ page }) => {
    // This journey walks every phase by hand; e2e/flow.spec.ts has the phases that pass by themselves.
    await game.setAutoPass(false);
    await game.loadScenario(shootTable, undefined, 'lotow', SHOOT_SEED);
    await expect(game.banner()).toHaveAttribute('data-acting', 'red');
    await expect(game.banner()).toContainText(/Move/);
    await game.showTab('dice');
    expect(new Set((await newestRolls(game, 10)).map(([id]) => id))).toEqual(new Set(['LOTOW-GAP-01']));

    // Move: Jed steps 1″ east (a drag).
    await game.showTab('figure');
    await game.dragFigure('r1', [{ x: 9, y: 12 }]);
    await expect.poll(async () => (await game.figure('r1')).x).toBeCloseTo(9, 1);
    await endPhaseAndHandOver(page, game);
    await expect(game.banner()).toHaveAttribute('data-acting', 'blue');
    await endPhaseAndHandOver(page, game);
    await expect(game.banner()).toContainText(/Shoot/);
    await expect(game.banner()).toHaveAttribute('data-acting', 'red');

    // Shoot: select Jed, point at Wyatt on the board — the preview, before any roll.
    await game.clickFigure('r1');
    const logBefore = await game.logLength();
    const wyatt = await game.figure('b1');
    const at = await game.worldToClient(wyatt.x, wyatt.y);
    await page.mouse.move(at.x, at.y, { steps: 4 });
    const preview = page.getByTestId('action-preview');
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('data-action-id', 'shoot-b1');
    expect(await game.logLength()).toBe(logBefore);

    // The visible share: the rules' sight, the panel and the app's line of sight agree; the fence hides part.
    const sight = await page.evaluate(() => window.__skirmish!.actionPreview()?.sight ?? null);
    expect(sight).not.toBeNull();
    const los = await game.los('r1', 'b1');
    expect(los.visibleFraction).toBeCloseTo(sight!.visibleFraction, 6);
    const percent = Math.round(sight!.visibleFraction * 100);
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThanOrEqual(75);
    await expect(page.getByTestId('preview-visible')).toHaveText(`Visible: ${percent}%`);
    await expect(page.locator('[data-testid="preview-line"][data-key="lotow.shoot.line.inTheWayPiece"]')).toHaveCount(1);
    await expect(page.locator('[data-testid="preview-line"][data-key="lotow.shoot.line.placeholder"]')).toHaveCount(1);
    // The odds, exact: to hit 4+ 1/2, past the fence 3+ 2/3, to wound S3 v G3 4+ 1/2; all three 1/6.
    const chance = (ruleId: string) => page.locator(`[data-testid="preview-chance"][data-rule-id="${ruleId}"]`);
    await expect(chance('LOTOW-SHOOT-HIT-1')).toContainText('50% (1/2)');
    await expect(chance('LOTOW-SHOOT-INTHEWAY-3')).toContainText('66.7% (2/3)');
    await expect(chance('LOTOW-GAP-07')).toContainText('50% (1/2)');
    await expect(page.getByTestId('preview-total')).toContainText('16.7% (1/6)');
    await expect(page.getByTestId('preview-refusal')).toHaveCount(0);
    // The board draws the rays the rules judged.
    const board = await page.evaluate(() => {
      const v = window.__skirmish!.boardLosView();
      return v === null ? null : { observer: v.observer.figure.id, target: v.target?.figure.id, rays: v.result?.rays.length ?? 0, visible: v.result?.visibleFraction };
    });
    expect(board).toMatchObject({ observer: 'r1', target: 'b1' });
    expect(board!.rays).toBeGreaterThan(0);
    expect(board!.visible).toBeCloseTo(sight!.visibleFraction, 6);

    // Fire with forced dice: 5 hits, 4 gets past the fence (3+), 1 fails to wound.
    await forceDice(page, [5, 4, 1]);
    await page.getByTestId('preview-fire').click();
    // With nothing left to shoot, Red's Shoot phase passes by itself after the shot (the automatic pass).
    await expect.poll(() => game.logLength()).toBeGreaterThanOrEqual(logBefore + 1);
    await game.continueHandover();
    await game.showTab('dice');
    await expect.poll(() => newestRolls(game, 3)).toEqual([['LOTOW-GAP-07', '1'], ['LOTOW-SHOOT-INTHEWAY-3', '4'], ['LOTOW-SHOOT-HIT-1', '5']]);
    await expect(game.diceEntries().first().getByTestId('dice-purpose')).not.toHaveText(/^lotow\./);
    expect(await page.evaluate(() => window.__skirmish!.forcedDice())).toBeNull();

    // Jed has fired his one shot this phase: pointing at Wyatt no longer offers a shot that may be taken.
    await game.showTab('figure');
    // (With nothing left to shoot, Red's Shoot phase may already have passed by itself, behind the handover screen.)
    const again = page.getByTestId('action-preview');
    if (await again.count() > 0 && await again.getAttribute('data-action-id') === 'shoot-b1') await expect(page.getByTestId('preview-fire')).toBeDisabled();

    await game.endPhasesUntil(/Fight/, 'red');
    await expect(game.banner()).toContainText(/Fight/);
    await expect(game.banner()).toHaveAttribute('data-acting', 'red');

    // Fight: Zeke and Doc are in base contact. Pointing at the fight button shows the odds.
    // The board may still be settling after the handover: click until Zeke is the one selected.
    await expect.poll(async () => {
      await game.clickFigure('r2');
      return game.state((st) => st.selectedFigureId);
    }).toBe('r2');
    const fight = page.getByTestId('figure-action-fight');
    await expect(fight).toBeEnabled();
    await fight.hover();
    await expect(page.getByTestId('action-preview')).toHaveAttribute('data-action-id', 'fight');
    await expect(page.getByTestId('preview-total')).toContainText('50% (1/2)');
    await expect(page.locator('[data-testid="preview-chance"][data-rule-id="LOTOW-GAP-07"]')).toContainText('50% (1/2)');
    const doc = await game.figure('b2');
    // Zeke rolls 6, Doc 2: Zeke wins, Doc backs away 1″, Zeke's strike (1) fails to wound.
    await forceDice(page, [6, 2, 1]);
    await fight.click();
    await game.showTab('dice');
    await expect.poll(async () => (await newestRolls(game, 3))).toEqual([['LOTOW-GAP-07', '1'], ['LOTOW-GAP-08', '2'], ['LOTOW-GAP-08', '6']]);
    await expect.poll(async () => (await game.figure('b2')).x).toBeCloseTo(doc.x + 1, 1);
    await game.expectNoConsoleErrors();
  });

  test('a short game to its end through the test API with forced dice; the winner shown; export and reload keep the hash', async ({ page }) => {
    await game.loadScenario(duelTable, undefined, 'lotow', 1);
    const result = await page.evaluate(() => {
      const api = window.__skirmish!;
      const steps: string[] = [];
      for (let i = 0; i < 40; i++) {
        api.dismissHandover();
        const g = api.game()!;
        if (g.outcome !== null) return { steps, outcome: g.outcome };
        const side = g.actors[0]!;
        const me = side === 'red' ? 'r1' : 'b1';
        const them = side === 'red' ? 'b1' : 'r1';
        const phase = (g.log.at(-1) as { flowLabel?: string } | undefined)?.flowLabel ?? '';
        const tries: { action: Record<string, unknown>; dice?: number[] }[] = [
          // Turn 1 fight: Blue wins (2 v 6) and fails to wound (1); Jed backs away 1″.
          { action: { type: 'fight', side, figureId: me }, dice: side === 'red' ? [2, 6, 1] : [6, 2, 1] },
          // Then Jed shoots Wyatt: hit (5), wound (6).
          ...(side === 'red' ? [{ action: { type: 'shoot', side, figureId: me, targetIds: [them] }, dice: [5, 6] }] : []),
          { action: { type: 'endPhase', side } },
        ];
        let done = false;
        for (const t of tries) {
          if (t.dice) api.forceDice(t.dice);
          const r = api.dispatch(t.action as never);
          api.forceDice(null);
          if (r.ok) { steps.push(`${String(t.action.type)}:${side}:${phase}`); done = true; break; }
        }
        if (!done) return { steps, outcome: null, stuck: true };
      }
      return { steps, outcome: api.game()!.outcome };
    });
    expect(result.outcome, JSON.stringify(result.steps)).toMatchObject({ winner: 'red', reasonKey: 'lotow.outcome.wipedOut' });
    expect(result.steps.some((s) => s.startsWith('fight:'))).toBe(true);
    expect(result.steps.some((s) => s.startsWith('shoot:red'))).toBe(true);

    await expect(game.banner()).toHaveAttribute('data-winner', 'red');
    await expect(game.banner()).toContainText('Game over: Red won');
    const notice = page.getByTestId('game-over');
    await expect(notice).toBeVisible();
    await expect(page.getByTestId('game-over-title')).toHaveText('Game over — Red won');
    await expect(page.getByTestId('game-over-reason')).not.toHaveText('');
    await expect(page.getByTestId('game-over-reason')).not.toContainText('lotow.');
    // Play is over; undo still works (and the notice goes), redo brings the end back.
    const refused = await page.evaluate(() => window.__skirmish!.dispatch({ type: 'endPhase', side: 'blue' }));
    expect(refused.ok).toBe(false);
    const before = await game.stateHash();
    await page.getByTestId('undo-button').click();
    await expect(notice).toHaveCount(0);
    // Undo gave the turn back to a side: hand the device over if asked.
    if (await game.handover().count() > 0) await page.getByTestId('handover-continue').click();
    await page.getByTestId('redo-button').click();
    await expect(notice).toBeVisible();
    // The log now also holds the undo and the redo, so the hash moved on; it is the reference from here.
    const hash = await game.stateHash();
    expect(hash).not.toBe(before);

    // The save replays to the same state: the forced faces are in its actions.
    const save = await page.evaluate(() => window.__skirmish!.exportSave());
    expect(save!.stateHash).toBe(hash);
    expect(save!.actions.some((a) => Array.isArray((a as { forcedDice?: number[] }).forcedDice))).toBe(true);
    await page.reload();
    await game.waitForBoard();
    expect(await game.stateHash()).toBe(hash);
    await expect(page.getByTestId('game-over')).toBeVisible();
    // Importing the exported file rebuilds the same game.
    await game.importText('duel.json', JSON.stringify(save));
    await expect.poll(() => game.stateHash()).toBe(hash);
    // Replay from the notice opens the viewer on this game.
    await page.getByTestId('game-over-replay').click();
    await expect(game.replayBar()).toBeVisible();
    await game.expectNoConsoleErrors();
  });
});
