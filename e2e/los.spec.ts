import { expect, test } from '@playwright/test';
import { losTable } from './fixtures/losTable';
import { colourDistance } from './pages/pixels';
import { TablePage } from './pages/TablePage';

/** The panel's percentage for a share, as the store rounds it (0 < share < 1 reads 1–99 %). */
const percentText = (fraction: number) => {
  const p = fraction <= 0 ? 0 : fraction >= 1 ? 100 : Math.min(99, Math.max(1, Math.round(fraction * 100)));
  return `${p}%`;
};

test.describe('line of sight', () => {
  let table: TablePage;

  test.beforeEach(async ({ page }) => {
    table = new TablePage(page);
    await table.open();
    await table.loadScenario(losTable);
    await table.chooseTool('los');
  });

  test('click the observer, click the target: the panel reads what the core computes', async () => {
    await expect(table.losPanel()).toBeVisible();
    await expect(table.visibilityToggle()).toBeDisabled();
    await table.clickFigure('jed');
    await expect(table.page.getByTestId('los-observer')).toHaveText('Jed');
    await expect(table.visibilityToggle()).toBeEnabled();

    await table.clickFigure('doc');
    await expect(table.page.getByTestId('los-target')).toHaveText('Doc');
    expect(await table.state((s) => s.los)).toMatchObject({ observerId: 'jed', targetId: 'doc' });
    const doc = await table.los('jed', 'doc');
    await expect(table.losVisible()).toContainText(percentText(doc.visibleFraction));
    await expect(table.losCrossings()).toHaveCount(doc.crossings.length);
    await expect(table.page.getByTestId('los-3d')).toHaveText(`${doc.distance3dIn.toFixed(1)}″`);

    // Behind the Saloon: nothing of Wyatt is seen, and the Saloon heads the list.
    await table.clickFigure('wyatt');
    await expect(table.page.getByTestId('los-target')).toHaveText('Wyatt');
    const wyatt = await table.los('jed', 'wyatt');
    expect(wyatt.visibleFraction).toBe(0);
    await expect(table.losVisible()).toContainText('0%');
    await expect(table.losVisible()).toContainText('hidden');
    await expect(table.losCrossings().first()).toContainText('Saloon');
    await expect(table.losCrossings().first()).toContainText('Building');
    await expect(table.losCrossings().first()).toContainText('100%');
    await table.expectNoConsoleErrors();
  });

  test('dragging the target out from behind the Saloon updates the panel before the drop', async () => {
    await table.clickFigure('jed');
    await table.clickFigure('wyatt');
    await expect(table.losVisible()).toContainText('0%');
    // Wyatt's side (blue) moves second: pass the turn to it.
    await table.actAs('wyatt');
    // North of the Saloon the ground is open: (8, 5) is in plain view of Jed at (4, 12).
    await table.pressFigureAndMove('wyatt', [{ x: 20, y: 5 }, { x: 8, y: 5 }]);
    expect(await table.state((s) => s.drag)).not.toBeNull();
    await expect(table.losVisible()).toContainText('100%');
    await expect(table.page.getByTestId('los-clear')).toBeVisible();
    const during = await table.los('jed', 'wyatt');
    expect(during.visibleFraction).toBe(1);
    await table.release();
    const after = await table.figure('wyatt');
    expect(after.x).toBeCloseTo(8, 1);
    expect(after.y).toBeCloseTo(5, 1);
    await expect(table.losVisible()).toContainText('100%');
    // The observer moves too, on red's next turn: back behind the Saloon's shadow line, Wyatt is hidden again.
    await table.actAs('jed');
    await expect(table.losVisible()).toContainText('100%');
    await table.pressFigureAndMove('jed', [{ x: 4, y: 14 }, { x: 16, y: 14 }]);
    await expect(table.losVisible()).not.toContainText('100%');
    await table.page.keyboard.press('Escape');
    await table.release();
    await table.expectNoConsoleErrors();
  });

  test('the Visibility toggle lights what the observer sees and leaves the shadows dark', async () => {
    await table.clickFigure('jed');
    // In the open, south of Jed; in the Saloon's shadow, clear of the rays and of Wyatt.
    const open = { x: 4, y: 20 };
    const shadow = { x: 17, y: 14.5 };
    const before = await table.colourAt([open, shadow]);
    await table.visibilityToggle().click();
    await expect(table.visibilityToggle()).toHaveAttribute('aria-pressed', 'true');
    expect(await table.state((s) => (s.los as { showVisibility: boolean }).showVisibility)).toBe(true);
    const polygon = await table.page.evaluate(() => window.__skirmish!.visibilityPolygon());
    expect(polygon?.points.length).toBeGreaterThan(3);
    const after = await table.colourAt([open, shadow]);
    expect(colourDistance(after[0]!, before[0]!), `open ground ${before[0]} → ${after[0]}`).toBeGreaterThan(20);
    expect(colourDistance(after[1]!, before[1]!), `shadow ${before[1]} → ${after[1]}`).toBeLessThan(8);

    await table.visibilityToggle().click();
    await expect(table.visibilityToggle()).toHaveAttribute('aria-pressed', 'false');
    expect(await table.page.evaluate(() => window.__skirmish!.visibilityPolygon())).toBeNull();
    await table.expectNoConsoleErrors();
  });

  test('a click on the empty table forgets the picks; the panel speaks Russian', async ({ page }) => {
    await table.clickFigure('jed');
    await table.clickFigure('wyatt');
    const empty = await table.worldToClient(2, 2);
    await page.mouse.click(empty.x, empty.y);
    expect(await table.state((s) => s.los)).toMatchObject({ observerId: null, targetId: null });
    await expect(page.getByTestId('los-hint')).toBeVisible();
    await page.getByTestId('lang-ru').click();
    await expect(table.losPanel()).toContainText('Линия видимости');
  });
});
