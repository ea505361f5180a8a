/**
 * Issue 13, bug 9 (residual), as a property: random drops over stacked surfaces — the street under
 * Dust Creek's balcony and its ladder, a balcony over a platform — from random starts on either
 * surface. For every point of a shaded cell, the surface the area promises there (`destinationSurface`,
 * the board's choice: ghost, readout, drop) is the highest that reaches the cell, `check` accepts the
 * drop on it, and the applied move ends on it at its height — or, where the area shades a climb the
 * move cannot finish (after a test / part way), climbing on the way there, said so by the figure's status.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { figureElevationIn, standingElevationIn } from '../engine/figureGeometry';
import type { Figure, Scenario } from '../engine/model';
import { cellIndexAt, destinationSurface } from '../engine/movementArea';
import { surfaceAt } from '../engine/placement';
import { REACH } from '../engine/ruleset';
import { terrainTopIn } from '../los/terrain';
import { parseScenarioText } from './parseScenario';
import { lotowFigureStatus } from '../rules/lotow/lotowFigureStatus';
import { lotowDriver } from '../rules/lotow/movement/testing/lotowDriver';
import { level, man, piece, rect, table } from '../rules/lotow/movement/testing/movementScenarios';

const parsed = parseScenarioText(readFileSync('public/scenarios/demo-town.json', 'utf8'));
if (!parsed.ok) throw new Error('the demo must parse');
const demo = parsed.scenario;

interface Scene {
  readonly name: string;
  /** The scenario with the mover `m` at (x, y) on `standsOn`, Move `moveIn`. */
  readonly at: (x: number, y: number, standsOn: string | null, moveIn: number) => Scenario;
  /** Starts: boxes (x, y, w, h) on a surface. */
  readonly starts: readonly { readonly box: readonly [number, number, number, number]; readonly standsOn: string | null }[];
  /** Where the surfaces are stacked: drops are drawn from the cells inside this box. */
  readonly stacked: readonly [number, number, number, number];
}

/** Dust Creek: Doc put somewhere about Cole House's ladder (the street, or the balcony itself). */
const dustCreek: Scene = {
  name: 'Dust Creek balcony and ladder',
  at: (x, y, standsOn, moveIn) => ({
    ...demo,
    figures: demo.figures.filter((f) => f.id !== 'ellie').map((f) => (f.id === 'doc' ? { ...f, id: 'm', x, y, standsOn, profile: { ...f.profile, moveIn } } as Figure : f)),
  }),
  // By the ladder's foot (x 34.1–34.5, y 33.6–34.4), farther out in the street, and on the balcony.
  starts: [{ box: [31.5, 32, 2.5, 4], standsOn: null }, { box: [28, 28, 5, 9], standsOn: null }, { box: [34.9, 29.4, 0.7, 5.2], standsOn: 'cole-balcony' }],
  stacked: [34.5, 29, 1.5, 6],
};

const balconyOverPlatform: Scene = {
  name: 'a balcony over a platform',
  at: (x, y, standsOn, moveIn) => table([
    piece({ id: 'balcony', kind: 'balcony', name: 'Balcony', footprint: rect(12, 8, 4, 8), elevationIn: 1.8, heightIn: 0.2, standableTop: true }),
    level('platform', 10, 8, 6, 8, 0.5),
  ], [man('m', x, y, { standsOn, profile: { moveIn } })]),
  starts: [{ box: [12.6, 8.6, 2.8, 6.8], standsOn: 'balcony' }, { box: [10.6, 8.6, 1, 6.8], standsOn: 'platform' }, { box: [6, 8, 3, 8], standsOn: null }],
  stacked: [10, 8, 6, 8],
};

const u = fc.double({ min: 0, max: 1, noNaN: true });
const drop = fc.record({ start: fc.nat(), sx: u, sy: u, moveIn: fc.integer({ min: 4, max: 10 }), cell: fc.nat(), dx: u, dy: u });

function stackedProperty(scene: Scene) {
  return fc.property(drop, ({ start, sx, sy, moveIn, cell, dx, dy }) => {
    const st = scene.starts[start % scene.starts.length]!;
    const [bx, by, bw, bh] = st.box;
    const scenario = scene.at(bx + sx * bw, by + sy * bh, st.standsOn, moveIn);
    const d = lotowDriver(scenario);
    const area = d.area('m');
    if (area === null) return;
    // The cells of the area inside the stacked box that some layer reaches.
    const [kx, ky, kw, kh] = scene.stacked;
    const cells: number[] = [];
    for (let i = 0; i < area.cols * area.rows; i++) {
      const x = area.originXIn + ((i % area.cols) + 0.5) * area.cellIn;
      const y = area.originYIn + (Math.floor(i / area.cols) + 0.5) * area.cellIn;
      if (x < kx || x > kx + kw || y < ky || y > ky + kh) continue;
      if (area.layers.some((l) => l.tiers[i] !== REACH.none)) cells.push(i);
    }
    if (cells.length === 0) return;
    const i = cells[cell % cells.length]!;
    // Any point of the cell (not its centre): every drop in a shaded cell is accepted.
    const p = {
      x: area.originXIn + ((i % area.cols) + 0.02 + 0.96 * dx) * area.cellIn,
      y: area.originYIn + (Math.floor(i / area.cols) + 0.02 + 0.96 * dy) * area.cellIn,
    };
    expect(cellIndexAt(area, p)).toBe(i);
    const mover = d.figure('m');
    const surface = destinationSurface(area, p, surfaceAt(d.state.scenario, mover, p));
    const layer = area.layers.find((l) => l.surfaceId === surface)!;
    const tier = layer.tiers[i]!;
    const top = (id: string | null) => standingElevationIn(d.state.scenario, id);
    // The promise: the highest surface that reaches the cell.
    for (const l of area.layers) if (l.tiers[i] !== REACH.none) expect(top(l.surfaceId), `${l.surfaceId} over ${surface}`).toBeLessThanOrEqual(top(surface) + 1e-9);
    const where = `${scene.name}: from (${mover.x.toFixed(3)}, ${mover.y.toFixed(3)}) on ${mover.standsOn}, Move ${moveIn}, to (${p.x.toFixed(3)}, ${p.y.toFixed(3)}) on ${surface}, tier ${tier}`;
    expect(d.check('m', [p], { standsOn: surface }), where).toBeNull();
    d.move('m', [p], { standsOn: surface }).dice(...new Array<number>(12).fill(6));
    expect(d.refusal, where).toBeNull();
    const after = d.figure('m');
    const climbing = d.fig('m').climbing;
    if (tier === REACH.afterTest && climbing !== null) {
      // Part way up (or down): on the way, at the height of where it climbs from, and its status says so.
      expect(after.standsOn, where).not.toBe(surface);
      expect(lotowFigureStatus(d.state, 'm').some((l) => l.labelKey === 'lotow.status.climbing' || l.labelKey === 'lotow.status.climbingDown'), where).toBe(true);
      return;
    }
    expect(after.standsOn, where).toBe(surface);
    expect(figureElevationIn(d.state.scenario, after), where).toBeCloseTo(top(surface), 6);
    if (surface !== null) expect(terrainTopIn(d.state.scenario.terrain.find((t) => t.id === surface)!)).toBeCloseTo(top(surface), 9);
  });
}

describe('bug 9: a drop over stacked surfaces ends on the surface the area promises (property)', () => {
  it('LOTOW-CLIMB-4 LOTOW-FALL-1: Dust Creek, the street under the balcony and the balcony by its ladder', () => {
    fc.assert(stackedProperty(dustCreek), { numRuns: 100 });
  });

  it('LOTOW-FALL-1: a balcony over a platform, from either and from the table', () => {
    fc.assert(stackedProperty(balconyOverPlatform), { numRuns: 60 });
  });
});
