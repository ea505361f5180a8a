/**
 * Cross-field checks of where figures stand: each base fully on the table (reported per
 * coordinate, naming the edge), no two bases on the same level overlapping, and no base inside
 * impassable terrain. Uses the engine's placement rules (levels 1″ apart, erosion tolerance), so a
 * file that loads is one the engine agrees with.
 */
import type { Bounds } from '../geometry/polygon';
import { polygonBounds } from '../geometry/polygon';
import { footprintBounds, footprintIntersectsPolygon, footprintsOverlap } from '../geometry/footprint';
import { figureFootprint, standingElevationIn } from '../engine/figureGeometry';
import type { Scenario } from '../engine/model';
import { elevationsShareLevel, pieceBlocksFigureAt } from '../engine/placement';
import type { ScenarioProblem } from './problems';
import { scenarioProblem } from './problems';

const EDGE_SLACK_IN = 1e-9;
const fmt = (n: number): string => String(Math.round(n * 100) / 100);

function offTableProblems(i: number, x: number, y: number, b: Bounds, widthIn: number, depthIn: number): ScenarioProblem[] {
  const out: ScenarioProblem[] = [];
  const low = (axis: 'x' | 'y', value: number, reach: number, edge: string) => {
    if (reach >= -EDGE_SLACK_IN) return;
    out.push(scenarioProblem(`figures[${i}].${axis}`, 'offTable',
      `${value} is off the table: the base reaches ${fmt(reach)}″, past the ${edge} edge (0″)`,
      { value, edge, limit: 0, reachIn: reach }));
  };
  const high = (axis: 'x' | 'y', value: number, reach: number, limit: number, edge: string, size: string) => {
    if (reach <= limit + EDGE_SLACK_IN) return;
    out.push(scenarioProblem(`figures[${i}].${axis}`, 'offTable',
      `${value} is off the ${limit}″ table: the base reaches ${fmt(reach)}″, past the ${edge} edge (the table is ${limit}″ ${size})`,
      { value, edge, limit, reachIn: reach }));
  };
  low('x', x, b.minX, 'west');
  high('x', x, b.maxX, widthIn, 'east', 'wide');
  low('y', y, b.minY, 'north');
  high('y', y, b.maxY, depthIn, 'south', 'deep');
  return out;
}

export function checkFigurePlacementProblems(scenario: Scenario): ScenarioProblem[] {
  const { figures, terrain, table } = scenario;
  const fps = figures.map((f) => figureFootprint(f));
  const bounds = fps.map(footprintBounds);
  const elevations = figures.map((f) => standingElevationIn(scenario, f.standsOn));
  const perFigure: ScenarioProblem[][] = figures.map(() => []);
  const pieceBounds = terrain.map((t) => polygonBounds(t.footprint));
  const apart = (a: Bounds, b: Bounds) => a.maxX < b.minX || b.maxX < a.minX || a.maxY < b.minY || b.maxY < a.minY;

  figures.forEach((f, i) => {
    const b = bounds[i] as Bounds;
    perFigure[i]?.push(...offTableProblems(i, f.x, f.y, b, table.widthIn, table.depthIn));
    terrain.forEach((piece, k) => {
      if (apart(b, pieceBounds[k] as Bounds)) return;
      if (!pieceBlocksFigureAt(piece, elevations[i] ?? 0, f.standsOn)) return;
      if (!footprintIntersectsPolygon(fps[i]!, piece.footprint)) return;
      const pieceName = piece.name ?? piece.id;
      perFigure[i]?.push(scenarioProblem(`figures[${i}]`, 'insideImpassable',
        `"${f.name}" (${f.id}) stands inside "${pieceName}" (${piece.id}), which is impassable`, { pieceId: piece.id, pieceName }));
    });
  });

  // Sweep over the bases sorted by west edge: only bases whose x-extents meet are compared.
  const order = figures.map((_, i) => i).sort((a, b) => (bounds[a] as Bounds).minX - (bounds[b] as Bounds).minX);
  const pairs: [number, number][] = [];
  for (let s = 0; s < order.length; s++) {
    const i = order[s] as number;
    const bi = bounds[i] as Bounds;
    for (let t = s + 1; t < order.length; t++) {
      const j = order[t] as number;
      const bj = bounds[j] as Bounds;
      if (bj.minX > bi.maxX) break;
      if (bj.minY > bi.maxY || bi.minY > bj.maxY) continue;
      if (!elevationsShareLevel(elevations[i] ?? 0, elevations[j] ?? 0)) continue;
      if (footprintsOverlap(fps[i]!, fps[j]!)) pairs.push(i < j ? [i, j] : [j, i]);
    }
  }
  pairs.sort((p, q) => p[1] - q[1] || p[0] - q[0]);
  for (const [first, later] of pairs) {
    const a = figures[first]!;
    const b = figures[later]!;
    perFigure[later]?.push(scenarioProblem(`figures[${later}]`, 'overlapsFigure',
      `"${b.name}" (${b.id}) overlaps "${a.name}" (${a.id}, figures[${first}])`,
      { figureId: a.id, figureName: a.name, otherPath: `figures[${first}]` }));
  }
  return perFigure.flat();
}
