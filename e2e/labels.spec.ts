/**
 * Figures you can tell apart (issue 13): at fit zoom on both bundled scenarios, the name labels the
 * board laid out (window.__skirmish.labelRects: labelLayout.ts) never overlap each other nor a
 * terrain label nor leave the canvas (a tablet held upright too), and every token is at least MIN_TOKEN_PX across on screen and hit where it is drawn.
 */
import { expect, test } from '@playwright/test';
import { TablePage } from './pages/TablePage';

interface Rect { x: number; y: number; w: number; h: number }
const overlap = (a: Rect, b: Rect): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

const SCENARIOS = [
  { file: 'demo-town.json', name: 'Dust Creek' },
  { file: 'sbh-elder-hollow.json', name: 'Elder Hollow' },
];
// The last is a tablet held upright: the table fits the board's width, so names near the side edges met the canvas's.
const VIEWPORTS = [{ width: 1280, height: 800 }, { width: 1180, height: 820 }, { width: 1024, height: 768 }, { width: 820, height: 1180 }];

for (const viewport of VIEWPORTS) {
  for (const scenario of SCENARIOS) {
    test(`${scenario.name} at ${viewport.width}×${viewport.height}, fit zoom: no two name labels overlap, nor a terrain label, and every name is whole on the canvas`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const table = new TablePage(page);
      await table.open(`?scenario=scenarios/${scenario.file}`);
      await expect.poll(() => page.evaluate(() => window.__skirmish!.labelRects() !== null)).toBe(true);
      const labels = await page.evaluate(() => window.__skirmish!.labelRects()!);
      const figures = await table.figures();
      const { canvas } = (await page.evaluate(() => window.__skirmish!.tableRect()))!;
      // Every figure has a label, shown or hidden for want of room; most are shown.
      expect(labels.shown.length + labels.hidden.length).toBe(figures.length);
      expect(labels.shown.length).toBeGreaterThanOrEqual(Math.ceil(figures.length * 0.75));
      for (let i = 0; i < labels.shown.length; i++) {
        const a = labels.shown[i]!;
        expect(a.w).toBeGreaterThan(8);
        expect(a.x >= canvas.x && a.x + a.w <= canvas.x + canvas.w && a.y >= canvas.y && a.y + a.h <= canvas.y + canvas.h, `${a.text} is cut by the canvas's edge`).toBe(true);
        for (let j = i + 1; j < labels.shown.length; j++) {
          const b = labels.shown[j]!;
          expect(overlap(a, b), `${a.text} overlaps ${b.text}`).toBe(false);
        }
        for (const t of labels.terrain) expect(overlap(a, t), `${a.text} overlaps a terrain label`).toBe(false);
      }
      if (process.env.H5_SHOTS) await page.screenshot({ path: `/tmp/h5/labels-${scenario.file}-${viewport.width}x${viewport.height}.png` });
      await table.expectNoConsoleErrors();
    });
  }
}

test('a token is pressed where it is drawn: the rim of a fit-zoom token selects its figure', async ({ page }) => {
  const table = new TablePage(page);
  await table.open('?scenario=scenarios/sbh-elder-hollow.json');
  const cam = await table.camera();
  const mira = await table.figure('mira');
  // 25 mm ≈ 0.98″: to scale the base reaches 0.49″ from its centre; its token at least 11 px.
  const toScaleRadiusPx = 0.49 * cam.pxPerInch;
  expect(toScaleRadiusPx).toBeLessThan(10);
  const p = await table.worldToClient(mira.x, mira.y);
  await page.mouse.click(p.x + 10, p.y);
  await expect.poll(() => table.state((s) => s.selectedFigureId)).toBe('mira');
});
