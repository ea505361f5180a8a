import { expect, test } from '@playwright/test';
import { TablePage } from './pages/TablePage';
import { UnitsPage } from './pages/UnitsPage';
import { bsTable } from './fixtures/bsTable';

/** End steps through the test API (as the End buttons do) until `side` acts in `step`. */
async function untilStep(table: TablePage, step: string, side: string): Promise<void> {
  const reached = await table.page.evaluate(([want, who]) => {
    const api = window.__skirmish!;
    for (let i = 0; i < 10; i++) {
      api.dismissHandover();
      const g = api.game()!;
      const flow = g.flow as { step: string; active: string };
      if ((flow.step === want || (want === 'move' && /Move$/.test(flow.step))) && flow.active === who) return true;
      if (!api.dispatch({ type: 'endStep', side: g.actors[0] ?? '' }).ok) return false;
    }
    return false;
  }, [step, side] as const);
  expect(reached, `${side} acts in ${step}`).toBe(true);
}

/** Select the longbows and point at "shoot at Pikes": the button, enabled, with its preview open. */
async function pointAtFireOnPikes(table: TablePage, units: UnitsPage) {
  await table.waitForBoard();
  await table.clickFigure('lb3');
  expect(await units.selected()).toBe('lb');
  const button = table.page.getByTestId('figure-action-fire-pk');
  await expect(button).toBeEnabled();
  await button.hover();
  return button;
}

test.describe('BATTLESYSTEM (issue 16)', () => {
  test('a unit wheels and advances with the cost shown; the longbows shoot at medium range with the preview\'s AD and AR, the dice logged, the owner removing casualties', async ({ page }, info) => {
    const table = new TablePage(page);
    const units = new UnitsPage(page);
    await table.open();
    await table.loadScenario(bsTable, undefined, 'battlesystem', 5);
    // Step 1: the initiative's winner chooses who moves first (BS-GAP-01) with the buttons beside the banner.
    await expect(page.getByTestId('turn-banner')).toContainText('step 1 of 7, initiative');
    await expect(page.getByTestId('turn-banner')).toContainText('won and chooses who moves first');
    const choices = page.getByTestId('side-action-chooseOrder');
    await expect(choices).toHaveText(['Move first', 'Move second']);
    const winner = await page.evaluate(() => window.__skirmish!.game()!.actors[0]);
    await page.screenshot({ path: info.outputPath('bs-initiative-1280.png') });
    await choices.nth(1).click();
    await page.evaluate(() => window.__skirmish!.dismissHandover());
    await expect(page.getByTestId('turn-banner')).toContainText('step 2 of 7');
    expect(await page.evaluate(() => (window.__skirmish!.game()!.flow as { order: string[] }).order[1])).toBe(winner);
    await untilStep(table, 'move', 'red');
    await expect(page.getByTestId('turn-banner')).toContainText('Red');

    // Wheel the pikes 30° right with the rotate handle: the outer corner of a 4″ front travels 2.1″ of MV 6.
    await table.clickFigure('pk2');
    expect(await units.selected()).toBe('pk');
    await units.swingHandle(await table.worldToClient(12, 19), 30);
    await expect(page.getByTestId('unit-drag-manoeuvre')).toHaveText('wheel 30° right');
    await expect(page.getByTestId('unit-drag-cost')).toHaveText('outer corner 2.1″ of 6.0″');
    await page.screenshot({ path: info.outputPath('bs-wheel-1280.png') });
    await page.mouse.up();
    expect((await units.unit('pk')).facingDeg).toBeCloseTo(30, 3);

    // Then advance 2″ along the new facing: 2.0″ of the 3.9″ left.
    const m = await table.figure('pk2');
    const rad = Math.PI / 6;
    await table.pressFigureAndMove('pk2', [{ x: m.x + 2 * Math.sin(rad), y: m.y - 2 * Math.cos(rad) }]);
    await expect(page.getByTestId('unit-drag-cost')).toHaveText('2.0″ of 3.9″');
    await page.screenshot({ path: info.outputPath('bs-advance-1280.png') });
    await table.release();
    await expect.poll(async () => (await table.figure('pk2')).y).toBeCloseTo(m.y - 2 * Math.cos(rad), 1);

    // Blue's missile step: select the longbows, point at "shoot at Pikes".
    await untilStep(table, 'missile', 'blue');
    const button = await pointAtFireOnPikes(table, units);
    const preview = page.getByTestId('action-preview');
    await expect(preview).toBeVisible();
    await expect(preview).toContainText(/Range \d+\.\d″: medium/);
    await expect(preview).toContainText('10 of 10 figures fire');
    await expect(preview).toContainText('5 AD (d6) from 10 figures');
    await expect(preview).toContainText('× 1/2 at medium range — BS-MISSILE-AD-1');
    await expect(preview).toContainText('AR 6 → 6');
    await expect(page.getByTestId('preview-chances')).toContainText('figures removed');
    // The board draws the ten firing figures' 90° arcs and rings the eight pikes in sight (BS-MISSILE-ARC-1).
    const drawn = await page.evaluate(() => {
      const p = window.__skirmish!.actionPreview() as unknown as { arcs: { fires: boolean; arcDeg: number }[]; markedFigureIds: string[] };
      return { firing: p.arcs.filter((a) => a.fires && a.arcDeg === 90).length, marked: p.markedFigureIds.length };
    });
    expect(drawn).toEqual({ firing: 10, marked: 8 });
    await page.screenshot({ path: info.outputPath('bs-preview-1280.png') });

    // Fire with known dice: 5 d6 (6, 6, 5, 4, 1: 6 hits), 6 d10 against AR 6 (1, 2, 3, 10, 9, 6: 3 through).
    await page.evaluate(() => window.__skirmish!.forceDice([6, 6, 5, 4, 1, 1, 2, 3, 10, 9, 6]));
    await button.click();
    await expect(page.getByTestId('turn-banner')).toContainText('removes 3 from Pikes');
    await page.evaluate(() => window.__skirmish!.dismissHandover());
    const remove = page.getByTestId('side-action-removeCasualties');
    await expect(remove).toBeVisible();
    await remove.click();
    await expect.poll(async () => (await units.unit('pk')).memberIds.length).toBe(5);
    await page.evaluate(() => window.__skirmish!.dismissHandover());
    await page.getByRole('tab', { name: /Dice/ }).click();
    await expect(page.getByTestId('dice-log')).toContainText('Armour checks against AR 6');
    await page.screenshot({ path: info.outputPath('bs-after-volley-1280.png') });
    await page.setViewportSize({ width: 820, height: 1180 });
    await table.waitForBoard();
    await page.screenshot({ path: info.outputPath('bs-after-volley-tablet.png') });
    await table.expectNoConsoleErrors();
  });

  test('while red moves, the longbows shoot at the pikes that have advanced (interrupt fire, BS-GAP-01) and have then fired for the round', async ({ page }, info) => {
    const table = new TablePage(page);
    const units = new UnitsPage(page);
    await table.open();
    await table.loadScenario(bsTable, undefined, 'battlesystem', 5);
    await page.getByTestId('side-action-chooseOrder').first().click();
    await untilStep(table, 'move', 'red');
    const banner = page.getByTestId('turn-banner');
    await expect(banner).not.toContainText('may fire at its movers');
    // Red advances the pikes 2″ (13″ → 11″ from the longbows): blue may now shoot at them.
    expect(await page.evaluate(() => window.__skirmish!.dispatch({ type: 'move', side: 'red', figureId: 'pk', params: { manoeuvre: { kind: 'advance', distanceIn: 2 } } }).ok)).toBe(true);
    await expect(banner).toContainText('Blue may fire at its movers');
    const button = await pointAtFireOnPikes(table, units);
    await expect(page.getByTestId('action-preview')).toContainText('5 AD (d6) from 10 figures');
    await page.screenshot({ path: info.outputPath('bs-interrupt-preview-1280.png') });
    await page.evaluate(() => window.__skirmish!.forceDice([6, 6, 5, 4, 1, 1, 2, 3, 10, 9, 6]));
    await button.click();
    await expect(banner).toContainText('removes 3 from Pikes');
    await page.evaluate(() => window.__skirmish!.dismissHandover());
    await page.getByTestId('side-action-removeCasualties').click();
    await expect.poll(async () => (await units.unit('pk')).memberIds.length).toBe(5);
    // Red's movement goes on; the longbows have fired for the round, so blue no longer acts in it.
    await expect(banner).toContainText('moves · Red');
    await expect(banner).not.toContainText('may fire at its movers');
    expect(await page.evaluate(() => (window.__skirmish!.game()!.figureState as Record<string, { fired: boolean; firedInMove?: boolean }>).lb)).toMatchObject({ fired: true, firedInMove: true });
    await table.clickFigure('lb3');
    await expect(page.getByRole('region', { name: 'Unit' })).toContainText('Has fired this round');
    await expect(page.getByTestId('figure-action-fire-pk')).toHaveCount(0);
    await page.screenshot({ path: info.outputPath('bs-interrupt-after-1280.png') });
    await table.expectNoConsoleErrors();
  });
});
