import { expect, test } from '@playwright/test';
import { TablePage } from './pages/TablePage';
import { smallTable } from './fixtures/smallTable';

test.describe('bad scenarios', () => {
  test('a scenario from the URL that fails validation shows each problem and offers the demo', async ({ page }) => {
    const broken = structuredClone(smallTable) as unknown as { figures: { x: number }[]; table: { widthIn: number } };
    broken.figures[2]!.x = 52;
    await page.route('**/scenarios/broken.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(broken) }));
    const table = new TablePage(page);
    await page.goto('/?scenario=scenarios/broken.json');
    await expect(table.errorPanel()).toBeVisible();
    await expect(table.errorPanel().getByTestId('problem').first()).toContainText('figures[2].x');
    await table.errorPanel().getByTestId('load-demo').click();
    await table.waitForBoard();
    await expect(table.errorPanel()).toHaveCount(0);
    expect(await page.evaluate(() => window.__skirmish!.scenario()!.figures.length)).toBe(12);
    await table.expectNoConsoleErrors();
  });

  test('text that is not JSON names the line; the game in progress is kept', async ({ page }) => {
    const table = new TablePage(page);
    await table.open();
    const before = await page.evaluate(() => window.__skirmish!.scenario()!.id);
    await page.getByTestId('open-file').setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from('{\n  "schemaVersion": 1,\n  oops\n}') });
    await expect(table.errorPanel()).toBeVisible();
    await expect(table.errorPanel()).toContainText('mine.json');
    await expect(table.errorPanel().getByTestId('problem')).toContainText(/line 3/);
    await table.errorPanel().getByTestId('back-to-game').click();
    await expect(table.errorPanel()).toHaveCount(0);
    expect(await page.evaluate(() => window.__skirmish!.scenario()!.id)).toBe(before);
    await table.expectNoConsoleErrors();
  });

  test('a missing scenario file is reported, not a blank page', async ({ page }) => {
    const table = new TablePage(page);
    await page.goto('/?scenario=scenarios/does-not-exist.json');
    await expect(table.errorPanel()).toBeVisible();
    await expect(table.errorPanel()).toContainText('does-not-exist.json');
  });
});
