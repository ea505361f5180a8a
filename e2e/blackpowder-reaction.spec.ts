/**
 * Reaction fire in the browser (issue 15, BP-REACT-1/2, BP-DMG-1): the Prussians end their turn
 * keeping their AP; a Zouave walks across the open field in sight of a loaded Prussian; the move
 * waits, the handover screen passes the device, the Prussian player picks his shooter, the board
 * draws the mover's path with the stretch he may fire at, the player points at a point of it (the
 * preview with the exact odds) and clicks there; with forced dice the test passes, one hit, damage
 * 2 → the mover is Suppressed and stops at that point, not at his move's end.
 * Screenshots of the pick at 1280×800 and 820×1180.
 */
import { expect, test } from '@playwright/test';
import { BlackpowderPage, PATH_RUN_RGB } from './pages/BlackpowderPage';

const VIEWPORTS = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '820x1180', width: 820, height: 1180 },
] as const;

/** Gefreiter Roth in the open field south of the road; Zouave Girard west of him, walking east 3.5″ (8.9 cm, under a 10 cm Move). */
const PLACE: Record<string, [number, number]> = { roth: [27, 23], girard: [17, 25] };
const START = { x: 17, y: 25 };
const END = { x: 20.5, y: 25 };
/** Where the Prussian player fires: 2.5″ along the move. */
const PICK = { x: 19.5, y: 25 };

for (const vp of VIEWPORTS) {
  test(`BP-REACT-1/2: a reaction at ${vp.name} interrupts the move at the point the player picks and Suppresses the mover there`, async ({ page }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    const bp = new BlackpowderPage(page);
    await bp.open();
    await bp.startFerme(PLACE);

    // The Prussians end their turn with every AP unspent: kept for reactions (BP-GAP-03).
    await bp.endTurnAndHandOver();
    await expect(bp.bannerText()).toContainText(/Zouaves: \d+ AP · Prussians: 10 AP left for reactions/);

    // The Zouave player drags Girard east; the move waits for the enemy's reaction (the action test forced to pass).
    await bp.forceDice([6]);
    await bp.dragFigure('girard', [{ x: 18.5, y: 25 }, END]);
    await expect(bp.handover()).toBeVisible();
    await expect(bp.handover()).toContainText('Prussians');
    const pending = (await bp.flow()).pendingMove;
    expect(pending?.actorId).toBe('girard');
    expect(pending!.path.at(-1)!.x).toBeCloseTo(END.x, 1);
    // Nothing has moved yet: Girard waits at his start.
    expect(await bp.figure('girard')).toMatchObject(START);

    await bp.page.getByTestId('handover-continue').click();
    await expect(bp.handover()).toHaveCount(0);
    await expect(bp.bannerText()).toContainText('Zouave Girard');
    // No path is drawn before a shooter is picked: the pixel check below can fail.
    expect(await bp.pixelsAlong({ x: 18.2, y: 25 }, { x: 20.2, y: 25 }, PATH_RUN_RGB)).toBe(0);

    // The reacting player picks his shooter: the hint names the choice, the board draws the path.
    await bp.clickFigure('roth');
    await expect.poll(() => bp.selectedFigureId()).toBe('roth');
    await expect(bp.pathChoiceHint()).toBeVisible();
    await expect(bp.pathChoiceHint()).toHaveAttribute('data-mover-id', 'girard');
    await expect(bp.pathChoiceHint()).toContainText('Gefreiter Roth');
    await expect.poll(() => bp.pixelsAlong({ x: 18.2, y: 25 }, { x: 20.2, y: 25 }, PATH_RUN_RGB)).toBeGreaterThanOrEqual(10);

    // Pointing at a point of the path previews the reaction there: the test (1d6 > 4: 1/3) and 2d6 for 9 (10/36).
    await bp.pointAtTable(PICK.x, PICK.y);
    await expect(bp.preview()).toBeVisible();
    await expect(bp.preview()).toHaveAttribute('data-action-id', /^react-girard/);
    const test2 = bp.preview().locator('[data-testid="preview-chance"][data-rule-id="BP-REACT-2"]');
    await expect(test2).toHaveAttribute('data-num', '1');
    await expect(test2).toHaveAttribute('data-den', '3');
    const oneHit = bp.preview().locator('[data-testid="preview-chance"][data-rule-id="BP-VOLLEY-2"]').filter({ hasText: /^Hits: 1\b/ });
    await expect(oneHit).toHaveAttribute('data-num', '5');
    await expect(oneHit).toHaveAttribute('data-den', '18');
    const previewed = await page.evaluate(() => window.__skirmish!.actionPreview()!.action.params as { alongIn: number });
    expect(previewed.alongIn).toBeGreaterThan(2.2);
    expect(previewed.alongIn).toBeLessThan(2.8);
    await page.screenshot({ path: test.info().outputPath(`bp-reaction-pick-${vp.name}.png`) });
    // The preview covers neither the hint nor the React buttons (ui/panels.css): each is on top at its first and last line.
    if (vp.name === '1280x800') {
      for (const el of [bp.pathChoiceHint(), page.locator('[data-testid^="figure-action-react"]').first()]) {
        const onTop = await el.evaluate((e) => {
          const r = e.getBoundingClientRect();
          return [r.top + 4, r.bottom - 4].every((y) => {
            const hit = document.elementFromPoint(r.left + r.width / 2, y);
            return hit !== null && e.contains(hit);
          });
        });
        expect(onTop, `${await el.getAttribute('data-testid')} is covered`).toBe(true);
      }
    }

    // Click there: the test 6 passes, 6 + 3 = 9 → 1 hit, damage 2 → Suppressed (BP-DMG-1).
    await bp.forceDice([6, 6, 3, 2]);
    await page.mouse.down();
    await page.mouse.up();
    await expect.poll(async () => (await bp.flow()).pendingMove).toBeNull();
    const entry = await bp.lastEntry();
    expect(entry.action).toMatchObject({ type: 'react', figureId: 'roth', params: { alongIn: previewed.alongIn } });
    expect(entry.events.map((e) => e.type)).toContain('blackpowder.event.moveStopped');

    // Girard stopped where he was hit, on the path, short of his move's end; Suppressed.
    const girard = await bp.figure('girard');
    expect(girard.x).toBeCloseTo(START.x + previewed.alongIn, 2);
    expect(girard.y).toBeCloseTo(25, 2);
    expect(Math.abs(girard.x - END.x)).toBeGreaterThan(0.5);
    expect(await bp.bpFigState('girard')).toMatchObject({ suppressed: true, outOfAction: false });
    // Roth fired (unloaded), his side paid the reaction's AP, and he may not react again this turn.
    expect((await bp.bpFigState('roth')).loaded).toBe(false);
    const flow = await bp.flow();
    expect(flow.ap.prussians).toBe(9);
    expect(flow.reacted).toContain('roth');

    // Back to the Zouaves: Girard's card says he is Suppressed; the dice log has the three rolls.
    await bp.continueHandover();
    await expect(bp.resultCard()).toContainText('Zouave Girard');
    await bp.clickFigure('girard');
    await expect(page.getByTestId('figure-status')).toContainText(/Suppressed/);
    const rows = await bp.diceRows();
    expect(rows.find((r) => r.ruleId === 'BP-REACT-2')?.faces).toEqual([6]);
    expect(rows.find((r) => r.ruleId === 'BP-VOLLEY-2')?.faces).toEqual([6, 3]);
    expect(rows.find((r) => r.ruleId === 'BP-DMG-1')?.faces).toEqual([2]);
    await page.screenshot({ path: test.info().outputPath(`bp-reaction-after-${vp.name}.png`) });
    await bp.expectNoConsoleErrors();
  });
}
