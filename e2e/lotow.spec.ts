/**
 * A whole LOTOW Move phase in the browser: the Drop gives one side the Advantage; that side moves
 * (one figure climbs the crag, its climb test in the dice log with LOTOW-CLIMB-3), ends its part of
 * the phase and hands over; the other side tries a move beyond its allowance (refused, the reason
 * and rule ID on screen), moves within it, and ends the phase: the Shoot phase begins.
 * The dice come from a fixed seed; the test reads the faces and checks the outcome matches them.
 */
import { expect, test } from '@playwright/test';
import { lotowTable } from './fixtures/lotowTable';
import { GamePage } from './pages/GamePage';

interface Fig { id: string; x: number; y: number; standsOn: string | null }

test.describe('LOTOW: the Move phase', () => {
  let game: GamePage;

  test.beforeEach(async ({ page }) => {
    game = new GamePage(page);
    await game.open();
    // A fixed seed: the same Drop and climb test every run (the test still reads the faces).
    await game.loadScenario(lotowTable, undefined, 'lotow', 7);
    // This journey checks the Shoot phase begins after the Move phase even when nobody can shoot yet:
    // the phases are ended by hand (e2e/flow.spec.ts covers the automatic pass).
    await game.setAutoPass(false);
  });

  test('both sides move; a climb rolls its test into the dice log; a move too far is refused with its reason', async ({ page }) => {
    const state = await game.game();
    const first = state.actors[0]!;
    const second = first === 'red' ? 'blue' : 'red';
    // The banner names the side with the Advantage and the phase.
    await expect(game.banner()).toHaveAttribute('data-acting', first);
    await expect(game.banner()).toContainText(/Move/);
    // The Drop is in the dice log: one d6 per side (again on a tie), LOTOW-GAP-01.
    await game.showTab('dice');
    const drops = await game.diceEntries().evaluateAll((rows) => rows.map((r) => r.getAttribute('data-rule-id')));
    expect(drops.length % 2).toBe(0);
    expect(drops.length).toBeGreaterThanOrEqual(2);
    expect(new Set(drops)).toEqual(new Set(['LOTOW-GAP-01']));

    const climber = first === 'red' ? 'r1' : 'b1';
    const walker = first === 'red' ? 'b2' : 'r2';
    const before = await game.figure(climber) as unknown as Fig;

    // Select the climber: the board shades its reach (the rules' area for the board).
    await game.showTab('figure');
    if (climber === 'r1') {
      // Onto the crag's top (3″ high, climbable): a climb, with its test.
      await game.dragFigure('r1', [{ x: 4.6, y: 4 }]);
    } else {
      // Blue moves first: Wyatt walks 4″ west instead, and Red's Jed climbs after the handover.
      await game.dragFigure('b1', [{ x: 16, y: 4 }]);
    }
    await expect.poll(async () => (await game.game()).log.length).toBeGreaterThan(1);

    await page.getByTestId('side-action-endPhase').first().click();
    await expect(game.handover()).toBeVisible();
    await expect(game.handover()).toContainText(second === 'red' ? 'Red' : 'Blue');
    await page.getByTestId('handover-continue').click();
    await expect(game.banner()).toHaveAttribute('data-acting', second);

    if (climber !== 'r1') {
      await game.dragFigure('r1', [{ x: 4.6, y: 4 }]);
      await expect.poll(async () => (await game.game()).log.length).toBeGreaterThan(2);
    }

    // The climb test: the newest roll before anything else this side did is LOTOW-CLIMB-3.
    await game.showTab('dice');
    const climbRoll = page.locator('[data-testid="dice-entry"][data-rule-id="LOTOW-CLIMB-3"]');
    await expect(climbRoll.first()).toBeVisible();
    const face = Number((await climbRoll.first().getByTestId('dice-faces').textContent())?.match(/\d/)?.[0]);
    const jed = await game.figure('r1') as unknown as Fig;
    if (face === 1) {
      // A fall at the foot of the face: from 0″, no damage; Jed stays on the ground.
      expect(jed.standsOn).toBeNull();
    } else {
      expect(jed.standsOn).toBe('crag');
    }
    expect(before.id).toBe(climber);

    // The second side: a move beyond its 6″ is refused and the reason with its rule ID is on screen.
    await game.showTab('figure');
    const w = await game.figure(walker) as unknown as Fig;
    const farX = walker === 'b2' ? w.x - 9 : w.x + 9;
    await game.dragFigure(walker, [{ x: farX, y: w.y }]);
    await expect(game.statusLine()).toContainText(/LOTOW-/);
    expect((await game.figure(walker)).x).toBe(w.x);
    // Within reach it moves.
    const nearX = walker === 'b2' ? w.x - 3 : w.x + 3;
    await game.dragFigure(walker, [{ x: nearX, y: w.y }]);
    await expect.poll(async () => (await game.figure(walker)).x).toBeCloseTo(nearX, 0);

    // The second side ends the Move phase: the Shoot phase begins with the Advantage side.
    await page.getByTestId('side-action-endPhase').first().click();
    await page.getByTestId('handover-continue').click();
    await expect(game.banner()).toContainText(/Shoot/);
    await expect(game.banner()).toHaveAttribute('data-acting', first);
    await game.expectNoConsoleErrors();
  });
});
