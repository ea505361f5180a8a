import { expect, test } from '@playwright/test';
import { TablePage } from './pages/TablePage';
import { smallTable } from './fixtures/smallTable';

test.describe('drag and measure', () => {
  let table: TablePage;

  test.beforeEach(async ({ page }) => {
    table = new TablePage(page);
    await table.open();
    await table.loadScenario(smallTable);
  });

  test('dragging a figure 3″ east moves it by 3.0″ and the ruler reads 3.0″ during the drag', async () => {
    const before = await table.figure('r1');
    await table.pressFigureAndMove('r1', [{ x: before.x + 3, y: before.y }]);
    await expect(table.rulerReadout()).toHaveText('3.0″');
    await table.release();
    const after = await table.figure('r1');
    expect(after.x - before.x).toBeCloseTo(3, 1);
    expect(after.y - before.y).toBeCloseTo(0, 1);
    await expect(table.rulerReadout()).toHaveCount(0);
    await table.expectNoConsoleErrors();
  });

  test('dropping onto another figure puts it back and says why', async () => {
    const before = await table.figure('r1');
    const wyatt = await table.figure('b1');
    await table.pressFigureAndMove('r1', [{ x: wyatt.x - 0.3, y: wyatt.y }]);
    await expect(table.dragReason()).toContainText('Wyatt');
    await table.release();
    const after = await table.figure('r1');
    expect(after.x).toBe(before.x);
    expect(after.y).toBe(before.y);
    await expect(table.statusLine()).toContainText('Wyatt');
  });

  test('dropping inside a building or off the table is refused', async () => {
    const before = await table.figure('r2');
    await table.pressFigureAndMove('r2', [{ x: 19, y: 5 }]);
    await expect(table.dragReason()).toContainText('Barn');
    await table.release();
    expect((await table.figure('r2')).x).toBe(before.x);

    await table.pressFigureAndMove('r2', [{ x: 0.2, y: before.y }]);
    await expect(table.dragReason()).toBeVisible();
    await table.release();
    expect((await table.figure('r2')).x).toBe(before.x);
  });

  test('Esc cancels a drag', async ({ page }) => {
    const before = await table.figure('r1');
    await table.pressFigureAndMove('r1', [{ x: before.x + 2, y: before.y + 2 }]);
    await page.keyboard.press('Escape');
    await table.release();
    const after = await table.figure('r1');
    expect([after.x, after.y]).toEqual([before.x, before.y]);
  });

  test('Shift adds a waypoint: the ruler shows the total of both legs', async ({ page }) => {
    const before = await table.figure('r2');
    await table.pressFigureAndMove('r2', [{ x: before.x + 2, y: before.y }]);
    await page.keyboard.press('Shift');
    const corner = await table.worldToClient(before.x + 2, before.y + 2);
    await page.mouse.move(corner.x, corner.y, { steps: 6 });
    await expect(table.rulerReadout()).toHaveText('4.0″');
    await table.release();
    const after = await table.figure('r2');
    expect(after.x - before.x).toBeCloseTo(2, 1);
    expect(after.y - before.y).toBeCloseTo(2, 1);
  });

  test('the measuring tool gives base edge to base edge with the height difference', async ({ page }) => {
    await page.getByTestId('tool-measure').click();
    const jed = await table.figure('r1');
    const doc = await table.figure('b2');
    const a = await table.worldToClient(jed.x, jed.y);
    const b = await table.worldToClient(doc.x, doc.y);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 10 });
    await page.mouse.up();
    // Centres (6,6) and (5,19): hypot(1,13) = 13.04″, less two 12.5 mm radii (0.984″) = 12.05″; Doc is 2″ up.
    const readout = page.getByTestId('measure-readout');
    await expect(readout).toContainText('12.1″');
    await expect(readout).toContainText('2.0″');
    await expect(readout).toContainText('12.2″');
  });
});
