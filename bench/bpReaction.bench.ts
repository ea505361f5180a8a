/**
 * Black-powder reaction fire (issue 15's figure): choosing the point of a reaction needs the path's
 * visibility from a shooter, sampled at least every 1 cm along a 30 cm move, in at most 2 ms
 * median on the scenario's table. Run with `npm run bench`; only this file:
 * `npx vitest bench --run bench/bpReaction.bench.ts`.
 *
 * The table is built here like the catalog's 1870 scenario (a farm at a village edge), 120 × 90 cm
 * at 28 mm: a road (no sight effect), a house (15 × 10 cm, 8 cm high), a walled garden (30 × 25 cm,
 * walls 1 cm thick and 3 cm high, a gate), three hedges 2.2 cm high (level 2: a standing eye at
 * 2.54 cm sees over them), a paddock fence, a wood (an area, 10 cm high), and 22 figures: a Group of
 * six and three lone fighters a side, two riders a side. The mover, a Zouave, runs 30 cm along the
 * road and turns towards the hedges (two legs: 31 samples); the shooters are a Prussian behind the
 * hedge (sees over it most of the way) and one in the edge of the wood.
 *
 * Timed: `pathVisibility` (31 samples, each with the mover placed in the scene, line of sight,
 * edge distance and range band, then the runs) on the table's scene as the game holds it (built
 * once per scenario, memoised; its first build is timed apart). Baseline in the same run: the same
 * number (31) of plain `lineOfSight` queries, shooter to mover where it stands, same scene and
 * options — what the answer would cost if nothing but sight were asked. The ratio printed is
 * baseline ÷ ours (below 1: ours does that work and more). For the record, the same queries with the
 * mover's stand-in swapped into the scene at each sample (`losSceneWithFigure`, O(figures)), which
 * is most of what ours adds. Also `reactionOpportunity` for the
 * Prussian side (BP-REACT-1: the check before the prompt). Benchmarks are not tests: nothing here
 * asserts a time.
 */
import { afterAll, bench, describe } from 'vitest';
import { measure } from './measure';
import type { Timing } from './measure';
import { losFigureOf, losSceneOf, tableLosScene } from '../src/engine/losScene';
import type { Figure, Scenario } from '../src/engine/model';
import { figure, testScenario } from '../src/engine/testScenario';
import type { Vec2 } from '../src/geometry/point';
import { cmToInches } from '../src/geometry/units';
import { lineOfSight } from '../src/los/lineOfSight';
import { DEFAULT_LOS_SAMPLING } from '../src/los/losSamples';
import { losSceneWithFigure } from '../src/los/losScene';
import type { TerrainPiece } from '../src/los/terrain';
import { pathSamples } from '../src/rules/blackpowder/reaction/pathSamples';
import { pathVisibility } from '../src/rules/blackpowder/reaction/pathVisibility';
import type { PathVisibilityQuery } from '../src/rules/blackpowder/reaction/pathVisibility';
import { reactionOpportunity } from '../src/rules/blackpowder/reaction/reactionOpportunity';

const cm = (n: number): number => cmToInches(n);
const box = (x: number, y: number, w: number, d: number): Vec2[] => [
  { x: cm(x), y: cm(y) }, { x: cm(x + w), y: cm(y) }, { x: cm(x + w), y: cm(y + d) }, { x: cm(x), y: cm(y + d) },
];
const piece = (p: Partial<TerrainPiece> & Pick<TerrainPiece, 'id' | 'kind' | 'footprint' | 'heightIn'>): TerrainPiece => ({
  elevationIn: 0, cover: 'none', inTheWay: null, difficult: false, impassable: false, climbable: false,
  hasLadder: false, hasDoors: false, sight: 'solid', standableTop: false, slope: false, ...p,
});

const wall = (id: string, x: number, y: number, w: number, d: number) => piece({ id, kind: 'wall', footprint: box(x, y, w, d), heightIn: cm(3), cover: 'hard', climbable: true });
const hedge = (id: string, x: number, y: number, w: number, d: number) => piece({ id, kind: 'hedge', footprint: box(x, y, w, d), heightIn: cm(2.2), cover: 'soft' });
const fence = (id: string, x: number, y: number, w: number, d: number) => piece({ id, kind: 'fence', footprint: box(x, y, w, d), heightIn: cm(2), cover: 'soft' });

const terrain: TerrainPiece[] = [
  piece({ id: 'road', kind: 'road', footprint: box(0, 40, 120, 8), heightIn: 0, sight: 'none' }),
  piece({ id: 'house', kind: 'building', footprint: box(20, 52, 15, 10), heightIn: cm(8), cover: 'hard', impassable: true }),
  wall('garden-s-w', 38, 52, 12, 1), wall('garden-s-e', 55, 52, 13, 1), wall('garden-n', 38, 76, 30, 1),
  wall('garden-w', 38, 53, 1, 23), wall('garden-e', 67, 53, 1, 23),
  hedge('hedge-w', 10, 30, 40, 1.5), hedge('hedge-e', 60, 30, 40, 1.5), hedge('hedge-n', 85, 50, 1.5, 35),
  fence('paddock-s', 90, 55, 20, 0.4), fence('paddock-n', 90, 75, 20, 0.4), fence('paddock-w', 90, 55, 0.4, 20), fence('paddock-e', 109.6, 55, 0.4, 20),
  piece({
    id: 'wood', kind: 'woods', heightIn: cm(10), cover: 'hard', difficult: true, sight: 'area',
    footprint: [{ x: cm(80), y: cm(6) }, { x: cm(112), y: cm(4) }, { x: cm(116), y: cm(20) }, { x: cm(104), y: cm(28) }, { x: cm(84), y: cm(26) }],
  }),
];

const fighter = (id: string, side: string, x: number, y: number, extra: Partial<Figure> = {}): Figure =>
  figure({ id, side, x: cm(x), y: cm(y), profile: { sd: '1/2/3' }, ...extra });
const rider = (id: string, side: string, x: number, y: number): Figure =>
  fighter(id, side, x, y, { mounted: true, base: { shape: 'rect', widthMm: 25, lengthMm: 50 }, profile: { sd: '2/3/4', cavalry: true, weapon: 'smoothbore' } });

const prussianGroup = [0, 1, 2, 3, 4, 5].map((i) => fighter(`p-g${i}`, 'p', 22 + 4 * i, 26));
const zouaveGroup = [0, 1, 2, 3, 4, 5].map((i) => fighter(`z-g${i}`, 'z', 43 + 4 * (i % 3), 62 + 5 * Math.floor(i / 3)));
const figures: Figure[] = [
  ...prussianGroup, fighter('p-wood', 'p', 86, 18), fighter('p-lone2', 'p', 70, 20), fighter('p-lone3', 'p', 12, 22),
  rider('p-r1', 'p', 60, 12), rider('p-r2', 'p', 66, 12),
  ...zouaveGroup, fighter('z-run', 'z', 8, 44), fighter('z-lone2', 'z', 15, 58), fighter('z-lone3', 'z', 30, 70),
  rider('z-r1', 'z', 100, 82), rider('z-r2', 'z', 110, 82),
];
const scenario: Scenario = {
  ...testScenario, id: 'bp-1870-bench', name: '1870 farm edge (bench)', ruleset: 'blackpowder', table: { widthIn: cm(120), depthIn: cm(90) },
  terrain, figures, sides: [{ id: 'p', name: 'Prussians', color: '#222222' }, { id: 'z', name: 'Zouaves', color: '#1d3f9a' }],
};

const mover = figures.find((f) => f.id === 'z-run')!;
// 18 cm east along the road, then 12 cm towards the hedges: 30 cm in two legs.
const start = { x: mover.x, y: mover.y };
const path = [{ x: cm(26), y: cm(44) }, { x: cm(26 + 9.6), y: cm(44 - 7.2) }];
const SAMPLES = pathSamples(start, path).length;
const SHOOTERS = ['p-g2', 'p-wood'] as const;
const byId = (id: string): Figure => figures.find((f) => f.id === id)!;
const query = (shooterId: string): PathVisibilityQuery => ({ scenario, shooter: byId(shooterId), mover, start, path, weapon: 'rifledMusket' });

const scene = tableLosScene(scenario, DEFAULT_LOS_SAMPLING);
/** The baseline: as many plain sight queries as the path has samples, the mover where it stands. */
function plainSees(shooterId: string): number {
  let seen = 0;
  for (let i = 0; i < SAMPLES; i++) if (lineOfSight(scene, shooterId, mover.id, { withRays: false, withCrossings: false }).visible) seen++;
  return seen;
}
const standIns = pathSamples(start, path).map((s) => losFigureOf(scenario, { ...mover, x: s.at.x, y: s.at.y }));
/** For the record: the mover's stand-in swapped into the scene at each sample, then sight alone (SBH's charge check). */
function standInSees(shooterId: string): number {
  let seen = 0;
  for (const f of standIns) if (lineOfSight(losSceneWithFigure(scene, f), shooterId, mover.id, { withRays: false, withCrossings: false }).visible) seen++;
  return seen;
}
const prussians = figures.filter((f) => f.side === 'p');
const opportunity = () => reactionOpportunity({
  scenario, moves: [{ mover, start, path }], apLeft: 4, triedIds: [], loadedIds: prussians.map((f) => f.id),
  reactors: [{ actorId: 'p-group', figureIds: prussianGroup.map((f) => f.id) }, ...prussians.filter((f) => !f.id.startsWith('p-g')).map((f) => ({ actorId: f.id, figureIds: [f.id] }))],
});

describe('black-powder reaction: path visibility of a 30 cm move, 1 cm samples, 1870 table', () => {
  for (const id of SHOOTERS) {
    bench(`baseline: ${SAMPLES} plain lineOfSight (${id})`, () => { plainSees(id); });
    bench(`pathVisibility (${id})`, () => { pathVisibility(query(id)); });
  }
  bench('reactionOpportunity (Prussian side)', () => { opportunity(); });
});

afterAll(() => {
  const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(2) : x.toFixed(3));
  const rows: [string, Timing, string][] = [];
  for (const id of SHOOTERS) {
    const base = measure(() => plainSees(id), 50, 600);
    const ours = measure(() => pathVisibility(query(id)), 50, 600);
    const v = pathVisibility(query(id));
    const runs = v.fireRuns.map((r) => `${(r.fromIn * 2.54).toFixed(0)}–${(r.toIn * 2.54).toFixed(0)} cm`).join(', ') || 'none';
    rows.push([`baseline: ${SAMPLES} plain lineOfSight (${id})`, base, '']);
    rows.push([`stand-in per sample + lineOfSight (${id})`, measure(() => standInSees(id), 50, 600), 'the scene swap is most of the extra']);
    rows.push([`pathVisibility, 30 cm / 1 cm (${id})`, ours, `budget 2 ms; ratio ${(base.median / ours.median).toFixed(2)}; fire runs ${runs}`]);
  }
  rows.push(['reactionOpportunity (9 Prussian reactors)', measure(opportunity, 50, 600), `possible: ${opportunity().possible}`]);
  rows.push(['LOS scene of the table, first build', measure(() => losSceneOf(scenario), 20, 300), 'once per table (memoised)']);
  console.log([
    `bp reaction (1870 table 120×90 cm, ${terrain.length} pieces, ${figures.length} figures, ${SAMPLES} samples; median and p95 by performance.now())`,
    `${'case'.padEnd(46)} ${'median ms'.padStart(9)} ${'p95 ms'.padStart(9)} ${'runs'.padStart(6)}`,
    ...rows.map(([name, t, note]) => `${name.padEnd(46)} ${ms(t.median).padStart(9)} ${ms(t.p95).padStart(9)} ${String(t.runs).padStart(6)}  ${note}`),
  ].join('\n'));
});
