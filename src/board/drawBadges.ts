/**
 * A token's status badges on a Pixi Graphics, in CSS pixels about the token's centre (the marks
 * container is counter-scaled to screen pixels). Each badge is a disc in its own colour with a glyph
 * drawn in lines (store/badgeGlyphs.ts, shared with the legend). They sit round the rim, clockwise
 * from the upper right, so they are in the same place at every zoom and stay clear of the initials.
 *
 * Out of action is not a rim badge: a large cross over the whole token (whose base FiguresLayer
 * greys), readable at `MIN_TOKEN_PX` where a 9 px disc would be one more dot among others.
 */
import type { Graphics } from 'pixi.js';
import type { Vec2 } from '../geometry/point';
import { BADGE_LOOKS } from '../store/badgeGlyphs';
import { BADGE_RADIUS_PX, BADGE_RING_PX, BASE_OUTLINE } from './boardStyle';
import { pathDot } from './drawBase';
import type { FigureBadge } from './figureBadges';

/** Numeric 0xrrggbb disc colour per badge (the board's, as the legend shows it). */
export const BADGE_COLORS: Readonly<Record<FigureBadge, number>> = Object.fromEntries(
  Object.entries(BADGE_LOOKS).map(([b, look]) => [b, look.disc]),
) as Record<FigureBadge, number>;

/** The four roomiest bearings (degrees clockwise from up), then the ones between them. */
const SLOTS_DEG = [45, 135, 315, 225, 90, 270, 0, 180];
/** Least gap between two badges' discs, CSS px. */
export const BADGE_GAP_PX = 1;
/**
 * Five or more badges go on a wider circle so that discs 45° apart keep `BADGE_GAP_PX` between
 * them (chord = 2R·sin 22.5° ≥ 2r + gap); a ninth and on go on a further ring, offset by half a slot.
 */
const CROWDED_RING_PX = (2 * BADGE_RADIUS_PX + BADGE_GAP_PX) / (2 * Math.sin(Math.PI / 8)) + 0.4;
const RING_STEP_PX = 2 * BADGE_RADIUS_PX + BADGE_GAP_PX;

/** Where badge `slot` of `count` sits, CSS px from the token's centre (y down). */
export function badgeCentre(slot: number, count = 4): Vec2 {
  const ringIndex = Math.floor(slot / SLOTS_DEG.length);
  const deg = (SLOTS_DEG[slot % SLOTS_DEG.length] as number) + 22.5 * (ringIndex % 2);
  const radius = count <= 4 ? BADGE_RING_PX : CROWDED_RING_PX + RING_STEP_PX * ringIndex;
  const a = (deg * Math.PI) / 180;
  return { x: radius * Math.sin(a), y: -radius * Math.cos(a) };
}

function glyph(g: Graphics, badge: FigureBadge, c: Vec2): void {
  const look = BADGE_LOOKS[badge];
  for (const s of look.strokes) {
    const pts = s.points.map((v, i) => (i % 2 === 0 ? c.x : c.y) + v * BADGE_RADIUS_PX);
    g.poly(pts, s.closed === true).stroke({ width: s.widthPx, color: look.glyph, cap: 'round', join: 'round' });
  }
}

/** Half the out-of-action cross's arm, CSS px: within the token at its least size. */
export const OUT_CROSS_PX = 7;

/** The cross over an out-of-action token: dark under light, so it reads on any side's colour. */
function outCross(g: Graphics): void {
  const d = OUT_CROSS_PX;
  for (const [width, color] of [[4, BASE_OUTLINE], [2, 0xe0e0e0]] as const) {
    g.moveTo(-d, -d).lineTo(d, d).moveTo(d, -d).lineTo(-d, d).stroke({ width, color, cap: 'round' });
  }
}

/** Every badge of the token, in slot order (`out` as the cross). Clears the Graphics first. */
export function drawTokenBadges(g: Graphics, badges: readonly FigureBadge[]): void {
  g.clear();
  if (badges.includes('out')) outCross(g);
  const rim = badges.filter((b) => b !== 'out');
  rim.forEach((badge, slot) => {
    const c = badgeCentre(slot, rim.length);
    pathDot(g, c, BADGE_RADIUS_PX, 14).fill({ color: BADGE_LOOKS[badge].disc }).stroke({ width: 1, color: BASE_OUTLINE });
    glyph(g, badge, c);
  });
}
