// @vitest-environment happy-dom
/**
 * The token badges (drawBadges.ts, looks in store/badgeGlyphs.ts): every badge drawn inside its own
 * disc, up to a full set on one token without two discs touching, and out of action as a cross
 * within the token at its least size.
 */
import { describe, expect, it } from 'vitest';
import { Graphics } from 'pixi.js';
import { BADGE_LOOKS } from '../store/badgeGlyphs';
import { BADGE_RADIUS_PX } from './boardStyle';
import { BADGE_COLORS, BADGE_GAP_PX, badgeCentre, drawTokenBadges, OUT_CROSS_PX } from './drawBadges';
import { FIGURE_BADGES } from './figureBadges';
import { MIN_TOKEN_PX } from './tokenScale';

const NEW_BADGES = ['suppressed', 'out', 'running', 'unloaded', 'aimed'] as const;

describe('token badges', () => {
  it('every glyph stays inside its disc (with its stroke), so a badge reads as one mark', () => {
    for (const b of FIGURE_BADGES) {
      for (const s of BADGE_LOOKS[b].strokes) {
        for (let i = 0; i < s.points.length; i += 2) {
          const reachPx = Math.hypot(s.points[i] ?? 0, s.points[i + 1] ?? 0) * BADGE_RADIUS_PX + s.widthPx / 2;
          expect(reachPx, b).toBeLessThanOrEqual(BADGE_RADIUS_PX);
        }
      }
    }
  });

  it('BP-DMG-1, BP-GAP-05/06/11, BP-SHOOT-REROLL-2: the new badges each have a colour of their own', () => {
    const colours = FIGURE_BADGES.map((b) => BADGE_COLORS[b]);
    expect(new Set(colours).size).toBe(FIGURE_BADGES.length);
    for (const b of NEW_BADGES) expect(BADGE_LOOKS[b].strokes.length).toBeGreaterThan(0);
  });

  it('no two discs overlap, however many a token carries (every count, 1 to all)', () => {
    for (let count = 1; count <= FIGURE_BADGES.length; count++) {
      const cs = Array.from({ length: count }, (_, i) => badgeCentre(i, count));
      for (let i = 0; i < count; i++) {
        for (let j = i + 1; j < count; j++) {
          const d = Math.hypot((cs[i]?.x ?? 0) - (cs[j]?.x ?? 0), (cs[i]?.y ?? 0) - (cs[j]?.y ?? 0));
          expect(d).toBeGreaterThanOrEqual(2 * BADGE_RADIUS_PX + BADGE_GAP_PX - 1e-9);
        }
      }
    }
  });

  it('up to four badges sit round the rim of a token at its least size, clear of the initials', () => {
    for (let i = 0; i < 4; i++) {
      const c = badgeCentre(i, 4);
      const d = Math.hypot(c.x, c.y);
      expect(d - BADGE_RADIUS_PX).toBeGreaterThan(5);
      expect(d).toBeLessThanOrEqual(MIN_TOKEN_PX / 2 + 1);
    }
  });

  it('draws one disc per rim badge in its slot; four BP badges on one token stay apart', () => {
    const g = new Graphics();
    drawTokenBadges(g, ['suppressed', 'unloaded', 'aimed', 'hidden']);
    // Slots at 45°, 135°, 315°, 225° on an 11 px ring: the box spans both sides.
    expect(g.bounds.minX).toBeLessThan(-8);
    expect(g.bounds.maxX).toBeGreaterThan(8);
    drawTokenBadges(g, ['running']);
    const c = badgeCentre(0, 1);
    expect(g.bounds.minX).toBeCloseTo(c.x - BADGE_RADIUS_PX - 0.5, 0);
    expect(g.bounds.maxY).toBeLessThan(0);
  });

  it('BP-DMG-1 (4–6): out of action is a cross over the token, within its least size, and no rim disc', () => {
    const g = new Graphics();
    drawTokenBadges(g, ['out']);
    expect(g.bounds.width).toBeGreaterThanOrEqual(2 * OUT_CROSS_PX);
    expect(g.bounds.maxX).toBeLessThanOrEqual(MIN_TOKEN_PX / 2);
    expect(Math.abs(g.bounds.minX + g.bounds.maxX)).toBeLessThan(1e-6);
    drawTokenBadges(g, []);
    expect(g.bounds.width).toBe(0);
  });
});
