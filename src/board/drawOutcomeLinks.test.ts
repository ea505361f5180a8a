// @vitest-environment happy-dom
/**
 * The hit chain's arrows (drawOutcomeLinks.ts, BP-VOLLEY-4): rim to rim, the head at the target's
 * edge, the number just before it (beside a short one's line), the head sized to the link, stroke widths
 * in screen pixels at any zoom.
 */
import { describe, expect, it } from 'vitest';
import { Graphics } from 'pixi.js';
import type { OutcomeLinkView } from '../store/outcomeLinkSelectors';
import { drawOutcomeLinks, LINK_LABEL_RADIUS_PX, LINK_WIDTH_PX, linkMarks } from './drawOutcomeLinks';
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

  it('tokens touching on screen: nothing to draw; a short arrow sets its number beside the line, not on it', () => {
    expect(linkMarks(link({ x: 2, y: 5 }, { x: 3, y: 5 }), 20)).toBeNull();
    const m = linkMarks(link({ x: 2, y: 5 }, { x: 4, y: 5 }), 20)!;
    expect(m.labelBeside).toBe(true);
    // Beside the shaft, behind the head.
    expect(m.label.x).toBeGreaterThan(m.start.x);
    expect(m.label.x).toBeLessThan(m.headLeft.x);
    // Above the line on screen, clear of the line's casing (2.25 px each side of its centre) and of the head's corners.
    expect(m.label.y).toBeLessThan(5);
    expect((5 - m.label.y) * 20 - LINK_LABEL_RADIUS_PX).toBeGreaterThanOrEqual((LINK_WIDTH_PX + 2) / 2);
    expect((5 - m.label.y) * 20 - LINK_LABEL_RADIUS_PX).toBeGreaterThanOrEqual(Math.abs(m.headLeft.y - 5) * 20);
  });

  it('BP-VOLLEY-4: a 7 cm link at the fitted zoom (16 px/in) shows its line and head clear of the number', () => {
    const ppi = 16;
    const from = { x: 29, y: 23.9 };
    const to = { x: 29 - 2.9 * Math.cos(0.5), y: 23.9 + 2.9 * Math.sin(0.5) };
    const m = linkMarks(link(from, to), ppi)!;
    expect(m.labelBeside).toBe(true);
    const lineLenPx = Math.hypot(m.tip.x - m.start.x, m.tip.y - m.start.y) * ppi;
    expect(lineLenPx).toBeGreaterThan(15);
    // The head is sized to the link: a line of its own length shows behind it.
    const headLenPx = Math.hypot(m.tip.x - (m.headLeft.x + m.headRight.x) / 2, m.tip.y - (m.headLeft.y + m.headRight.y) / 2) * ppi;
    expect(headLenPx).toBeLessThanOrEqual(0.45 * lineLenPx + 1e-9);
    expect(headLenPx).toBeGreaterThanOrEqual(5);
    // No point of the line or the head is under the disc.
    const dist = (p: { x: number; y: number }) => Math.hypot(p.x - m.label.x, p.y - m.label.y) * ppi;
    for (let t = 0; t <= 1; t += 0.05) {
      const p = { x: m.start.x + (m.tip.x - m.start.x) * t, y: m.start.y + (m.tip.y - m.start.y) * t };
      expect(dist(p)).toBeGreaterThan(LINK_LABEL_RADIUS_PX + LINK_WIDTH_PX / 2);
    }
    for (const c of [m.headLeft, m.headRight]) {
      for (let t = 0; t <= 1; t += 0.1) expect(dist({ x: c.x + (m.tip.x - c.x) * t, y: c.y + (m.tip.y - c.y) * t })).toBeGreaterThan(LINK_LABEL_RADIUS_PX);
    }
    // The head points at the target: its tip is nearer the target than its back corners.
    const toTarget = (p: { x: number; y: number }) => Math.hypot(p.x - to.x, p.y - to.y);
    expect(toTarget(m.tip)).toBeLessThan(toTarget(m.headLeft));
    expect(m.label.y).toBeLessThan((m.start.y + m.tip.y) / 2);
  });

  it('an upright short link sets its number to the right; a long one keeps a full-sized head', () => {
    const up = linkMarks(link({ x: 5, y: 2 }, { x: 5, y: 4 }), 20)!;
    expect(up.labelBeside).toBe(true);
    expect(up.label.x).toBeGreaterThan(5 + LINK_LABEL_RADIUS_PX / 20);
    const down = linkMarks(link({ x: 5, y: 4 }, { x: 5, y: 2 }), 20)!;
    expect(down.label.x).toBeGreaterThan(5 + LINK_LABEL_RADIUS_PX / 20);
    const long = linkMarks(link({ x: 2, y: 5 }, { x: 8, y: 5 }), 20)!;
    expect(long.labelBeside).toBe(false);
    expect((long.tip.x - long.headLeft.x) * 20).toBeCloseTo(9, 9);
    expect(Math.abs(long.headLeft.y - long.headRight.y) * 20).toBeCloseTo(10, 9);
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
