import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { TablePage } from './pages/TablePage';
import { UnitsPage } from './pages/UnitsPage';
import { bsMeleeTable } from './fixtures/bsMeleeTable';

/** End steps through the test API (as the End buttons do) until `step` is reached; returns the side acting in it. */
async function untilStep(page: Page, step: string, side?: string): Promise<string> {
  const who = await page.evaluate(([want, wantSide]) => {
    const api = window.__skirmish!;
    for (let i = 0; i < 12; i++) {
      api.dismissHandover();
      const g = api.game()!;
      const flow = g.flow as { step: string; active: string };
      const stepOk = flow.step === want || (want === 'move' && /Move$/.test(flow.step));
      if (stepOk && (wantSide === undefined || flow.active === wantSide)) return flow.active;
      if (!api.dispatch({ type: 'endStep', side: g.actors[0] ?? '' }).ok) return null;
    }
    return null;
  }, [step, side] as const);
  expect(who, `${side ?? 'a side'} acts in ${step}`).not.toBeNull();
  return who!;
}

test.describe('BATTLESYSTEM melee and morale (issue 17)', () => {
  test('the pikes charge the swords; in Step 6 the preview shows the advantage, the attackers, AD and AR and the losses\' odds; the pikes strike first, the swords remove, check morale and strike back; Step 7 checks the loser again', async ({ page }, info) => {
    const table = new TablePage(page);
    const units = new UnitsPage(page);
    await table.open();
    await table.loadScenario(bsMeleeTable, undefined, 'battlesystem', 5);
    await page.getByTestId('side-action-chooseOrder').first().click();
    await untilStep(page, 'move', 'red');
    await table.clickFigure('pk2');
    expect(await units.selected()).toBe('pk');
    await page.getByTestId('figure-action-charge-sw').click();
    await page.evaluate(() => window.__skirmish!.dismissHandover());

    await untilStep(page, 'melee');
    const banner = page.getByTestId('turn-banner');
    await expect(banner).toContainText('step 6 of 7, melee');
    await table.clickFigure('pk2');
    const fight = page.getByTestId('figure-action-melee-sw');
    await expect(fight).toBeEnabled();
    await fight.hover();
    const preview = page.getByTestId('action-preview');
    await expect(preview).toContainText('Pikes has the melee advantage: pikes against a unit without — BS-MELEE-ADV-1');
    await expect(preview).toContainText('Pikes strikes Swords: 8 of 8 figures attack');
    await expect(preview).toContainText('4 of the second rank with reaching weapons, at 0.5 AD — BS-MELEE-FORM-3');
    await expect(preview).toContainText('× 1.5 charging infantry against its charge\'s target — BS-MELEE-AD-3');
    await expect(preview).toContainText('9 AD (d8)');
    await expect(preview).toContainText('AR 6 → 6');
    await expect(page.getByTestId('preview-chances')).toContainText('Swords loses');
    await expect(page.getByTestId('preview-chances')).toContainText('Swords must check morale');
    // The board rings the eight attacking pikes.
    expect(await page.evaluate(() => (window.__skirmish!.actionPreview() as unknown as { markedFigureIds: string[] }).markedFigureIds.length)).toBe(8);
    await page.screenshot({ path: info.outputPath('bs-melee-preview-1280.png') });

    // 9 d8 (8, 8, 8, then misses: 6 hits), 6 d10 against AR 6 (1, 1, 1 through, 10, 10, 10 saved): 3 figures.
    await page.evaluate(() => window.__skirmish!.forceDice([8, 8, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 10, 10, 10]));
    await fight.click();
    await expect(banner).toContainText('removes 3 from Swords');
    await page.evaluate(() => window.__skirmish!.dismissHandover());
    await page.getByTestId('side-action-removeCasualties').click();
    await expect.poll(async () => (await units.unit('sw')).memberIds.length).toBe(5);
    await page.evaluate(() => window.__skirmish!.dismissHandover());

    // The swords strike back: first their morale check (3 of 8 lost this round), then 4 d8.
    await table.clickFigure('sw2');
    const back = page.getByTestId('figure-action-melee-pk');
    await expect(back).toBeEnabled();
    await back.hover();
    await expect(preview).toContainText('Swords first checks morale: it lost a quarter of its figures this round — BS-GAP-05');
    await expect(page.getByTestId('preview-chances')).toContainText('Swords routs at its check and does not strike');
    await page.screenshot({ path: info.outputPath('bs-melee-back-1280.png') });
    await page.evaluate(() => window.__skirmish!.forceDice([1, 2, 1, 1, 1, 1]));
    await back.click();
    // Nothing is left to fight and nobody may rally in the round it checked: Steps 6 and 7 pass by
    // themselves, Step 7 checking the swords again (they lost the melee: 3 figures to none).
    await expect(banner).toContainText('Turn 2 · step 1 of 7');
    await page.evaluate(() => window.__skirmish!.dismissHandover());
    const status = await page.evaluate(() => (window.__skirmish!.game()!.figureState as Record<string, { status?: string }>).sw?.status);
    expect(['good', 'shaken', 'routing']).toContain(status);
    await table.clickFigure('sw2');
    await expect(page.getByRole('region', { name: 'Unit' })).toContainText(`Status: ${status!}`);
    await page.getByRole('tab', { name: /Dice/ }).click();
    await expect(page.getByTestId('dice-log').getByText('Morale check (2d10 against ML 12)')).toHaveCount(2);
    await expect(page.getByTestId('dice-log')).toContainText('Melee attack dice');
    await page.screenshot({ path: info.outputPath('bs-morale-1280.png') });
    await page.setViewportSize({ width: 820, height: 1180 });
    await table.waitForBoard();
    await page.screenshot({ path: info.outputPath('bs-morale-tablet.png') });
    await table.expectNoConsoleErrors();
  });
});
