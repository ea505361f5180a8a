import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { moveAction } from '../../../engine/intents';
import type { Manoeuvre } from '../../../engine/manoeuvre';
import { unitMoveAction } from '../../../engine/manoeuvre';
import type { Unit } from '../../../engine/model';
import { withinReach } from '../../../engine/unitReach';
import { unitGeometry } from '../../../engine/unitGeometry';
import { battlesystemRuleset } from '../bsRuleset';
import { bsPieceStateOf } from '../flow/bsTypes';
import type { BsDriver } from '../testing/bsTestGame';
import { atStep, bsGame } from '../testing/bsTestGame';

const unit = (g: BsDriver, id: string): Unit => g.state.scenario.units!.find((u) => u.id === id)!;
const move = (g: BsDriver, id: string, m: Manoeuvre) => g.act(unitMoveAction(unit(g, id), m));
const used = (g: BsDriver, id: string) => bsPieceStateOf(g.state, id).usedIn;
const redMoves = () => atStep(bsGame(), 'firstMove', 'red');

describe('BATTLESYSTEM movement (BS-GAP-04)', () => {
  it('BS-GAP-04: an advance costs its length and several manoeuvres share one MV', () => {
    const g = redMoves();
    move(g, 'pikes', { kind: 'advance', distanceIn: 2 });
    expect(g.refusal).toBeNull();
    expect(used(g, 'pikes')).toBeCloseTo(2, 9);
    move(g, 'pikes', { kind: 'advance', distanceIn: 4 });
    expect(g.refusal).toBeNull();
    move(g, 'pikes', { kind: 'advance', distanceIn: 0.5 });
    expect(g.refusal?.reasonKey).toBe('battlesystem.tooFar');
    expect(g.refusal?.ruleId).toBe('BS-GAP-04');
  });

  it('BS-GAP-04: a wheel costs the distance the outer front corner travels', () => {
    const g = redMoves();
    move(g, 'pikes', { kind: 'wheel', corner: 'left', angleDeg: 45 });
    expect(g.refusal).toBeNull();
    // A 4″ frontage wheeled 45°: the outer corner's arc is 4 × π/4 = π.
    expect(used(g, 'pikes')).toBeCloseTo(Math.PI, 9);
    expect(unit(g, 'pikes').facingDeg).toBeCloseTo(315, 9);
    move(g, 'pikes', { kind: 'wheel', corner: 'right', angleDeg: 45 });
    expect(g.refusal?.reasonKey).toBe('battlesystem.wheelTooFar');
  });

  it('BS-GAP-04: a facing change costs half the MV; irregular units pay no formation costs', () => {
    const g = redMoves();
    move(g, 'pikes', { kind: 'turn', angleDeg: 90 });
    expect(g.refusal).toBeNull();
    expect(used(g, 'pikes')).toBeCloseTo(3, 9);
    move(g, 'skirm', { kind: 'turn', angleDeg: 180 });
    expect(g.refusal).toBeNull();
    expect(used(g, 'skirm')).toBe(0);
  });

  it('BS-GAP-04: a formation change takes the whole move, and only before any other', () => {
    const g = redMoves();
    move(g, 'pikes', { kind: 'reform', files: 2, ranks: 4 });
    expect(g.refusal).toBeNull();
    expect(unit(g, 'pikes').formation).toEqual({ kind: 'regular', files: 2, ranks: 4 });
    move(g, 'pikes', { kind: 'advance', distanceIn: 1 });
    expect(g.refusal?.reasonKey).toBe('battlesystem.reformedThisRound');
    const h = redMoves();
    move(h, 'pikes', { kind: 'advance', distanceIn: 1 });
    move(h, 'pikes', { kind: 'reform', files: 2, ranks: 4 });
    expect(h.refusal?.reasonKey).toBe('battlesystem.reformAfterMove');
  });

  it('BS-GAP-04: a unit starting in difficult terrain moves at half speed', () => {
    const g = redMoves().setUp((s) => ({
      ...s, scenario: { ...s.scenario, figures: s.scenario.figures.map((f) => (f.id.startsWith('skirm') ? { ...f, x: f.x, y: f.y - 19 } : f)) },
    }));
    const c = unitGeometry(unit(g, 'skirm'), g.state.scenario.figures)!.tray.centre;
    move(g, 'skirm', { kind: 'free', path: [{ x: c.x, y: c.y + 7 }] });
    expect(g.refusal?.reasonKey).toBe('battlesystem.tooFar');
    expect(g.refusal?.params?.difficult).toBe(1);
    move(g, 'skirm', { kind: 'free', path: [{ x: c.x, y: c.y + 5 }] });
    expect(g.refusal).toBeNull();
    expect(used(g, 'skirm')).toBeCloseTo(10, 9);
  });

  it('BS-GAP-04: in difficult terrain the reach the board shades is the option\'s fraction of MV, as check prices it', () => {
    // difficultFraction ¼: a manoeuvre started in the wood costs four times its length, not twice.
    const g = atStep(bsGame(undefined, { difficultFraction: 0.25 }), 'firstMove', 'red').setUp((s) => ({
      ...s, scenario: { ...s.scenario, figures: s.scenario.figures.map((f) => (f.id.startsWith('pikes') ? { ...f, x: f.x + 22, y: f.y - 19 } : f)) },
    }));
    const adv = battlesystemRuleset.unitReach!(g.state, 'pikes', 'advance')!;
    expect(adv.allowanceIn).toBeCloseTo(6 / 4, 9);
    fc.assert(fc.property(fc.double({ min: 0, max: 4, noNaN: true }), fc.integer({ min: 1, max: 90 }), (d, angleDeg) => {
      const a: Manoeuvre = { kind: 'advance', distanceIn: d };
      expect(battlesystemRuleset.check(g.state, unitMoveAction(unit(g, 'pikes'), a)) === null).toBe(withinReach(adv, a));
      const wheel = battlesystemRuleset.unitReach!(g.state, 'pikes', 'wheel')!;
      const w: Manoeuvre = { kind: 'wheel', corner: 'right', angleDeg };
      expect(battlesystemRuleset.check(g.state, unitMoveAction(unit(g, 'pikes'), w)) === null).toBe(withinReach(wheel, w));
    }), { numRuns: 60 });
  });

  it('BS-GAP-04: an advance into a wood pays double only for the inches where a member is in it; the shaded reach is where the MV runs out', () => {
    // A 2″-deep copse 2″ ahead of the pikes (front edge y 30, two 1″ ranks): a member overlaps it for s in (2, 6).
    const copse = { id: 'copse', kind: 'woods', name: 'Copse', footprint: [{ x: 8, y: 26 }, { x: 16, y: 26 }, { x: 16, y: 28 }, { x: 8, y: 28 }], elevationIn: 0, heightIn: 3, cover: 'soft', inTheWay: null, difficult: true, impassable: false, climbable: false, hasLadder: false, hasDoors: false, sight: 'area', standableTop: false, slope: false } as const;
    const inCopse = (options: Record<string, unknown> = {}) => atStep(bsGame(undefined, options), 'firstMove', 'red').setUp((s) => ({ ...s, scenario: { ...s.scenario, terrain: [...s.scenario.terrain, copse] } }));
    const g = inCopse();
    const check = (d: number) => battlesystemRuleset.check(g.state, unitMoveAction(unit(g, 'pikes'), { kind: 'advance', distanceIn: d }));
    // 6″ of MV: 2″ clear, then 2″ in the copse at 2″ each.
    const adv = battlesystemRuleset.unitReach!(g.state, 'pikes', 'advance')!;
    expect(adv.allowanceIn).toBeCloseTo(4, 1);
    expect(check(4 - 0.05)).toBeNull();
    expect(check(4.1)?.reasonKey).toBe('battlesystem.tooFar');
    expect(check(4.1)?.params?.difficult).toBe(1);
    fc.assert(fc.property(fc.double({ min: 0, max: 6, noNaN: true }), (d) => {
      const a: Manoeuvre = { kind: 'advance', distanceIn: d };
      expect(check(d) === null).toBe(withinReach(adv, a));
    }), { numRuns: 80 });
    move(g, 'pikes', { kind: 'advance', distanceIn: 3 });
    expect(g.refusal).toBeNull();
    expect(used(g, 'pikes')).toBeCloseTo(4, 1);
    // In saves from before the option, a manoeuvre started clear of the wood paid its length only.
    const legacy = inCopse({ difficultAlong: 'manoeuvreStart' });
    move(legacy, 'pikes', { kind: 'advance', distanceIn: 5 });
    expect(legacy.refusal).toBeNull();
    expect(used(legacy, 'pikes')).toBeCloseTo(5, 9);
  });

  it('BS-GAP-04: a regular unit does not drift sideways; the drag slides it along its facing', () => {
    const g = redMoves();
    const drifting = unitMoveAction(unit(g, 'pikes'), { kind: 'advance', distanceIn: 2, driftIn: 0.7 });
    expect(battlesystemRuleset.check(g.state, drifting)?.reasonKey).toBe('battlesystem.noDrift');
    const dragged = battlesystemRuleset.dragMove!(g.state, drifting);
    expect(dragged.params?.manoeuvre).toEqual({ kind: 'advance', distanceIn: 2 });
    expect(battlesystemRuleset.check(g.state, dragged)).toBeNull();
  });

  it('BS-GAP-11: a figure of a unit moves only with its unit', () => {
    const g = redMoves();
    const f = g.state.scenario.figures.find((x) => x.id === 'pikes1')!;
    expect(g.refuse(moveAction(f, [{ x: f.x, y: f.y - 1 }])).reasonKey).toBe('battlesystem.memberMoves');
  });

  it('BS-GAP-01: a unit moves only in its side\'s movement step (no reach drawn otherwise)', () => {
    const g = redMoves();
    expect(battlesystemRuleset.unitReach!(g.state, 'bows', 'advance')).toBeNull();
    expect(battlesystemRuleset.unitReach!(g.state, 'pikes', 'advance')).not.toBeNull();
    const m = atStep(bsGame(), 'missile', 'red');
    expect(battlesystemRuleset.unitReach!(m.state, 'pikes', 'advance')).toBeNull();
    expect(battlesystemRuleset.check(m.state, unitMoveAction(unit(m, 'pikes'), { kind: 'advance', distanceIn: 1 }))?.reasonKey).toBe('battlesystem.notMoveStep');
  });

  it('BS-GAP-04: the reach the board shades is what check allows (advance and wheel, after a first manoeuvre)', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 9, noNaN: true }), fc.integer({ min: 1, max: 180 }), fc.constantFrom('left' as const, 'right' as const), fc.double({ min: 0, max: 3, noNaN: true }), (d, angleDeg, corner, first) => {
      const g = redMoves();
      move(g, 'pikes', { kind: 'advance', distanceIn: first });
      const adv = battlesystemRuleset.unitReach!(g.state, 'pikes', 'advance')!;
      const a: Manoeuvre = { kind: 'advance', distanceIn: d };
      expect(battlesystemRuleset.check(g.state, unitMoveAction(unit(g, 'pikes'), a)) === null).toBe(withinReach(adv, a));
      const wheel = battlesystemRuleset.unitReach!(g.state, 'pikes', 'wheel')!;
      const w: Manoeuvre = { kind: 'wheel', corner, angleDeg };
      expect(battlesystemRuleset.check(g.state, unitMoveAction(unit(g, 'pikes'), w)) === null).toBe(withinReach(wheel, w));
    }), { numRuns: 60 });
  });
});
