// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Graphics } from 'pixi.js';
import { selectPathChoice } from '../store/pathChoiceSelectors';
import type { PathChoiceView } from '../store/pathChoiceSelectors';
import { pathChoiceGame } from '../store/testing/pathChoiceGame';
import { drawPathChoice, PATH_CHOICE_MARK_RADIUS_PX } from './drawPathChoice';

/** The test game's choice: Jed's move (6, 6) → (6, 12), runs 0–1.5″ and 3–6″ (TEST-REACT-4). */
function choice(): PathChoiceView {
  const { store } = pathChoiceGame();
  store.getState().select('b1');
  return selectPathChoice(store.getState())!;
}

describe('drawing a path choice', () => {
  it('TEST-REACT-4: the whole path dashed, both runs, the ends; bounds cover the path and little more', () => {
    const g = new Graphics();
    const counts = drawPathChoice(g, choice(), null, 20);
    // 6″ at 20 px/in = 120 px of 6 px dashes and 5 px gaps: 11 dashes.
    expect(counts).toEqual({ dashes: 11, runs: 2, mark: false });
    const b = g.bounds;
    expect(b.minY).toBeLessThanOrEqual(6);
    expect(b.maxY).toBeGreaterThanOrEqual(12);
    // Widths are screen pixels: nothing reaches an inch past the path at 20 px/in.
    expect(b.minX).toBeGreaterThan(5);
    expect(b.maxX).toBeLessThan(7);
  });

  it('widths stay the same on screen: zoomed in ten times, the drawing is ten times thinner in inches', () => {
    const wide = new Graphics();
    drawPathChoice(wide, choice(), null, 10);
    const thin = new Graphics();
    drawPathChoice(thin, choice(), null, 100);
    const widthIn = (g: Graphics) => g.bounds.maxX - g.bounds.minX;
    expect(widthIn(thin)).toBeLessThan(widthIn(wide) / 5);
  });

  it('the previewed point is a ring of a fixed size on screen about the point', () => {
    const view = choice();
    const g = new Graphics();
    const counts = drawPathChoice(g, { ...view, path: [{ x: 6, y: 6 }, { x: 6, y: 12 }], runs: [] }, { alongIn: 5, at: { x: 6, y: 11 } }, 20);
    expect(counts).toMatchObject({ runs: 0, mark: true });
    // The ring (8 px = 0.4″) about (6, 11) is the widest thing drawn.
    expect(g.bounds.maxX).toBeGreaterThanOrEqual(6 + PATH_CHOICE_MARK_RADIUS_PX / 20);
    expect(g.bounds.maxX).toBeLessThan(6 + PATH_CHOICE_MARK_RADIUS_PX / 20 + 0.2);
  });

  it('a single allowed point and a one-point path draw without dashes or errors', () => {
    const view = choice();
    const g = new Graphics();
    expect(drawPathChoice(g, { ...view, runs: [{ fromIn: 2, toIn: 2 }] }, null, 20).runs).toBe(1);
    const dot = new Graphics();
    expect(drawPathChoice(dot, { ...view, path: [{ x: 3, y: 3 }], runs: [{ fromIn: 0, toIn: 0 }] }, null, 20)).toEqual({ dashes: 0, runs: 1, mark: false });
    expect(drawPathChoice(new Graphics(), view, null, 0)).toEqual({ dashes: 0, runs: 0, mark: false });
  });
});
