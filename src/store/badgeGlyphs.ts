/**
 * The figure status badges' looks, shared by the board (Pixi: board/drawBadges.ts) and the UI legend
 * (an inline SVG per badge): one place, so the legend shows exactly what a token carries.
 *
 * A badge is a disc in its own colour with a glyph drawn in lines — no text, so nothing depends on
 * a font or a language. A glyph is in units of the disc's radius (x right, y down, the disc from −1
 * to 1); its stroke widths are CSS px at the board's badge size (4.5 px radius) and scale with it.
 */
import type { FigureBadge } from './figureBadgeSelectors';

/** One stroked line of a glyph: [x0, y0, x1, y1, …] in disc radii; closed joins the last to the first. */
export interface GlyphStroke {
  readonly points: readonly number[];
  readonly closed?: boolean;
  /** CSS px at the board's badge radius (4.5 px). */
  readonly widthPx: number;
}

export interface BadgeLook {
  readonly disc: number;
  readonly glyph: number;
  readonly strokes: readonly GlyphStroke[];
}

const DARK = 0x161616;
const WHITE = 0xffffff;

/** A ring of `r` disc radii about (cx, cy) as a closed polyline. */
function ring(r: number, widthPx: number, segments = 10, cx = 0, cy = 0): GlyphStroke {
  const points: number[] = [];
  for (let i = 0; i < segments; i++) {
    const t = (2 * Math.PI * i) / segments;
    points.push(cx + r * Math.cos(t), cy + r * Math.sin(t));
  }
  return { points, closed: true, widthPx };
}

const line = (widthPx: number, ...points: number[]): GlyphStroke => ({ points, widthPx });

/**
 * Why each looks as it does: prone a bar (lying flat), fallen a down chevron, climbing an up one,
 * mounted a horseshoe, wounded a cross, jammed an ×, hidden an eye (a ring); suppressed a bar tipped
 * over onto a ground line (the model laid on its side; the token's base is also drawn squashed, see
 * FiguresLayer), out of action an × on grey (the token is greyed and crossed too), running a double
 * chevron (speed), unloaded an empty cartridge (a hollow case), aimed a crosshair.
 */
export const BADGE_LOOKS: Readonly<Record<FigureBadge, BadgeLook>> = {
  out: { disc: 0x9e9e9e, glyph: DARK, strokes: [line(1.6, -0.5, -0.5, 0.5, 0.5), line(1.6, 0.5, -0.5, -0.5, 0.5)] },
  suppressed: { disc: 0x26a69a, glyph: WHITE, strokes: [line(1.7, -0.5, 0.12, 0.42, -0.4), line(1.2, -0.62, 0.45, 0.62, 0.45)] },
  prone: { disc: 0xf2f2f2, glyph: DARK, strokes: [line(1.8, -0.55, 0, 0.55, 0)] },
  fallen: { disc: 0xa070e0, glyph: WHITE, strokes: [line(1.3, -0.55, -0.22, 0, 0.33, 0.55, -0.22)] },
  mounted: { disc: 0x9a6b4a, glyph: WHITE, strokes: [line(1.3, -0.385, -0.55, -0.385, 0.275, 0, 0.55, 0.385, 0.275, 0.385, -0.55)] },
  wounded: { disc: 0xe53935, glyph: WHITE, strokes: [line(1.6, -0.55, 0, 0.55, 0), line(1.6, 0, -0.55, 0, 0.55)] },
  jammed: { disc: 0xff9800, glyph: DARK, strokes: [line(1.3, -0.44, -0.44, 0.44, 0.44), line(1.3, 0.44, -0.44, -0.44, 0.44)] },
  unloaded: { disc: 0xec407a, glyph: WHITE, strokes: [{ points: [-0.24, -0.55, 0.24, -0.55, 0.24, 0.55, -0.24, 0.55], closed: true, widthPx: 1.2 }] },
  aimed: {
    disc: 0x1e88e5, glyph: WHITE,
    strokes: [ring(0.36, 1.1), line(1.1, 0, -0.72, 0, -0.18), line(1.1, 0, 0.18, 0, 0.72), line(1.1, -0.72, 0, -0.18, 0), line(1.1, 0.18, 0, 0.72, 0)],
  },
  running: { disc: 0x7cb342, glyph: DARK, strokes: [line(1.3, -0.5, -0.4, -0.1, 0, -0.5, 0.4), line(1.3, 0.05, -0.4, 0.45, 0, 0.05, 0.4)] },
  hidden: { disc: 0x4f6272, glyph: WHITE, strokes: [ring(0.41, 1.2)] },
  climbing: { disc: 0xffd54a, glyph: DARK, strokes: [line(1.3, -0.55, 0.22, 0, -0.33, 0.55, 0.22)] },
};

/** An out-of-action token's fill (its side's colour greyed out), and the cross over it. */
export const OUT_OF_ACTION_FILL = 0x6f6f6f;
