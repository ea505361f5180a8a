// @vitest-environment happy-dom
/**
 * The hit chain's arrows (drawOutcomeLinks.ts, BP-VOLLEY-4): rim to rim, the head at the target's
 * edge, the number just before it, stroke widths in screen pixels at any zoom.
 */
import { describe, expect, it } from 'vitest';
import { Graphics } from 'pixi.js';
import type { OutcomeLinkView } from '../store/outcomeLinkSelectors';
import { drawOutcomeLinks, LINK_LABEL_RADIUS_PX, linkMarks } from './drawOutcomeLinks';
import { MIN_TOKEN_PX } from './tokenScale';

const R25 = 12.5 / 25.4;
const link = (from: { x: number; y: number }, to: { x: number; y: number }, order = 2): OutcomeLinkView => ({
  fromFigureId: 'b1', toFigureId: 'b2', from, to, fromRadiusIn: R25, toRadiusIn: R25, order, ruleId: 'BP-VOLLEY-4',
});

describe('the hit chain drawn', () => {
  it('BP-VOLLEY-4: an arrow from rim to rim, its number on the line before the head', () => {
    const m = linkMarks(link({ x: 2, y: 5 }, { x: 8, y: 5 }), 20)!;
    // 20 px/in: a 25 mm base is 19.7 px across, under MIN_TOKEN_PX, so each end is cut by 11 px + 2 px.
    const cutIn = (MIN_TOKEN_PX / 2 + 2) / 20;
    expect(m.start.x).toBeCloseTo(2 + cutIn, 9);
    expect(m.tip.x).toBeCloseTo(8 - cutIn, 9);
    expect(m.tip.y).toBeCloseTo(5, 9);
    expect(m.headLeft.x).toBeLessThan(m.tip.x);
    expect(m.headLeft.y).not.toBeCloseTo(m.headRight.y, 3);
    expect(m.label.y).toBeCloseTo(5, 9);
    expect(m.label.x).toBeLessThan(m.headLeft.x - LINK_LABEL_RADIUS_PX / 20);
    expect(m.label.x).toBeGreaterThan(m.start.x);
  });

  it('zoomed in, the cut follows the base (larger than the least token)', () => {
    const m = linkMarks(link({ x: 2, y: 5 }, { x: 8, y: 5 }), 200)!;
    expect(m.tip.x).toBeCloseTo(8 - R25 - 2 / 200, 9);
  });

  it('tokens touching on screen: nothing to draw; a short arrow keeps its number on it', () => {
    expect(linkMarks(link({ x: 2, y: 5 }, { x: 3, y: 5 }), 20)).toBeNull();
    const m = linkMarks(link({ x: 2, y: 5 }, { x: 4, y: 5 }), 20)!;
    expect(m.label.x).toBeGreaterThan(m.start.x);
    expect(m.label.x).toBeLessThan(m.tip.x);
    expect(m.label.x).toBeCloseTo((m.start.x + m.tip.x) / 2, 9);
  });

  it('on a Graphics: within the two figures, strokes scaled to screen pixels, cleared when none', () => {
    const g = new Graphics();
    const links = [link({ x: 2, y: 5 }, { x: 8, y: 5 }), link({ x: 8, y: 5 }, { x: 8, y: 11 }, 3)];
    drawOutcomeLinks(g, links, 40);
    expect(g.bounds.minX).toBeGreaterThan(2);
    expect(g.bounds.maxY).toBeLessThan(11);
    // The arrowhead's half width (5 px) and its outline are all that stand out of the lines.
    expect(g.bounds.maxX).toBeLessThan(8 + 10 / 40);
    const wide = new Graphics();
    drawOutcomeLinks(wide, links, 10);
    expect(wide.bounds.maxX - 8).toBeGreaterThan(3 * (g.bounds.maxX - 8));
    drawOutcomeLinks(g, [], 40);
    expect(g.bounds.width).toBe(0);
  });
});
