import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { figureFootprint } from '../../../engine/figureGeometry';
import type { Manoeuvre } from '../../../engine/manoeuvre';
import { unitMoveAction } from '../../../engine/manoeuvre';
import { turnedAbout } from '../../../engine/manoeuvreUnit';
import type { Scenario, Unit } from '../../../engine/model';
import { withinReach } from '../../../engine/unitReach';
import { trayCorners, unitGeometry } from '../../../engine/unitGeometry';
import { footprintIntersectsPolygon } from '../../../geometry/footprintIntersectsPolygon';
import type { TerrainPiece } from '../../../los/terrain';
import { battlesystemRuleset } from '../bsRuleset';
import { bsPieceStateOf } from '../flow/bsTypes';
import { atStep, bsGame } from '../testing/bsTestGame';
import { wheelStretches } from './difficultAlongWheel';

/**
 * A thicket ahead and to the left of the pikes (front edge x 10..14 at y 30, facing north): a wheel
 * on the left corner swings the right of the line into it; a wheel on the right corner stays clear.
 */
const thicket: TerrainPiece = {
  id: 'thicket', kind: 'woods', name: 'Thicket', footprint: [{ x: 8, y: 24 }, { x: 11, y: 24 }, { x: 11, y: 26.5 }, { x: 8, y: 26.5 }],
  elevationIn: 0, heightIn: 3, cover: 'soft', inTheWay: null, difficult: true, impassable: false, climbable: false,
  hasLadder: false, hasDoors: false, sight: 'area', standableTop: false, slope: false,
};
const withThicket = (options: Record<string, unknown> = {}) =>
  atStep(bsGame(undefined, options), 'firstMove', 'red').setUp((s) => ({ ...s, scenario: { ...s.scenario, terrain: [...s.scenario.terrain, thicket] } }));
const pikesOf = (scenario: Scenario): Unit => scenario.units!.find((u) => u.id === 'pikes')!;

/** MV a wheel costs by brute force: the outer corner's travel in fine steps, double where any member overlaps difficult ground. */
function bruteWheelCostIn(scenario: Scenario, corner: 'left' | 'right', angleDeg: number): number {
  const unit = pikesOf(scenario);
  const tray = unitGeometry(unit, scenario.figures)!.tray;
  const c = trayCorners(tray);
  const pivot = corner === 'left' ? c.frontLeft : c.frontRight;
  const sign = corner === 'left' ? -1 : 1;
  const members = scenario.figures.filter((f) => unit.memberIds.includes(f.id));
  const difficult = scenario.terrain.filter((t) => t.difficult);
  const travelIn = tray.widthIn * angleDeg * Math.PI / 180;
  const n = 3000;
  let cost = 0;
  for (let i = 0; i < n; i++) {
    const deg = sign * angleDeg * (i + 0.5) / n;
    const inside = members.some((f) => difficult.some((t) => footprintIntersectsPolygon(figureFootprint({ ...f, facingDeg: f.facingDeg + deg }, turnedAbout(f, pivot, deg)), t.footprint)));
    cost += (travelIn / n) * (inside ? 2 : 1);
  }
  return cost;
}

describe('difficult ground along a wheel (BS-GAP-04)', () => {
  it('BS-GAP-04: a wheel into a thicket pays double only for the outer corner\'s travel while a member is in it', () => {
    const g = withThicket();
    const unit = pikesOf(g.state.scenario);
    const left = wheelStretches(g.state.scenario, unit, 'left', 6);
    expect(left.length).toBeGreaterThan(0);
    // The line starts clear: the stretch begins part-way round.
    expect(left[0]![0]).toBeGreaterThan(2);
    expect(wheelStretches(g.state.scenario, unit, 'right', 6)).toEqual([]);
    for (const angleDeg of [30, 60, 75, 80, 85]) {
      const brute = bruteWheelCostIn(g.state.scenario, 'left', angleDeg);
      const h = withThicket();
      h.act(unitMoveAction(unit, { kind: 'wheel', corner: 'left', angleDeg }));
      if (brute <= 6) {
        expect(h.refusal).toBeNull();
        expect(bsPieceStateOf(h.state, 'pikes').usedIn).toBeCloseTo(brute, 2);
      } else {
        expect(h.refusal?.reasonKey).toBe('battlesystem.wheelTooFar');
        expect(h.refusal?.params?.difficult).toBe(1);
      }
    }
    // The same wheel on the right corner stays clear and costs its arc.
    const r = withThicket();
    r.act(unitMoveAction(unit, { kind: 'wheel', corner: 'right', angleDeg: 80 }));
    expect(r.refusal).toBeNull();
    expect(bsPieceStateOf(r.state, 'pikes').usedIn).toBeCloseTo(4 * 80 * Math.PI / 180, 9);
  });

  it('BS-GAP-04: the board\'s wheel reach is each corner\'s own: shorter on the side of the thicket, and what check allows', () => {
    const g = withThicket();
    const reach = battlesystemRuleset.unitReach!(g.state, 'pikes', 'wheel')!;
    expect(reach.kind).toBe('wheel');
    if (reach.kind !== 'wheel') return;
    expect(reach.right.allowanceIn).toBeCloseTo(6, 9);
    expect(reach.left.allowanceIn).toBeLessThan(6 - 0.1);
    expect(reach.left.maxAngleDeg).toBeLessThan(reach.right.maxAngleDeg);
    fc.assert(fc.property(fc.double({ min: 1, max: 90, noNaN: true }), fc.constantFrom('left' as const, 'right' as const), (angleDeg, corner) => {
      const w: Manoeuvre = { kind: 'wheel', corner, angleDeg };
      expect(battlesystemRuleset.check(g.state, unitMoveAction(pikesOf(g.state.scenario), w)) === null).toBe(withinReach(reach, w));
    }), { numRuns: 80 });
  });

  it('BS-GAP-04: games saved under `advancePath` price a wheel by where it starts (clear of the thicket: its arc only)', () => {
    const g = withThicket({ difficultAlong: 'advancePath' });
    g.act(unitMoveAction(pikesOf(g.state.scenario), { kind: 'wheel', corner: 'left', angleDeg: 85 }));
    expect(g.refusal).toBeNull();
    expect(bsPieceStateOf(g.state, 'pikes').usedIn).toBeCloseTo(4 * 85 * Math.PI / 180, 9);
  });
});
