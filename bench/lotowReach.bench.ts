/**
 * LOTOW movement: the reach area of a 12″ mover on the demo table (public/scenarios/demo-town.json),
 * the budget being ≤ 1 ms median. Run with `npm run bench`.
 *
 * Movers: Jack Callahan on foot with a 12″ move (he may jump the stone wall south of him, the
 * trough and the fences; the saloon and the wall shadow his area), and Mad Dog on an Appaloosa
 * (12″; horse rules: ×4 in scrub, horse jumps, no ladders). Each timing is `lotowMovementArea` on a
 * new game-state object, so the per-state cache misses and the whole area is computed — the cost
 * after every action; the per-terrain rasters (built once per base shape, timed apart below) stay
 * cached as in the app.
 *
 * Baseline in the same run: a textbook 8-neighbour Dijkstra over the same window and the same
 * blocked cells (octile steps, no rules, no tiers, no zones, one layer) — the grid search an area
 * could be made with, and whose distances are up to 8 % long. The ratio printed is baseline ÷ ours.
 */
import { afterAll, bench, describe } from 'vitest';
import { readFileSync } from 'node:fs';
import { measure } from './measure';
import type { Timing } from './measure';
import { newGame } from '../src/engine/replay';
import { makeLotowRuleset } from '../src/rules/lotow';
import type { LotowState } from '../src/rules/lotow/lotowTypes';
import { lotowMovementArea } from '../src/rules/lotow/movement/movementArea';
import { movementHandler } from '../src/rules/lotow/movement/movementHandler';
import * as grid from '../src/rules/lotow/movement/moveGrid';
import { moverShapeOf } from '../src/rules/lotow/movement/moverShape';
import { NodeHeap } from '../src/rules/lotow/movement/nodeHeap';
import { reachFieldOf } from '../src/rules/lotow/movement/reachField';
import * as staticField from '../src/rules/lotow/movement/staticField';
import { parseScenario } from '../src/scenario/parseScenario';

// Local copies: vitest turns reads of imported names into getter calls (the baseline must not pay them).
const { CELL_IN } = grid;
const { F_FREE, staticFieldOf } = staticField;

const raw = JSON.parse(readFileSync(new URL('../public/scenarios/demo-town.json', import.meta.url), 'utf8')) as { figures: { id: string; profile: Record<string, unknown> }[] };
for (const f of raw.figures) {
  if (f.id === 'jack') f.profile.moveIn = 12;
  if (f.id === 'mad-dog') f.profile.mount = 'appaloosa';
}
const parsed = parseScenario(raw);
if (!parsed.ok) throw new Error('bench scenario invalid');
const ruleset = makeLotowRuleset({ handlers: [movementHandler], onMovePhaseStart: [], afterAction: [], movementArea: lotowMovementArea });
const game = newGame(ruleset, parsed.scenario, {}, 7);
if (!game.ok) throw new Error('bench game invalid');
const state: LotowState = game.state;
const MOVERS = ['jack', 'mad-dog'] as const;

/** The per-terrain rasters, first build (a fresh copy of the terrain list each time). */
function buildRasters(id: string): void {
  const figure = state.scenario.figures.find((f) => f.id === id)!;
  staticFieldOf([...state.scenario.terrain], 48, 48, moverShapeOf(figure), 0.5);
}

/** The baseline: an 8-neighbour Dijkstra over the same window and blocked cells, to 12″. */
function gridDijkstra(id: string): Float64Array {
  const f = reachFieldOf(state, id)!;
  const { cols, rows, W } = f;
  const dist = new Float64Array(W).fill(Infinity);
  const heap = new NodeHeap(1024);
  const start = f.startCell % W;
  dist[start] = 0;
  heap.push(0, start);
  const steps = [[1, 0, 1], [-1, 0, 1], [0, 1, 1], [0, -1, 1], [1, 1, Math.SQRT2], [1, -1, Math.SQRT2], [-1, 1, Math.SQRT2], [-1, -1, Math.SQRT2]] as const;
  while (heap.size > 0) {
    const key = heap.topKey();
    const c = heap.pop();
    if (key > dist[c]!) continue;
    const col = c % cols;
    const row = (c / cols) | 0;
    for (const [dc, dr, len] of steps) {
      const nc = col + dc;
      const nr = row + dr;
      if (nc < 0 || nr < 0 || nc >= cols || nr >= rows) continue;
      const n = nr * cols + nc;
      if ((f.flags[n]! & F_FREE) === 0) continue;
      const d = key + len * CELL_IN * f.factor[n]!;
      if (d < dist[n]! && d <= 12) { dist[n] = d; heap.push(d, n); }
    }
  }
  return dist;
}

describe('reach area of a 12″ mover on the demo table', () => {
  for (const id of MOVERS) {
    bench(`baseline: 8-neighbour grid Dijkstra (${id})`, () => { gridDijkstra(id); });
    bench(`lotowMovementArea (${id})`, () => { lotowMovementArea({ ...state }, id); });
  }
});

afterAll(() => {
  const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(2) : x.toFixed(3));
  const rows: [string, Timing, string][] = [];
  for (const id of MOVERS) {
    const base = measure(() => gridDijkstra(id), 30, 600);
    const ours = measure(() => lotowMovementArea({ ...state }, id), 30, 600);
    rows.push([`baseline: 8-neighbour grid Dijkstra (${id})`, base, '']);
    rows.push([`lotowMovementArea, 12″ (${id})`, ours, `budget 1 ms; ratio ${(base.median / ours.median).toFixed(2)}`]);
    rows.push([`per-terrain rasters, first build (${id}'s base)`, measure(() => buildRasters(id), 5, 300), 'once per terrain and base shape']);
  }
  const area = lotowMovementArea(state, 'jack')!;
  console.log([
    `lotow reach (demo table 48″, cell ${CELL_IN}″, window ${area.cols}×${area.rows}; median and p95 by performance.now())`,
    `${'case'.padEnd(52)} ${'median ms'.padStart(9)} ${'p95 ms'.padStart(9)} ${'runs'.padStart(6)}`,
    ...rows.map(([name, t, note]) => `${name.padEnd(52)} ${ms(t.median).padStart(9)} ${ms(t.p95).padStart(9)} ${String(t.runs).padStart(6)}  ${note}`),
  ].join('\n'));
});
