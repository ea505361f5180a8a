/**
 * The reach shading: where the selected (or dragged) figure may end its move, by tier — sure (a
 * soft green wash), after a jump or climb test (a lighter amber wash, hatched), a fall (red-orange).
 * Upper layers (balconies, rocks, hill tops) are drawn like the table's, over their footprints.
 *
 * Why row runs and not one rect per cell: an area is tens of thousands of cells (a 48″ table at
 * ¼″), but a row of a reach is a few runs, so merging consecutive cells of one tier keeps the
 * geometry small. All of a tier goes into one Graphics (one fill, one hatch stroke, one edge
 * stroke), built once per area object: the shapes are computed here as flat arrays of inches, then
 * drawn. The outline runs along grid lines where a cell of the tier meets one that is not.
 * Lines are pixel lines (1 CSS px at any zoom), so a zoom needs no redraw.
 */
import type { Graphics } from 'pixi.js';
import type { MovementArea } from '../engine/ruleset';
import { REACH } from '../engine/ruleset';
import { dropLayerOfCells } from '../engine/movementArea';

/** The tiers drawn, bottom to top. */
export const DRAWN_TIERS = [REACH.sure, REACH.run, REACH.afterTest, REACH.fall] as const;
export type DrawnTier = (typeof DRAWN_TIERS)[number];

export interface ReachTierStyle {
  readonly color: number;
  readonly fillAlpha: number;
  readonly edgeAlpha: number;
  /** Alpha of the diagonal hatching; 0 for none. */
  readonly hatchAlpha: number;
}

export const REACH_STYLE: Readonly<Record<DrawnTier, ReachTierStyle>> = {
  [REACH.sure]: { color: 0x6fdc8c, fillAlpha: 0.16, edgeAlpha: 0.5, hatchAlpha: 0 },
  [REACH.afterTest]: { color: 0xffbd45, fillAlpha: 0.1, edgeAlpha: 0.55, hatchAlpha: 0.45 },
  [REACH.fall]: { color: 0xff6b3d, fillAlpha: 0.2, edgeAlpha: 0.6, hatchAlpha: 0 },
  // Reached only at a run (the black-powder skirmish's Run, BP-GAP-06): the Move's green, paler and hatched.
  [REACH.run]: { color: 0x9be7b0, fillAlpha: 0.07, edgeAlpha: 0.4, hatchAlpha: 0.3 },
};

/** Distance between hatch lines, inches (measured along x), anchored to the table so they join across runs. */
export const REACH_HATCH_SPACING_IN = 0.4;

/** What one tier's Graphics draws, in inches; four numbers an entry. */
export interface ReachTierShapes {
  /** Row runs: x, y, width, height. */
  readonly rects: readonly number[];
  /** The tier's region boundary, merged along grid lines: x0, y0, x1, y1. */
  readonly edges: readonly number[];
  /** Diagonal hatching clipped to the runs (tiers with a hatch only): x0, y0, x1, y1. */
  readonly hatch: readonly number[];
}

export type ReachShapes = Readonly<Record<DrawnTier, ReachTierShapes>>;

const isDrawn = (tier: number): tier is DrawnTier => (DRAWN_TIERS as readonly number[]).includes(tier);

/**
 * Hatch lines x + y = k·spacing clipped to the rect [x, x+w] × [y, y+h] (a "/" on screen, y south).
 * Anchored to the table, not the rect, so the lines of neighbouring runs meet.
 */
export function hatchRect(out: number[], x: number, y: number, w: number, h: number, spacingIn: number): void {
  const first = Math.ceil((x + y) / spacingIn);
  const last = Math.floor((x + w + y + h) / spacingIn);
  for (let k = first; k <= last; k++) {
    const u = k * spacingIn;
    const lo = Math.max(x, u - (y + h));
    const hi = Math.min(x + w, u - y);
    if (hi - lo > 1e-9) out.push(lo, u - lo, hi, u - hi);
  }
}

/** The boundary of the cells where `inside(row, col)` along grid lines, runs merged (cols × rows grid). */
function regionEdges(out: number[], area: MovementArea, inside: (row: number, col: number) => boolean): void {
  const { cols, rows, cellIn, originXIn: ox, originYIn: oy } = area;
  const at = (r: number, c: number) => r >= 0 && r < rows && c >= 0 && c < cols && inside(r, c);
  // Horizontal lines y = oy + r·cellIn, between rows r−1 and r.
  for (let r = 0; r <= rows; r++) {
    let start = -1;
    for (let c = 0; c <= cols; c++) {
      const edge = c < cols && at(r - 1, c) !== at(r, c);
      if (edge && start < 0) start = c;
      if (!edge && start >= 0) {
        out.push(ox + start * cellIn, oy + r * cellIn, ox + c * cellIn, oy + r * cellIn);
        start = -1;
      }
    }
  }
  // Vertical lines x = ox + c·cellIn, between columns c−1 and c.
  for (let c = 0; c <= cols; c++) {
    let start = -1;
    for (let r = 0; r <= rows; r++) {
      const edge = r < rows && at(r, c - 1) !== at(r, c);
      if (edge && start < 0) start = r;
      if (!edge && start >= 0) {
        out.push(ox + c * cellIn, oy + start * cellIn, ox + c * cellIn, oy + r * cellIn);
        start = -1;
      }
    }
  }
}

/**
 * Each layer's tiers where it is the layer a drop ends on (`dropLayerOfCells`), none elsewhere: a
 * cell is shaded once, as the drop there will go (issue 13, bug 9: the street's green under a
 * balcony's part-way climb promised a walk the drop does not make).
 */
function shownTiers(area: MovementArea): Uint8Array[] {
  const drop = dropLayerOfCells(area);
  return area.layers.map((layer, li) => {
    const out = new Uint8Array(layer.tiers.length);
    for (let i = 0; i < out.length; i++) if (drop[i] === li) out[i] = layer.tiers[i]!;
    return out;
  });
}

/** The shapes of every drawn tier of `area`, all layers together (each layer over the cells where a drop ends on it). */
export function reachShapes(area: MovementArea): ReachShapes {
  const shapes = {} as Record<DrawnTier, { rects: number[]; edges: number[]; hatch: number[] }>;
  for (const t of DRAWN_TIERS) shapes[t] = { rects: [], edges: [], hatch: [] };
  const { cols, rows, cellIn, originXIn: ox, originYIn: oy } = area;
  for (const tiers of shownTiers(area)) {
    const present = new Set<DrawnTier>();
    for (let r = 0; r < rows; r++) {
      let c = 0;
      while (c < cols) {
        const tier = tiers[r * cols + c]!;
        const start = c;
        while (c < cols && tiers[r * cols + c] === tier) c++;
        if (!isDrawn(tier)) continue;
        present.add(tier);
        const x = ox + start * cellIn, y = oy + r * cellIn, w = (c - start) * cellIn;
        shapes[tier].rects.push(x, y, w, cellIn);
        if (REACH_STYLE[tier].hatchAlpha > 0) hatchRect(shapes[tier].hatch, x, y, w, cellIn, REACH_HATCH_SPACING_IN);
      }
    }
    for (const tier of present) regionEdges(shapes[tier].edges, area, (r, c) => tiers[r * cols + c] === tier);
  }
  return shapes;
}

/**
 * Back-diagonal hatch lines x − y = k·spacing clipped to the rect [x, x+w] × [y, y+h] (a "\\" on
 * screen, y south), anchored to the table: the mark of cells under a raised surface, crossing the
 * test tier's "/" so the two never read alike.
 */
export function backHatchRect(out: number[], x: number, y: number, w: number, h: number, spacingIn: number): void {
  const first = Math.ceil((x - (y + h)) / spacingIn);
  const last = Math.floor((x + w - y) / spacingIn);
  for (let k = first; k <= last; k++) {
    const u = k * spacingIn;
    const lo = Math.max(x, u + y);
    const hi = Math.min(x + w, u + y + h);
    if (hi - lo > 1e-9) out.push(lo, lo - u, hi, hi - u);
  }
}

/** The mark over the cells where a drop ends under a raised surface (store/cellsUnderSurfaces.ts). */
export const REACH_UNDER_STYLE = { color: 0xffe6a8, hatchAlpha: 0.55, edgeAlpha: 0.8 } as const;

/** Hatch and outline (inches, four numbers an entry) of the cells marked 1 in `under`. */
export function underShapes(area: MovementArea, under: Uint8Array): { readonly hatch: readonly number[]; readonly edges: readonly number[] } {
  const hatch: number[] = [];
  const edges: number[] = [];
  const { cols, rows, cellIn, originXIn: ox, originYIn: oy } = area;
  let any = false;
  for (let r = 0; r < rows; r++) {
    let c = 0;
    while (c < cols) {
      if (under[r * cols + c] !== 1) { c++; continue; }
      const start = c;
      while (c < cols && under[r * cols + c] === 1) c++;
      any = true;
      backHatchRect(hatch, ox + start * cellIn, oy + r * cellIn, (c - start) * cellIn, cellIn, REACH_HATCH_SPACING_IN);
    }
  }
  if (any) regionEdges(edges, area, (r, c) => under[r * cols + c] === 1);
  return { hatch, edges };
}

/** Draw the under-a-surface mark on `g` (cleared first): the back hatch, then the outline. */
export function drawReachUnder(g: Graphics, shapes: { readonly hatch: readonly number[]; readonly edges: readonly number[] }): void {
  g.clear();
  if (shapes.hatch.length > 0) {
    pathSegments(g, shapes.hatch);
    g.stroke({ width: 1, pixelLine: true, color: REACH_UNDER_STYLE.color, alpha: REACH_UNDER_STYLE.hatchAlpha });
  }
  if (shapes.edges.length > 0) {
    pathSegments(g, shapes.edges);
    g.stroke({ width: 1, pixelLine: true, color: REACH_UNDER_STYLE.color, alpha: REACH_UNDER_STYLE.edgeAlpha });
  }
}

/** Add segments (x0, y0, x1, y1 …) to the Graphics' current path. */
function pathSegments(g: Graphics, segments: readonly number[]): void {
  for (let i = 0; i + 3 < segments.length; i += 4) {
    g.moveTo(segments[i]!, segments[i + 1]!).lineTo(segments[i + 2]!, segments[i + 3]!);
  }
}

/** Draw one tier's shapes on `g` (cleared first): the wash, then the hatching, then the outline. */
export function drawReachTier(g: Graphics, shapes: ReachTierShapes, style: ReachTierStyle): void {
  g.clear();
  const { rects, hatch, edges } = shapes;
  if (rects.length === 0) return;
  for (let i = 0; i + 3 < rects.length; i += 4) g.rect(rects[i]!, rects[i + 1]!, rects[i + 2]!, rects[i + 3]!);
  g.fill({ color: style.color, alpha: style.fillAlpha });
  if (hatch.length > 0 && style.hatchAlpha > 0) {
    pathSegments(g, hatch);
    g.stroke({ width: 1, pixelLine: true, color: style.color, alpha: style.hatchAlpha });
  }
  if (edges.length > 0) {
    pathSegments(g, edges);
    g.stroke({ width: 1, pixelLine: true, color: style.color, alpha: style.edgeAlpha });
  }
}

/**
 * Shoot-after-move rings (store/shootAfterMoveSelectors.ts): the boundary of the cells a move of at
 * most `budgetIn` of path cost reaches (the area's own `costIn`, the rules' path cost, on the layer
 * a drop in each cell ends on), cut into dashes so it reads as a limit over the wash, not another tier. Built once per
 * area and budget (a couple of passes over the grid); drawn in one stroke.
 */
export const SHOOT_RING_STYLE = { color: 0xfff2c2, alpha: 0.9, dashIn: 0.35, gapIn: 0.25 } as const;

/** Dashed boundary segments (x0, y0, x1, y1 …, inches) of the cells within `budgetIn` of path cost. */
export function shootRingEdges(area: MovementArea, budgetIn: number): number[] {
  const solid: number[] = [];
  const { cols } = area;
  // Each cell's cost on the layer a drop there ends on (the cost that drop will have): one region over all layers.
  const drop = dropLayerOfCells(area);
  regionEdges(solid, area, (r, c) => {
    const li = drop[r * cols + c]!;
    return li >= 0 && area.layers[li]!.costIn[r * cols + c]! <= budgetIn;
  });
  return dashSegments(solid, SHOOT_RING_STYLE.dashIn, SHOOT_RING_STYLE.gapIn);
}

/** Axis-aligned segments cut into dashes anchored to the table (so neighbouring runs line up). */
export function dashSegments(segments: readonly number[], dashIn: number, gapIn: number): number[] {
  const out: number[] = [];
  const period = dashIn + gapIn;
  for (let i = 0; i + 3 < segments.length; i += 4) {
    const x0 = segments[i]!, y0 = segments[i + 1]!, x1 = segments[i + 2]!, y1 = segments[i + 3]!;
    const horizontal = y0 === y1;
    const a = horizontal ? Math.min(x0, x1) : Math.min(y0, y1);
    const b = horizontal ? Math.max(x0, x1) : Math.max(y0, y1);
    for (let u = Math.floor(a / period) * period; u < b; u += period) {
      const lo = Math.max(a, u), hi = Math.min(b, u + dashIn);
      if (hi - lo <= 1e-9) continue;
      if (horizontal) out.push(lo, y0, hi, y0);
      else out.push(x0, lo, x0, hi);
    }
  }
  return out;
}

/** Draw the rings' dashes on `g` (cleared first). */
export function drawShootRings(g: Graphics, dashes: readonly number[]): void {
  g.clear();
  if (dashes.length === 0) return;
  pathSegments(g, dashes);
  g.stroke({ width: 1, pixelLine: true, color: SHOOT_RING_STYLE.color, alpha: SHOOT_RING_STYLE.alpha });
}
