/**
 * Cross-field checks of terrain: a footprint that repeats its first point at the end is closed
 * silently-but-noted (warning), then every footprint must be a simple polygon lying on the table,
 * and a piece that blocks sight (`sight: 'solid'`) must have a height (a zero-height solid is a
 * wall that stops nothing: a mistake, never a design).
 */
import type { Vec2 } from '../geometry/point';
import { pointsEqual } from '../geometry/point';
import { polygonBounds, polygonIsSimple } from '../geometry/polygon';
import type { TableSize } from '../engine/model';
import type { TerrainPiece } from '../los/terrain';
import type { ScenarioProblem } from './problems';
import { scenarioProblem } from './problems';

/** Slack when comparing a footprint with the table edge, inches (float noise only). */
const EDGE_SLACK_IN = 1e-9;

/** Drops a repeated closing vertex from each footprint, with a `closedPolygon` warning. */
export function openClosedFootprints(terrain: readonly TerrainPiece[]): { terrain: TerrainPiece[]; warnings: ScenarioProblem[] } {
  const warnings: ScenarioProblem[] = [];
  const out = terrain.map((piece, i) => {
    const pts = piece.footprint;
    const first = pts[0];
    const last = pts[pts.length - 1];
    if (pts.length < 4 || first === undefined || last === undefined || !pointsEqual(first, last, 0)) return piece;
    warnings.push(scenarioProblem(`terrain[${i}].footprint`, 'closedPolygon',
      `the last point repeats the first; it was dropped (footprints are closed automatically)`, { id: piece.id }));
    return { ...piece, footprint: pts.slice(0, -1) };
  });
  return { terrain: out, warnings };
}

/** Errors: footprints that are not simple polygons or reach beyond the table; solid pieces of no height. */
export function terrainProblems(terrain: readonly TerrainPiece[], table: TableSize): ScenarioProblem[] {
  const problems: ScenarioProblem[] = [];
  terrain.forEach((piece, i) => {
    const path = `terrain[${i}].footprint`;
    if (!polygonIsSimple(piece.footprint as readonly Vec2[])) {
      problems.push(scenarioProblem(path, 'badPolygon',
        `the footprint of "${piece.id}" is not a simple polygon (edges cross or touch, points repeat, or it has no area)`, { id: piece.id }));
    }
    const b = polygonBounds(piece.footprint);
    if (b.minX < -EDGE_SLACK_IN || b.minY < -EDGE_SLACK_IN || b.maxX > table.widthIn + EDGE_SLACK_IN || b.maxY > table.depthIn + EDGE_SLACK_IN) {
      problems.push(scenarioProblem(path, 'pieceOffTable',
        `the footprint of "${piece.id}" reaches beyond the ${table.widthIn}″ × ${table.depthIn}″ table`,
        { id: piece.id, widthIn: table.widthIn, depthIn: table.depthIn }));
    }
    if (piece.sight === 'solid' && !(piece.heightIn > 0)) {
      problems.push(scenarioProblem(`terrain[${i}].heightIn`, 'zeroHeight',
        `"${piece.id}" blocks sight (sight "solid") but has no height; give it a heightIn above 0 or make its sight "none"`, { id: piece.id }));
    }
  });
  return problems;
}
