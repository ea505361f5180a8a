import { expect, test } from '@playwright/test';
import { TablePage } from './pages/TablePage';
import { colourDistance, hex } from './pages/pixels';
import { unitTable } from './fixtures/unitTable';

const SLOT_IN = 25 / 25.4;

test.describe('units on the table (issue 14)', () => {
  test('a scenario with units loads; each tray is drawn in its side’s colour, its front edge bold', async ({ page }, info) => {
    const table = new TablePage(page);
    await table.open();
    await table.loadScenario(unitTable);
    const units = await page.evaluate(() => window.__skirmish!.scenario()?.units?.map((u) => u.id));
    expect(units).toEqual(['reds', 'blues']);
    // The red unit faces east: its front edge is the line x = 8 from y 10 to y 10 + 3 slots (sampled
    // where two front bases touch, clear of both); the blue one faces west, its front at x = 16.
    const redFront = { x: 8, y: 10 + SLOT_IN };
    const blueFront = { x: 16, y: 14 - SLOT_IN };
    const beyond = { x: 12, y: 4 };
    await page.screenshot({ path: info.outputPath('units-1280.png') });
    const [red, blue, bare] = await table.colourAt([redFront, blueFront, beyond]);
    expect(colourDistance(red!, hex('#c0392b'))).toBeLessThan(90);
    expect(colourDistance(blue!, hex('#2e6fd0'))).toBeLessThan(90);
    expect(colourDistance(bare!, hex('#c0392b'))).toBeGreaterThan(100);
    expect(colourDistance(bare!, hex('#2e6fd0'))).toBeGreaterThan(100);
    await page.setViewportSize({ width: 820, height: 1180 });
    await table.waitForBoard();
    await page.screenshot({ path: info.outputPath('units-tablet.png') });
    // A closer look, as a player zooms in on a unit.
    await page.setViewportSize({ width: 1280, height: 800 });
    await table.waitForBoard();
    const at = await table.worldToClient(8, 11.5);
    await page.mouse.move(at.x, at.y);
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -200);
    await page.waitForTimeout(300);
    await page.screenshot({ path: info.outputPath('units-zoomed.png') });
    await table.expectNoConsoleErrors();
  });
});
