import { describe, expect, it } from 'vitest';
import { unitMoveAction } from '../../../engine/manoeuvre';
import { figuresInBaseContact } from '../../../engine/kit/baseContact';
import { unitGeometry } from '../../../engine/unitGeometry';
import { trayContactEdge } from '../../../engine/unitGeometryContact';
import { battlesystemRuleset } from '../bsRuleset';
import { bsPieceStateOf } from '../flow/bsTypes';
import { BOW_PROFILE, bsTestScenario, regularUnit } from '../testing/bsTestScenario';
import { atStep, bsGame } from '../testing/bsTestGame';
import { chargeEnd, edgeFacing } from './chargePlacement';
import { chargeBlocker } from './chargePath';

/** The test table with the bows' front edge `frontY` (they face south, the pikes north at y 30). */
function closer(frontY: number, x = 12) {
  const s = bsTestScenario();
  const bows = regularUnit('bows', 'blue', 'Bows', 5, 2, 180, { frontCentre: { x, y: frontY } }, BOW_PROFILE);
  return { ...s, figures: [...s.figures.filter((f) => !f.id.startsWith('bows')), ...bows.members], units: s.units!.map((u) => (u.id === 'bows' ? bows.unit : u)) };
}

const charge = { type: 'charge', figureId: 'pikes', targetIds: ['bows'] } as const;

describe('BATTLESYSTEM charges (BS-GAP-04)', () => {
  it('BS-GAP-04: a charge ends in base contact, front to front, and is the unit\'s whole move', () => {
    const g = atStep(bsGame(closer(23)), 'firstMove', 'red');
    g.act(charge);
    expect(g.refusal).toBeNull();
    const sc = g.state.scenario;
    const pikes = unitGeometry(sc.units!.find((u) => u.id === 'pikes')!, sc.figures)!;
    const bows = unitGeometry(sc.units!.find((u) => u.id === 'bows')!, sc.figures)!;
    expect(pikes.tray.facingDeg).toBeCloseTo(0, 9);
    expect(trayContactEdge(bows.tray, pikes.tray)).toBe('front');
    const p1 = sc.figures.find((f) => f.id === 'pikes1')!;
    expect(sc.figures.filter((f) => f.side === 'blue').some((b) => figuresInBaseContact(sc, p1, b))).toBe(true);
    expect(bsPieceStateOf(g.state, 'pikes').chargedId).toBe('bows');
    const pikesUnit = sc.units!.find((u) => u.id === 'pikes')!;
    expect(g.refuse(unitMoveAction(pikesUnit, { kind: 'advance', distanceIn: 0.1 })).reasonKey).toBe('battlesystem.chargedThisRound');
  });

  it('BS-GAP-04: infantry charge at MV × 1.5: 9″ for MV 6, so a target 10″ away is out of reach', () => {
    const g = atStep(bsGame(), 'firstMove', 'red');
    const r = g.refuse(charge);
    expect(r.reasonKey).toBe('battlesystem.chargeTooFar');
    expect(r.params?.allowanceIn).toBe(9);
    const p = battlesystemRuleset.previewAction!(g.state, { ...charge, side: 'red' });
    expect(p?.refusal?.reasonKey).toBe('battlesystem.chargeTooFar');
  });

  it('BS-GAP-04: cavalry charge at MV × 2', () => {
    const s = closer(23);
    const cav = { ...s, units: s.units!.map((u) => (u.id === 'pikes' ? { ...u, profile: { ...u.profile, troop: 'cavalry', mvIn: 3 } } : u)) };
    const g = atStep(bsGame(cav), 'firstMove', 'red');
    expect(g.refuse(charge).params?.allowanceIn).toBe(6);
    const opt = atStep(bsGame(cav, { chargeCavalry: 3 }), 'firstMove', 'red');
    opt.act(charge);
    expect(opt.refusal).toBeNull();
  });

  it('BS-GAP-04: a charge is declared at the start of movement', () => {
    const g = atStep(bsGame(closer(23)), 'firstMove', 'red');
    g.act(unitMoveAction(g.state.scenario.units![0]!, { kind: 'advance', distanceIn: 0.5 }));
    expect(g.refuse(charge).reasonKey).toBe('battlesystem.chargeAtStart');
  });

  it('BS-GAP-04: a unit or impassable terrain in the charge\'s way stops it; one beside the charger or off the path does not', () => {
    const s = closer(23);
    const withUnit = (anchor: { frontCentre: { x: number; y: number } } | { frontLeft: { x: number; y: number } }) => {
      const u = regularUnit('screen', 'blue', 'Screen', 4, 1, 180, anchor, BOW_PROFILE);
      return { ...s, figures: [...s.figures, ...u.members], units: [...s.units!, u.unit] };
    };
    const blocked = atStep(bsGame(withUnit({ frontCentre: { x: 12, y: 27 } })), 'firstMove', 'red').refuse(charge);
    expect(blocked).toMatchObject({ reasonKey: 'battlesystem.chargeBlocked', ruleId: 'BS-GAP-04', params: { blockerName: 'Screen', targetName: 'Bows' } });
    // Shoulder to shoulder with the pikes (their right file ends at x 14), facing the other way: not in the way.
    const beside = atStep(bsGame(withUnit({ frontLeft: { x: 18, y: 30 } })), 'firstMove', 'red');
    beside.act(charge);
    expect(beside.refusal).toBeNull();
    const rock = { id: 'rock', kind: 'rocks', name: 'Crag', footprint: [{ x: 11, y: 26 }, { x: 13, y: 26 }, { x: 13, y: 27 }, { x: 11, y: 27 }], heightIn: 2, elevationIn: 0, cover: 'hard', inTheWay: null, difficult: false, impassable: true, climbable: false, hasLadder: false, hasDoors: false, sight: 'solid', standableTop: false, slope: false } as const;
    expect(atStep(bsGame({ ...s, terrain: [...s.terrain, rock] }), 'firstMove', 'red').refuse(charge).params?.blockerName).toBe('Crag');
  });

  it('BS-GAP-04: a charger that turns sweeps its corners\' arcs: a figure clear of the hull of its two ends but under the turning tray stops it', () => {
    // The pikes face north (front y 30, x 10–14); the bows face west with their front at x 20: the pikes turn 90° to meet it.
    const s = bsTestScenario();
    const bows = regularUnit('bows', 'blue', 'Bows', 4, 2, 270, { frontCentre: { x: 20, y: 31 } }, BOW_PROFILE);
    const stray = { ...s.figures.find((f) => f.id === 'skirm1')!, id: 'stray', name: 'Stray', x: 16, y: 33.4 };
    const sc = { ...s, figures: [...s.figures.filter((f) => !f.id.startsWith('bows')), ...bows.members, stray], units: s.units!.map((u) => (u.id === 'bows' ? bows.unit : u)) };
    const pikes = sc.units.find((u) => u.id === 'pikes')!;
    const end = chargeEnd(sc, pikes, bows.unit)!;
    expect(end.edge).toBe('front');
    expect(end.facingDeg).toBeCloseTo(90, 9);
    expect(chargeBlocker(sc, pikes, bows.unit, end, 'ends')).toBeNull();
    expect(chargeBlocker(sc, pikes, bows.unit, end, 'turning')).toMatchObject({ kind: 'figure', id: 'stray', name: 'Stray' });
    expect(battlesystemRuleset.options.find((o) => o.key === 'chargeSweep')).toMatchObject({ default: 'turning', legacyDefault: 'ends' });
  });

  it('BS-GAP-04: the charger comes at the edge its centre lies beyond', () => {
    const tray = { centre: { x: 0, y: 0 }, facingDeg: 0, widthIn: 6, depthIn: 2 };
    expect(edgeFacing(tray, { x: 0, y: -10 })).toBe('front');
    expect(edgeFacing(tray, { x: 0, y: 10 })).toBe('rear');
    expect(edgeFacing(tray, { x: 10, y: 0 })).toBe('right');
    expect(edgeFacing(tray, { x: -10, y: -1 })).toBe('left');
  });
});
