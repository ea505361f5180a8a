import { expect, test } from '@playwright/test';
import { TablePage } from './pages/TablePage';
import { colourDistance, hex, samplePng, tokenColourDistance } from './pages/pixels';
import { cssColor, terrainFillColor } from '../src/store/palette';
import { polygonContainsPoint } from '../src/geometry/polygon';

test.describe('the demo table', () => {
  test('loads the demo with no console errors and draws terrain and figures where they belong', async ({ page }) => {
    const table = new TablePage(page);
    await table.open();
    const scenario = await page.evaluate(() => window.__skirmish!.scenario());
    expect(scenario?.ruleset).toBe('lotow');
    expect(scenario?.figures.length).toBe(12);
    expect(await page.evaluate(() => window.__skirmish!.renderer())).toBe('webgl');

    const png = await table.canvas().screenshot();
    const box = (await table.canvas().boundingBox())!;
    const colourAt = async (xIn: number, yIn: number) => {
      const c = await table.worldToClient(xIn, yIn);
      return samplePng(page, png, c.x - box.x, c.y - box.y);
    };
    // Each figure's token shows its side's colour round the initials at its centre.
    for (const f of scenario!.figures) {
      const side = scenario!.sides.find((s) => s.id === f.side)!;
      const c = await table.worldToClient(f.x, f.y);
      const d = await tokenColourDistance(page, png, c.x - box.x, c.y - box.y, hex(side.color));
      expect(d, `${f.name} at ${f.x},${f.y}`).toBeLessThan(90);
    }
    // Solid terrain shows its kind's fill, shaded by its height (away from the height label at the centre).
    for (const piece of scenario!.terrain.filter((t) => t.kind === 'building' || t.kind === 'hill' || t.kind === 'rocks')) {
      const expected = hex(cssColor(terrainFillColor(piece.kind, piece.elevationIn + piece.heightIn)));
      // Sample a ring of points round the centre, inside the piece and clear of figures and their name tags;
      // most of them must show the fill.
      const c = centroid(piece.footprint);
      const samples = [];
      for (let k = 0; k < 8; k++) {
        const p = { x: c.x + 2.5 * Math.cos((k * Math.PI) / 4), y: c.y + 2.5 * Math.sin((k * Math.PI) / 4) };
        if (!polygonContainsPoint(piece.footprint, p)) continue;
        if (scenario!.figures.some((f) => Math.hypot(f.x - p.x, f.y - p.y) < 2)) continue;
        samples.push(colourDistance(await colourAt(p.x, p.y), expected));
      }
      samples.sort((a, b) => a - b);
      expect(samples.length, piece.id).toBeGreaterThan(2);
      expect(samples[Math.floor(samples.length / 2)], `${piece.id}: ${samples.map((d) => d.toFixed(0)).join(', ')}`).toBeLessThan(40);
    }
    const bare = await colourAt(0.3, 0.3);
    const saloon = centroid(scenario!.terrain.find((t) => t.id === 'saloon')!.footprint);
    expect(colourDistance(await colourAt(saloon.x + 1.2, saloon.y + 1.2), bare)).toBeGreaterThan(30);
    await table.expectNoConsoleErrors();
  });

  test('pan and zoom change the view, not the positions', async ({ page }) => {
    const table = new TablePage(page);
    await table.open();
    const figuresBefore = await table.figures();
    const camBefore = await table.camera();
    const box = (await table.canvas().boundingBox())!;
    // Find an empty spot: the table's corner.
    const corner = await table.worldToClient(0.5, 0.5);
    await page.mouse.move(corner.x, corner.y);
    await page.mouse.down();
    await page.mouse.move(corner.x + 120, corner.y + 60, { steps: 6 });
    await page.mouse.up();
    const camPanned = await table.camera();
    expect(camPanned.originXIn).not.toBeCloseTo(camBefore.originXIn, 2);
    const f0 = figuresBefore[0]!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -400);
    await expect.poll(async () => (await table.camera()).pxPerInch).toBeGreaterThan(camPanned.pxPerInch);
    expect(await table.figures()).toEqual(figuresBefore);
    // The figure is drawn where the new camera says: its side's colour is under its new screen position.
    const scenario = (await page.evaluate(() => window.__skirmish!.scenario()))!;
    const onScreen = await table.worldToClient(f0.x, f0.y);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const shot = await table.canvas().screenshot();
    const sideColour = scenario.sides.find((s) => s.id === f0.side)!.color;
    expect(await tokenColourDistance(page, shot, onScreen.x - box.x, onScreen.y - box.y, hex(sideColour))).toBeLessThan(90);
    // Fit table: the whole table is in view again, centred.
    await page.getByTestId('fit-table').click();
    const fitted = (await table.canvas().boundingBox())!;
    const nw = await table.worldToClient(0, 0);
    const se = await table.worldToClient(48, 48);
    expect(nw.x).toBeGreaterThanOrEqual(fitted.x);
    expect(nw.y).toBeGreaterThanOrEqual(fitted.y);
    expect(se.x).toBeLessThanOrEqual(fitted.x + fitted.width);
    expect(se.y).toBeLessThanOrEqual(fitted.y + fitted.height);
    expect((nw.x + se.x) / 2).toBeCloseTo(fitted.x + fitted.width / 2, 0);
  });

  test('switching to Русский changes the UI text', async ({ page }) => {
    const table = new TablePage(page);
    await table.open();
    const fit = page.getByTestId('fit-table');
    const english = await fit.textContent();
    await page.getByTestId('lang-ru').click();
    await expect(fit).not.toHaveText(english ?? '');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByTestId('tool-measure')).toHaveText(/[А-Яа-яЁё]/);
  });
});

function centroid(points: readonly { x: number; y: number }[]): { x: number; y: number } {
  const n = points.length;
  return { x: points.reduce((s, p) => s + p.x, 0) / n, y: points.reduce((s, p) => s + p.y, 0) / n };
}
