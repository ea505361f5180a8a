/**
 * A token's status badges on a Pixi Graphics, in CSS pixels about the token's centre (the marks
 * container is counter-scaled to screen pixels). Each badge is a small disc in its own colour with a
 * drawn glyph — no text, so nothing depends on a font or a language:
 * prone a bar, fallen a down chevron, mounted a horseshoe, wounded a cross, jammed an ×,
 * hidden an eye (a ring), climbing an up chevron. They sit round the rim, clockwise from the
 * upper right, on the circle of the token's minimum size (tokenScale.ts), so they are in the same
 * place at every zoom.
 */
import type { Graphics } from 'pixi.js';
import type { Vec2 } from '../geometry/point';
import { BADGE_RADIUS_PX, BADGE_RING_PX, BASE_OUTLINE } from './boardStyle';
import { pathDot } from './drawBase';
import type { FigureBadge } from './figureBadges';

const DARK = 0x161616;
const WHITE = 0xffffff;

export const BADGE_COLORS: Readonly<Record<FigureBadge, number>> = {
  prone: 0xf2f2f2, fallen: 0xa070e0, mounted: 0x9a6b4a, wounded: 0xe53935, jammed: 0xff9800, hidden: 0x4f6272, climbing: 0xffd54a,
};
const GLYPH_COLOR: Readonly<Record<FigureBadge, number>> = {
  prone: DARK, fallen: WHITE, mounted: WHITE, wounded: WHITE, jammed: DARK, hidden: WHITE, climbing: DARK,
};

/** Compass bearings (degrees, clockwise from up) of the badge slots, in the order they fill. */
const SLOTS_DEG = [45, 135, 315, 225, 90, 270, 180];

export function badgeCentre(slot: number): Vec2 {
  const a = ((SLOTS_DEG[slot % SLOTS_DEG.length] as number) * Math.PI) / 180;
  return { x: BADGE_RING_PX * Math.sin(a), y: -BADGE_RING_PX * Math.cos(a) };
}

function glyph(g: Graphics, badge: FigureBadge, c: Vec2): void {
  const r = BADGE_RADIUS_PX * 0.55;
  const stroke = { width: 1.3, color: GLYPH_COLOR[badge], cap: 'round' as const, join: 'round' as const };
  switch (badge) {
    case 'prone':
      g.moveTo(c.x - r, c.y).lineTo(c.x + r, c.y).stroke({ ...stroke, width: 1.8 });
      return;
    case 'fallen':
      g.poly([c.x - r, c.y - r * 0.4, c.x, c.y + r * 0.6, c.x + r, c.y - r * 0.4], false).stroke(stroke);
      return;
    case 'climbing':
      g.poly([c.x - r, c.y + r * 0.4, c.x, c.y - r * 0.6, c.x + r, c.y + r * 0.4], false).stroke(stroke);
      return;
    case 'mounted':
      g.poly([c.x - r * 0.7, c.y - r, c.x - r * 0.7, c.y + r * 0.5, c.x, c.y + r, c.x + r * 0.7, c.y + r * 0.5, c.x + r * 0.7, c.y - r], false).stroke(stroke);
      return;
    case 'wounded':
      g.moveTo(c.x - r, c.y).lineTo(c.x + r, c.y).moveTo(c.x, c.y - r).lineTo(c.x, c.y + r).stroke({ ...stroke, width: 1.6 });
      return;
    case 'jammed':
      g.moveTo(c.x - r * 0.8, c.y - r * 0.8).lineTo(c.x + r * 0.8, c.y + r * 0.8)
        .moveTo(c.x + r * 0.8, c.y - r * 0.8).lineTo(c.x - r * 0.8, c.y + r * 0.8).stroke(stroke);
      return;
    case 'hidden':
      pathDot(g, c, r * 0.75, 10).stroke({ ...stroke, width: 1.2 });
      return;
  }
}

/** Every badge of the token, in slot order. Clears the Graphics first. */
export function drawTokenBadges(g: Graphics, badges: readonly FigureBadge[]): void {
  g.clear();
  badges.forEach((badge, slot) => {
    const c = badgeCentre(slot);
    pathDot(g, c, BADGE_RADIUS_PX, 14).fill({ color: BADGE_COLORS[badge] }).stroke({ width: 1, color: BASE_OUTLINE });
    glyph(g, badge, c);
  });
}
