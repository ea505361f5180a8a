/**
 * A status badge as the board draws it on a token (store/badgeGlyphs.ts: the disc's colour and the
 * glyph's lines), as an inline SVG for the legend: the same shapes, so a player matches them by eye.
 */
import { BADGE_LOOKS } from '../store/badgeGlyphs';
import type { FigureBadge } from '../store/figureBadgeSelectors';
import { cssColor } from '../store/palette';

/** The board's badge radius, CSS px: the glyphs' stroke widths are given at it. */
const BOARD_BADGE_RADIUS_PX = 4.5;

/** Spaced like the terrain swatches (ui.css `.swatch`), kept inline: one component owns its look. */
const SVG_STYLE = { marginRight: '0.4em', flex: 'none' } as const;

/** [x0, y0, x1, y1, …] → "x0,y0 x1,y1 …". */
function svgPoints(flat: readonly number[]): string {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) pairs.push(`${flat[i] ?? 0},${flat[i + 1] ?? 0}`);
  return pairs.join(' ');
}

export function BadgeSwatch({ badge, sizePx = 14 }: { readonly badge: FigureBadge; readonly sizePx?: number }) {
  const look = BADGE_LOOKS[badge];
  // viewBox −1…1 plus room for the outline: one disc radius is 1 unit, so a width in px ÷ 4.5.
  return (
    <svg className="legend__badge" width={sizePx} height={sizePx} style={SVG_STYLE} viewBox="-1.2 -1.2 2.4 2.4" aria-hidden="true">
      <circle r={1} fill={cssColor(look.disc)} stroke="#101010" strokeWidth={1 / BOARD_BADGE_RADIUS_PX} />
      {look.strokes.map((s, i) => {
        const points = svgPoints(s.points);
        const Shape = s.closed === true ? 'polygon' : 'polyline';
        return (
          <Shape key={i} points={points} fill="none" stroke={cssColor(look.glyph)} strokeWidth={s.widthPx / BOARD_BADGE_RADIUS_PX}
            strokeLinecap="round" strokeLinejoin="round" />
        );
      })}
    </svg>
  );
}
