/**
 * Cross-field checks of ids and references: ids unique within sides, terrain and figures; each
 * figure's side exists; the piece it stands on exists, can be stood on and is under its base centre.
 */
import { polygonContainsPoint } from '../geometry/polygon';
import type { Figure, Side } from '../engine/model';
import type { TerrainPiece } from '../los/terrain';
import type { ScenarioProblem } from './problems';
import { scenarioProblem } from './problems';

function duplicateIds(list: 'sides' | 'terrain' | 'figures', items: readonly { readonly id: string }[]): ScenarioProblem[] {
  const firstIndex = new Map<string, number>();
  const problems: ScenarioProblem[] = [];
  items.forEach((item, i) => {
    const first = firstIndex.get(item.id);
    if (first === undefined) {
      firstIndex.set(item.id, i);
      return;
    }
    const firstPath = `${list}[${first}]`;
    problems.push(scenarioProblem(`${list}[${i}].id`, 'duplicateId', `"${item.id}" is already the id of ${firstPath}`, { id: item.id, firstPath }));
  });
  return problems;
}

export function referenceProblems(sides: readonly Side[], terrain: readonly TerrainPiece[], figures: readonly Figure[]): ScenarioProblem[] {
  const problems = [...duplicateIds('sides', sides), ...duplicateIds('terrain', terrain), ...duplicateIds('figures', figures)];
  const sideIds = new Set(sides.map((s) => s.id));
  const pieces = new Map<string, TerrainPiece>();
  for (const piece of terrain) if (!pieces.has(piece.id)) pieces.set(piece.id, piece);

  figures.forEach((f, i) => {
    if (!sideIds.has(f.side)) {
      const known = sides.map((s) => s.id).join(', ');
      problems.push(scenarioProblem(`figures[${i}].side`, 'unknownSide', `"${f.side}" is not one of the sides (${known})`, { id: f.side }));
    }
    if (f.standsOn === null) return;
    const path = `figures[${i}].standsOn`;
    const piece = pieces.get(f.standsOn);
    if (piece === undefined) {
      problems.push(scenarioProblem(path, 'unknownPiece', `there is no terrain piece "${f.standsOn}"`, { id: f.standsOn }));
    } else if (!piece.standableTop) {
      problems.push(scenarioProblem(path, 'notStandable', `"${f.standsOn}" (${piece.kind}) has no top to stand on (standableTop is false)`, { id: f.standsOn }));
    } else if (!polygonContainsPoint(piece.footprint, { x: f.x, y: f.y })) {
      problems.push(scenarioProblem(path, 'notOverPiece', `the base centre (${f.x}, ${f.y}) is not over "${f.standsOn}"`, { id: f.standsOn }));
    }
  });
  return problems;
}
