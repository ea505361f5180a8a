/**
 * All terrain on one Graphics, in paint order (terrainOrder.ts). Each kind is filled with its palette
 * colour shaded by the height of its top; area pieces (woods, scrub, anything seen through) are
 * translucent with a dashed outline and stippled canopy; ladders are rails and rungs. Drawn only when
 * the scenario's terrain array changes.
 */
import type { Graphics } from 'pixi.js';
import type { Scenario } from '../engine/model';
import { shadeColor, terrainFillColor } from '../store/palette';
import { TERRAIN_OUTLINE_IN } from './boardStyle';
import { flatPoints, pathDot } from './drawBase';
import { polygonStipplePoints } from './polygonScan';
import { dashPolyline, ladderSegments } from './polylineMarks';
import type { Segment } from './polylineMarks';
import { terrainPaintOrder } from './terrainOrder';

export type TerrainPieceView = Scenario['terrain'][number];

export const pieceTopIn = (piece: TerrainPieceView): number => piece.elevationIn + piece.heightIn;

export const isAreaPiece = (piece: TerrainPieceView): boolean =>
  piece.kind === 'woods' || piece.kind === 'scrub' || piece.sight === 'area';

/** Whether the piece gets a height label (flat ground cover and ladders do not). */
export const pieceHasLabel = (piece: TerrainPieceView): boolean =>
  piece.kind !== 'road' && piece.kind !== 'water' && piece.kind !== 'ladder' && pieceTopIn(piece) > 0;

function strokeSegments(g: Graphics, segments: readonly Segment[], width: number, color: number, alpha = 1): void {
  if (segments.length === 0) return;
  for (const [a, b] of segments) g.moveTo(a.x, a.y).lineTo(b.x, b.y);
  g.stroke({ width, color, alpha, cap: 'round' });
}

function drawArea(g: Graphics, piece: TerrainPieceView, fill: number): void {
  const pts = flatPoints(piece.footprint);
  g.poly(pts, true).fill({ color: fill, alpha: 0.42 });
  const woods = piece.kind !== 'scrub';
  const dot = woods ? 0.28 : 0.14;
  const canopy = shadeColor(fill, woods ? -0.25 : 0.15);
  const dots = polygonStipplePoints(piece.footprint, woods ? 1.1 : 0.7, dot);
  for (const p of dots) pathDot(g, p, dot, 16);
  if (dots.length > 0) g.fill({ color: canopy, alpha: 0.6 });
  strokeSegments(g, dashPolyline(piece.footprint, true, 0.35, 0.25), TERRAIN_OUTLINE_IN, shadeColor(fill, 0.35), 0.9);
}

function drawPiece(g: Graphics, piece: TerrainPieceView): void {
  const fill = terrainFillColor(piece.kind, pieceTopIn(piece));
  if (piece.kind === 'ladder') {
    strokeSegments(g, ladderSegments(piece.footprint), 0.06, fill);
    return;
  }
  if (isAreaPiece(piece)) {
    drawArea(g, piece, fill);
    return;
  }
  const pts = flatPoints(piece.footprint);
  if (piece.kind === 'road') {
    g.poly(pts, true).fill({ color: fill, alpha: 0.7 });
    return;
  }
  if (piece.kind === 'water') {
    g.poly(pts, true).fill({ color: fill, alpha: 0.85 }).stroke({ width: TERRAIN_OUTLINE_IN, color: shadeColor(fill, 0.3), alignment: 1 });
    return;
  }
  g.poly(pts, true).fill({ color: fill }).stroke({ width: TERRAIN_OUTLINE_IN, color: shadeColor(fill, -0.55), alignment: 1 });
}

export function drawTerrain(g: Graphics, pieces: readonly TerrainPieceView[]): void {
  g.clear();
  for (const piece of terrainPaintOrder(pieces)) {
    if (piece.footprint.length >= 2) drawPiece(g, piece);
  }
}
