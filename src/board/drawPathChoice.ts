/**
 * A path choice on the table (store/pathChoiceSelectors.ts): the mover's whole path thin and dashed,
 * the stretches the rules allow thick and bright (over a dark band, readable on any cloth), the
 * start a dot, the end a bar across the path, and the previewed point a ring. What is allowed is the
 * rules' (`view.runs`); this only draws it. Widths in `Px` are CSS pixels whatever the zoom (divided
 * by `pxPerInch`); points are inches.
 */
import type { Graphics } from 'pixi.js';
import type { Vec2 } from '../geometry/point';
import type { PathChoiceMark, PathChoiceView } from '../store/pathChoiceSelectors';
import { pathStretch } from '../store/pathPick';
import { flatPoints, pathDot } from './drawBase';
import { dashPolyline } from './polylineMarks';

export const PATH_CHOICE_LINE = 0xffffff;
export const PATH_CHOICE_LINE_PX = 1.5;
export const PATH_CHOICE_DASH_PX = { dash: 6, gap: 5 } as const;
/** The allowed stretches: a bright cyan over a darker, wider band. */
export const PATH_CHOICE_RUN = 0x3df5ff;
export const PATH_CHOICE_RUN_PX = 6;
export const PATH_CHOICE_RUN_UNDER = 0x0b1e24;
export const PATH_CHOICE_END_PX = 5;
export const PATH_CHOICE_MARK = 0xffffff;
export const PATH_CHOICE_MARK_RADIUS_PX = 8;
export const PATH_CHOICE_MARK_WIDTH_PX = 2.5;

/** What was drawn (for tests): dashes of the whole path, allowed stretches, and whether the mark was. */
export interface PathChoiceCounts {
  readonly dashes: number;
  readonly runs: number;
  readonly mark: boolean;
}

/** The unit direction of the path's last leg of some length (east for a path without one). */
function endDirection(path: readonly Vec2[]): Vec2 {
  for (let i = path.length - 1; i > 0; i--) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len > 1e-9) return { x: (b.x - a.x) / len, y: (b.y - a.y) / len };
  }
  return { x: 1, y: 0 };
}

export function drawPathChoice(g: Graphics, view: PathChoiceView, mark: PathChoiceMark | null, pxPerInch: number): PathChoiceCounts {
  const px = 1 / pxPerInch;
  const start = view.path[0];
  const end = view.path[view.path.length - 1];
  if (start === undefined || end === undefined || !(pxPerInch > 0)) return { dashes: 0, runs: 0, mark: false };

  // The allowed stretches first, under the dashes, so the whole path's course reads across them.
  const stretches = view.runs.map((r) => pathStretch(view.path, r.fromIn, r.toIn)).filter((s) => s.length > 0);
  for (const width of [PATH_CHOICE_RUN_PX + 3, PATH_CHOICE_RUN_PX]) {
    const under = width !== PATH_CHOICE_RUN_PX;
    for (const s of stretches) {
      // A stretch without length (a single allowed point) is a dot.
      if (s.length === 1) pathDot(g, s[0]!, (width / 2) * px).fill({ color: under ? PATH_CHOICE_RUN_UNDER : PATH_CHOICE_RUN, alpha: under ? 0.6 : 0.95 });
      else g.poly(flatPoints(s), false).stroke({ width: width * px, color: under ? PATH_CHOICE_RUN_UNDER : PATH_CHOICE_RUN, alpha: under ? 0.6 : 0.95, cap: 'round', join: 'round' });
    }
  }

  const dashes = dashPolyline(view.path, false, PATH_CHOICE_DASH_PX.dash * px, PATH_CHOICE_DASH_PX.gap * px);
  for (const [a, b] of dashes) g.moveTo(a.x, a.y).lineTo(b.x, b.y);
  if (dashes.length > 0) g.stroke({ width: PATH_CHOICE_LINE_PX * px, color: PATH_CHOICE_LINE, alpha: 0.85 });

  // The start a dot, the end a bar across the last leg: which way the mover goes.
  pathDot(g, start, PATH_CHOICE_END_PX * px).fill({ color: PATH_CHOICE_LINE, alpha: 0.9 });
  const d = endDirection(view.path);
  const h = PATH_CHOICE_END_PX * 1.4 * px;
  g.moveTo(end.x - d.y * h, end.y + d.x * h).lineTo(end.x + d.y * h, end.y - d.x * h)
    .stroke({ width: 2.5 * px, color: PATH_CHOICE_LINE, alpha: 0.9, cap: 'round' });

  if (mark !== null) {
    pathDot(g, mark.at, PATH_CHOICE_MARK_RADIUS_PX * px, 24).stroke({ width: PATH_CHOICE_MARK_WIDTH_PX * px, color: PATH_CHOICE_MARK });
    pathDot(g, mark.at, 2 * px).fill({ color: PATH_CHOICE_MARK });
  }
  return { dashes: dashes.length, runs: stretches.length, mark: mark !== null };
}
