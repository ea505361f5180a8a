/**
 * Issue 13, bugs 2–4 on the demo table (LOTOW, seed 42: the Callahan Gang moves first):
 * - two figures charge one enemy from opposite sides: both drops are accepted and both end in base
 *   contact where they were dropped (a second charger is never "on" the first);
 * - a move to the edge of the reach area is accepted, and the drag's readout, the log line, the
 *   figure card's "Moved" and the figure's position agree to 0.1″ (one distance per move).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { GamePage } from './pages/GamePage';

type Fig = { id: string; x: number; y: number };
const demo = JSON.parse(readFileSync('public/scenarios/demo-town.json', 'utf8')) as { figures: Fig[] };
/** The demo with Marshal Cole in the open west of the saloon, Pete west of him and Jack east. */
const placed = (at: Record<string, [number, number]>) => ({
  ...demo, figures: demo.figures.map((f) => (at[f.id] === undefined ? f : { ...f, x: at[f.id]![0], y: at[f.id]![1] })),
});
const CONTACT_IN = 25 / 25.4; // two 25 mm bases, centre to centre

test.describe('LOTOW charges and one distance per move', () => {
  let game: GamePage;

  test.beforeEach(async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    game = new GamePage(page);
    await game.open();
  });

  async function start(at: Record<string, [number, number]>): Promise<void> {
    await game.loadScenario(placed(at), undefined, 'lotow', 42);
    await game.setAutoPass(false);
    await game.page.evaluate(() => window.__skirmish!.dismissHandover());
    expect((await game.game()).actors).toEqual(['callahan']);
  }

  test('LOTOW-GAP-03: two figures charge one enemy from opposite sides; both accepted, both in contact', async ({ page }) => {
    await start({ cole: [5, 22], pete: [2, 22], jack: [8.5, 22.4], 'mad-dog': [6, 3] });
    await game.dragFigure('pete', [{ x: 5 - CONTACT_IN, y: 22 }]);
    await game.dragFigure('jack', [{ x: 5 + CONTACT_IN, y: 22.1 }]);
    const pete = await game.figure('pete');
    const jack = await game.figure('jack');
    expect(pete.x).toBeLessThan(5);
    expect(jack.x).toBeGreaterThan(5);
    const gap = (f: { x: number; y: number }) => Math.hypot(f.x - 5, f.y - 22) - CONTACT_IN;
    expect(Math.abs(gap(pete))).toBeLessThan(0.02);
    expect(Math.abs(gap(jack))).toBeLessThan(0.02);
    const engaged = await page.evaluate(() => (window.__skirmish!.game() as unknown as { figureState: Record<string, { engagedWith: string[] }> }).figureState);
    expect([...engaged.cole!.engagedWith].sort()).toEqual(['jack', 'pete']);
    await page.screenshot({ path: '/tmp/h2a/two-chargers.png' });
  });

  test('LOTOW-GAP-02: a move to the edge of the reach area — readout, log, card and position agree to 0.1″', async ({ page }) => {
    await start({});
    // Lefty Lou (2.5, 40), Move 6: due east in the open; the cell of 8.2″ is the last one shaded.
    const lou0 = await game.figure('lou');
    await game.pressFigureAndMove('lou', [{ x: 8.2, y: 40.1 }]);
    const readout = Number.parseFloat((await game.rulerReadout().textContent()) ?? 'NaN');
    await expect(page.getByTestId('drag-allowance')).toContainText(`used ${readout.toFixed(1)}″ of 6.0″`);
    await expect(game.dragReason()).toHaveCount(0);
    await page.screenshot({ path: '/tmp/h2a/edge-drag.png' });
    await game.release();
    const lou = await game.figure('lou');
    const moved = Math.hypot(lou.x - lou0.x, lou.y - lou0.y);
    expect(moved).toBeGreaterThan(5.6);
    expect(Math.abs(moved - readout)).toBeLessThanOrEqual(0.1);
    // The log's line names the same distance and the same allowance used.
    await game.showTab('log');
    const line = (await game.logEntries().first().textContent()) ?? '';
    const [, logLength, logUsed] = /moved ([\d.]+)″ \(used ([\d.]+)″/.exec(line) ?? [];
    expect(Number(logLength)).toBeCloseTo(readout, 1);
    expect(Number(logUsed)).toBeCloseTo(readout, 1);
    // The card's "Moved" line.
    await game.clickFigure('lou');
    await game.showTab('figure');
    const card = (await page.getByTestId('figure-status').textContent()) ?? '';
    const [, cardMoved] = /Moved ([\d.]+)″/.exec(card) ?? [];
    expect(Number(cardMoved)).toBeCloseTo(readout, 1);
    await page.screenshot({ path: '/tmp/h2a/edge-card.png' });
  });
});
