/**
 * The step just taken's links (store/outcomeLinkSelectors.ts: a volley's hit chain, BP-VOLLEY-4)
 * as arrows figure to figure, each with its order number by its head (on the line, or beside a short one). World inches in, stroke
 * widths and arrowheads in CSS px (÷ `pxPerInch`), as the line-of-sight overlay draws its rays.
 *
 * An arrow runs rim to rim: each end is cut back by the token's radius as drawn (never under
 * `MIN_TOKEN_PX`, tokenScale.ts) so the head stops at the target's edge and neither token is hidden.
 * Orange over a dark casing: it reads on the cloth and on light terrain, and is none of the other
 * overlays' colours (LOS green/red, tape blue, selection yellow).
 */
import type { Graphics } from 'pixi.js';
import type { Vec2 } from '../geometry/point';
import type { OutcomeLinkView } from '../store/outcomeLinkSelectors';
import { pathDot } from './drawBase';
import { MIN_TOKEN_PX } from './tokenScale';

export const LINK_COLOR = 0xff9a3c;
const LINK_CASING = { color: 0x101010, alpha: 0.65 } as const;
export const LINK_WIDTH_PX = 2.5;
const CASING_EXTRA_PX = 2;
const HEAD_LENGTH_PX = 9;
/** The head's half width over its length (5 px wide each side of a 9 px head). */
const HEAD_ASPECT = 5 / 9;
/** A short link's head takes at most this share of the visible line, and is never under the least head. */
const HEAD_SHARE = 0.45;
const MIN_HEAD_LENGTH_PX = 5;
/** Room between a rim and the line's end, CSS px. */
const RIM_GAP_PX = 2;
/** The order number's disc: radius, and how far it sits before the head. */
export const LINK_LABEL_RADIUS_PX = 7;
const LABEL_BACK_PX = 4;
/** Room between the line's casing (or the head's corner) and a disc set beside it, CSS px. */
const LABEL_SIDE_GAP_PX = 1;

/** Where one arrow's parts go, inches. */
export interface LinkMarks {
  readonly start: Vec2;
  readonly tip: Vec2;
  /** The arrowhead's back corners. */
  readonly headLeft: Vec2;
  readonly headRight: Vec2;
  /** The order number's centre. */
  readonly label: Vec2;
  /** The number sits beside the line (a short arrow), not on it: the line and head stay clear. */
  readonly labelBeside: boolean;
}

const tokenRadiusPx = (radiusIn: number, pxPerInch: number): number => Math.max(radiusIn * pxPerInch, MIN_TOKEN_PX / 2);

/**
 * An arrow's parts at `pxPerInch`, or null when the two tokens touch or overlap on screen (nothing to draw between them).
 * The head is sized to the visible line (at most `HEAD_SHARE` of it) so a short link still shows a line behind its head.
 * The number sits on the line just before the head when there is room for its disc there; on a
 * shorter arrow (a 7 cm link at the fitted zoom) it sits beside the shaft behind the head, above it
 * on screen (to its right when the line is upright), so the disc never hides the line or the head.
 */
export function linkMarks(link: OutcomeLinkView, pxPerInch: number): LinkMarks | null {
  if (pxPerInch <= 0) return null;
  const dx = link.to.x - link.from.x;
  const dy = link.to.y - link.from.y;
  const lengthPx = Math.hypot(dx, dy) * pxPerInch;
  const fromCutPx = tokenRadiusPx(link.fromRadiusIn, pxPerInch) + RIM_GAP_PX;
  const toCutPx = tokenRadiusPx(link.toRadiusIn, pxPerInch) + RIM_GAP_PX;
  if (lengthPx <= fromCutPx + toCutPx) return null;
  const ux = dx / Math.hypot(dx, dy);
  const uy = dy / Math.hypot(dx, dy);
  const along = (fromTargetPx: number, sidePx = 0): Vec2 => ({
    x: link.to.x + (-ux * fromTargetPx - uy * sidePx) / pxPerInch,
    y: link.to.y + (-uy * fromTargetPx + ux * sidePx) / pxPerInch,
  });
  const visiblePx = lengthPx - fromCutPx - toCutPx;
  const start = along(lengthPx - fromCutPx);
  const tip = along(toCutPx);
  const headPx = Math.min(visiblePx, Math.max(MIN_HEAD_LENGTH_PX, Math.min(HEAD_LENGTH_PX, visiblePx * HEAD_SHARE)));
  const headBack = toCutPx + headPx;
  const headHalf = headPx * HEAD_ASPECT;
  const roomPx = lengthPx - fromCutPx - headBack;
  const onLine = roomPx >= 2 * LINK_LABEL_RADIUS_PX + LABEL_BACK_PX;
  // `along`'s side offset s moves the point by s × (−uy, ux): its sign puts the disc up on screen (y falls), or right of an upright line.
  const sideSign = Math.abs(ux) < 1e-9 ? (uy > 0 ? -1 : 1) : (ux > 0 ? -1 : 1);
  // Beside the shaft's middle (behind the head), as far out as the head's corners reach, so neither is covered.
  const sidePx = LINK_LABEL_RADIUS_PX + Math.max(headHalf, (LINK_WIDTH_PX + CASING_EXTRA_PX) / 2) + LABEL_SIDE_GAP_PX;
  const label = onLine
    ? along(headBack + LABEL_BACK_PX + LINK_LABEL_RADIUS_PX)
    : along(headBack + roomPx / 2, sideSign * sidePx);
  return { start, tip, headLeft: along(headBack, headHalf), headRight: along(headBack, -headHalf), label, labelBeside: !onLine };
}

const drawDisc = (g: Graphics, m: LinkMarks, px: number): void => {
  pathDot(g, m.label, LINK_LABEL_RADIUS_PX * px, 16).fill({ color: 0x1a1a1a, alpha: 0.85 }).stroke({ width: 1.5 * px, color: LINK_COLOR });
};

/**
 * Every link's arrow and the disc under its number (the number itself is a Text: OutcomeLinksLayer). Clears first.
 * Discs beside their line go first, so any line or head of the chain that passes by is drawn over them;
 * a disc on its own (long) line goes last, over it.
 */
export function drawOutcomeLinks(g: Graphics, links: readonly OutcomeLinkView[], pxPerInch: number): void {
  g.clear();
  const marks = links.map((l) => linkMarks(l, pxPerInch)).filter((m): m is LinkMarks => m !== null);
  if (marks.length === 0) return;
  const px = 1 / pxPerInch;
  for (const m of marks) if (m.labelBeside) drawDisc(g, m, px);
  for (const [width, color, alpha] of [[LINK_WIDTH_PX + CASING_EXTRA_PX, LINK_CASING.color, LINK_CASING.alpha], [LINK_WIDTH_PX, LINK_COLOR, 1]] as const) {
    for (const m of marks) {
      g.moveTo(m.start.x, m.start.y).lineTo(m.tip.x, m.tip.y).stroke({ width: width * px, color, alpha, cap: 'round' });
    }
  }
  for (const m of marks) {
    g.poly([m.tip.x, m.tip.y, m.headLeft.x, m.headLeft.y, m.headRight.x, m.headRight.y], true)
      .fill({ color: LINK_COLOR }).stroke({ width: px, color: LINK_CASING.color, alpha: LINK_CASING.alpha });
  }
  for (const m of marks) if (!m.labelBeside) drawDisc(g, m, px);
}

