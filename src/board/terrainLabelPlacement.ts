/**
 * Where each terrain piece's height label goes so that it sits on no figure's token (the farmhouse's
 * "10.2 cm" under a Jäger's token read "10 J cm"). Candidate points inside the piece come once per
 * terrain change (`terrainLabelCandidates`, inches: the label point first, then points of the piece
 * nearest it); `placeTerrainLabels` picks, per layout (figures moved, zoom), the first whose label
 * covers no token — and, where it can, no other terrain label — or hides the label (its height is
 * still in the legend). Runs with the names' layout (figureLabels.ts), never on a drag's pointer move.
 *
 * Pure; also the registry (`TerrainLabelPlacer`) through which the layout moves TerrainLayer's texts,
 * which needs no Pixi import: a label is anything with a position and a visibility.
 */
import { createContext } from 'react';
import type { Vec2 } from '../geometry/point';
import { polygonBounds } from '../geometry/polygon';
import type { LabelRect } from './labelLayout';
import { rectsOverlap } from './labelLayout';
import { polygonLabelPoint, polygonScanline } from './polygonScan';

/** Rows across the piece's bounds and points along each inside interval tried for its label. */
const ROWS = 9;
const ALONG = [0.5, 0.35, 0.65, 0.2, 0.8, 0.08, 0.92] as const;
/** Room kept between a terrain label and a token, px. */
export const TERRAIN_LABEL_TOKEN_GAP_PX = 1;

/** Points inside the footprint to centre its label on, preferred first: the label point, then the nearest others. */
export function terrainLabelCandidates(footprint: readonly Vec2[]): Vec2[] {
  const first = polygonLabelPoint(footprint);
  if (footprint.length < 3) return [first];
  const b = polygonBounds(footprint);
  const others: Vec2[] = [];
  for (let i = 0; i < ROWS; i++) {
    const y = b.minY + ((i + 0.5) / ROWS) * (b.maxY - b.minY);
    for (const [x0, x1] of polygonScanline(footprint, y)) {
      for (const f of ALONG) others.push({ x: x0 + f * (x1 - x0), y });
    }
  }
  const d = (p: Vec2) => (p.x - first.x) ** 2 + (p.y - first.y) ** 2;
  others.sort((p, q) => d(p) - d(q));
  return [first, ...others];
}

export interface TerrainLabelRequest {
  readonly id: string;
  /** Candidate centres, inches, preferred first (terrainLabelCandidates). Never empty. */
  readonly candidates: readonly Vec2[];
  /** The label's size on screen, px. */
  readonly w: number;
  readonly h: number;
}

export interface PlacedTerrainLabel {
  readonly id: string;
  /** The label's centre, inches; null: hidden (every candidate covers a token). */
  readonly at: Vec2 | null;
  /** Its rectangle in the layout's px (world inches × zoom); null when hidden. */
  readonly rect: LabelRect | null;
}

/**
 * Each label at its first candidate clear of every token and of the labels placed before it, else
 * the first clear of the tokens only (terrain labels may touch each other, as they always could),
 * else hidden. `tokens` in the layout's px (world inches × `pxPerInch`).
 */
export function placeTerrainLabels(requests: readonly TerrainLabelRequest[], tokens: readonly LabelRect[], pxPerInch: number): PlacedTerrainLabel[] {
  const placed: LabelRect[] = [];
  const g = TERRAIN_LABEL_TOKEN_GAP_PX;
  return requests.map(({ id, candidates, w, h }) => {
    let rect: LabelRect | null = null;
    let at: Vec2 | null = null;
    for (const p of candidates) {
      const r = { x: p.x * pxPerInch - w / 2, y: p.y * pxPerInch - h / 2, w, h };
      const padded = { x: r.x - g, y: r.y - g, w: w + 2 * g, h: h + 2 * g };
      if (tokens.some((t) => rectsOverlap(t, padded))) continue;
      if (at === null) [at, rect] = [p, r];
      if (placed.every((o) => !rectsOverlap(o, r))) {
        [at, rect] = [p, r];
        break;
      }
    }
    if (rect !== null) placed.push(rect);
    return { id, at, rect };
  });
}

/** What the placer moves: a Pixi Text, in the board. */
export interface PlaceableLabel {
  readonly position: { set(x: number, y?: number): void };
  visible: boolean;
}

/**
 * TerrainLayer's height labels by piece id, moved and shown or hidden by the names' layout
 * (FigureLabels). A label registered after a layout takes that layout's place at once.
 */
export class TerrainLabelPlacer {
  private readonly labels = new Map<string, { label: PlaceableLabel; fallback: Vec2 }>();
  private last = new Map<string, Vec2 | null>();

  /** `fallback`: where it goes until a layout says (the piece's label point). Returns the unregister. */
  register(id: string, label: PlaceableLabel, fallback: Vec2): () => void {
    const entry = { label, fallback };
    this.labels.set(id, entry);
    this.put(entry, this.last.has(id) ? this.last.get(id)! : fallback);
    return () => {
      if (this.labels.get(id) === entry) this.labels.delete(id);
    };
  }

  apply(placements: readonly PlacedTerrainLabel[]): void {
    this.last = new Map(placements.map((p) => [p.id, p.at]));
    for (const [id, entry] of this.labels) this.put(entry, this.last.has(id) ? this.last.get(id)! : entry.fallback);
  }

  private put(entry: { label: PlaceableLabel }, at: Vec2 | null): void {
    entry.label.visible = at !== null;
    if (at !== null) entry.label.position.set(at.x, at.y);
  }
}

/** The board's placer (BoardScene provides it; TerrainLayer registers, FigureLabels applies). */
export const TerrainLabelPlacerContext = createContext<TerrainLabelPlacer | null>(null);
