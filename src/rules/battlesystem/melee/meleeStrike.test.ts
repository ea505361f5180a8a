/**
 * Who attacks and with how many AD (BS-MELEE-ELIG-1..3, BS-MELEE-FORM-1..4, BS-MELEE-AD-1/3,
 * BS-AD-5, BS-AD-8, BS-GAP-09/10) on small tables: the catalog's vectors TV-BS-10, 13, 14, 16, 17, 33.
 */
import { describe, expect, it } from 'vitest';
import type { Unit } from '../../../engine/model';
import type { BsState } from '../flow/bsTypes';
import { withBsPieceState } from '../flow/bsTypes';
import { bsOptions } from '../profile/bsOptionSpecs';
import { LANCER_PROFILE, SPEAR_PROFILE, SWORD_PROFILE, inMelee, meleeTable } from '../testing/bsMeleeTable';
import { PIKE_PROFILE, regularUnit } from '../testing/bsTestScenario';
import { closeMeleeStep } from '../morale/moraleStep';
import { strikePlan } from './meleeStrike';
import type { StrikePlan } from './meleeStrike';

const unitOf = (s: BsState, id: string): Unit => s.scenario.units!.find((u) => u.id === id)!;
const plan = (s: BsState, a: string, b: string, options: Record<string, string> = {}): StrikePlan =>
  strikePlan(s, unitOf(s, a), unitOf(s, b), bsOptions({ ...s.options, ...options }));
const count = (p: StrikePlan, v: string): number => p.lines.filter((l) => l.verdict === v).length;

/** A 6-wide regular unit facing north (front edge y = 30, x 10..16) and a 2-wide enemy touching its files 3 and 4 (x 12..14). */
function sixWide(profile: Record<string, string | number>, ranks = 2, irregular = false) {
  const red = regularUnit('red6', 'red', 'Red six', 6, ranks, 0, { frontLeft: { x: 10, y: 30 } }, profile);
  const unit = irregular ? { ...red.unit, formation: { kind: 'irregular' as const } } : red.unit;
  const blue = regularUnit('blue2', 'blue', 'Blue two', 2, 2, 180, { frontCentre: { x: 13, y: 30 } }, SWORD_PROFILE);
  return inMelee(meleeTable([{ unit, members: red.members }, blue])).state;
}

describe('who attacks in a melee (BS-MELEE-ELIG, BS-MELEE-FORM)', () => {
  it('TV-BS-16 / BS-MELEE-FORM-2 / BS-MELEE-FORM-3: a 6-wide spear unit touched on files 3–4 attacks with files 2–5 and the 4 behind them: 4 + ⌈4 × 0.5⌉ = 6 AD', () => {
    const p = plan(sixWide(SPEAR_PROFILE), 'red6', 'blue2');
    expect([count(p, 'contact'), count(p, 'beside'), count(p, 'secondRank'), count(p, 'notInReach')]).toEqual([2, 2, 4, 4]);
    expect(p.attacks).toBe(6);
  });

  it('TV-BS-16 / §6.10 (option secondRankAdjacent "diagonal"): the whole second rank adjoining the attackers: 4 + ⌈6 × 0.5⌉ = 7 AD', () => {
    const p = plan(sixWide(SPEAR_PROFILE), 'red6', 'blue2', { secondRankAdjacent: 'diagonal' });
    expect(count(p, 'secondRank')).toBe(6);
    expect(p.attacks).toBe(7);
  });

  it('TV-BS-16 / BS-MELEE-FORM-1: the same unit in irregular formation attacks only with the 2 in contact, no second rank', () => {
    const p = plan(sixWide(SPEAR_PROFILE, 2, true), 'red6', 'blue2');
    expect([count(p, 'contact'), count(p, 'beside'), count(p, 'secondRank')]).toEqual([2, 0, 0]);
    expect(p.attacks).toBe(2);
  });

  it('BS-MELEE-FORM-3: without spears, pikes or polearms the second rank does not attack (short swords: 4 AD)', () => {
    const p = plan(sixWide(SWORD_PROFILE), 'red6', 'blue2');
    expect(count(p, 'secondRank')).toBe(0);
    expect(p.attacks).toBe(4);
  });

  it('TV-BS-17 / BS-MELEE-FORM-4: pikes three deep add their third rank at 0.5: 4 + 2 + 2 = 8 AD; option thirdRankPikes "none": 6', () => {
    const s = sixWide(PIKE_PROFILE, 3);
    const p = plan(s, 'red6', 'blue2');
    expect(count(p, 'thirdRank')).toBe(4);
    expect(p.attacks).toBe(8);
    expect(plan(s, 'red6', 'blue2', { thirdRankPikes: 'none' }).attacks).toBe(6);
  });

  it('BS-MELEE-ELIG-2: bases meeting only corner to corner do not touch for melee (the figure beside fights by FORM-2 only)', () => {
    const p = plan(sixWide(SWORD_PROFILE), 'red6', 'blue2');
    const byFile = p.lines.map((l) => l.verdict);
    expect(byFile.slice(0, 6)).toEqual(['notInReach', 'beside', 'contact', 'contact', 'beside', 'notInReach']);
  });

  it('BS-GAP-10: each attacker attacks the enemy figure it touches, else the nearest', () => {
    const p = plan(sixWide(SWORD_PROFILE), 'red6', 'blue2');
    // Blue faces south: its file 1 (blue21) is on its left, the east.
    const targets = p.lines.slice(1, 5).map((l) => l.targetId);
    expect(targets).toEqual(['blue22', 'blue22', 'blue21', 'blue21']);
  });

  it('TV-BS-13 / BS-MELEE-AD-3: charging infantry with 5 eligible figures rolls ⌈5 × 1.5⌉ = 8 AD against its charge\'s target; not charging, 5', () => {
    const red = regularUnit('inf', 'red', 'Infantry', 5, 1, 0, { frontLeft: { x: 10, y: 30 } }, SWORD_PROFILE);
    const blue = regularUnit('foe', 'blue', 'Foe', 5, 1, 180, { frontCentre: { x: 12.5, y: 30 } }, SWORD_PROFILE);
    const s = inMelee(meleeTable([red, blue])).state;
    expect(plan(s, 'inf', 'foe').attacks).toBe(5);
    const charged = withBsPieceState(s, 'inf', { chargedId: 'foe' });
    const p = plan(charged, 'inf', 'foe');
    expect(p.attacks).toBe(8);
    expect(p.factors.map((f) => f.ruleId)).toEqual(['BS-MELEE-AD-3']);
  });

  it('TV-BS-14 / BS-MELEE-AD-1: charging cavalry, 6 touching its declared target A and 2 touching B beside it: 12 AD at A, 2 at B; next turn 6 and 2', () => {
    const cav = regularUnit('cav', 'red', 'Lancers', 8, 1, 0, { frontLeft: { x: 10, y: 30 } }, LANCER_PROFILE);
    const a = regularUnit('a', 'blue', 'A', 6, 1, 180, { frontCentre: { x: 13, y: 30 } }, SWORD_PROFILE);
    const b = regularUnit('b', 'blue', 'B', 2, 1, 180, { frontCentre: { x: 17, y: 30 } }, SWORD_PROFILE);
    const s = withBsPieceState(inMelee(meleeTable([cav, a, b])).state, 'cav', { chargedId: 'a' });
    expect([plan(s, 'cav', 'a').attacks, plan(s, 'cav', 'b').attacks]).toEqual([12, 2]);
    expect(count(plan(s, 'cav', 'b'), 'otherFoe')).toBe(6);
    const next = withBsPieceState(s, 'cav', { chargedId: null });
    expect([plan(next, 'cav', 'a').attacks, plan(next, 'cav', 'b').attacks]).toEqual([6, 2]);
  });

  it('TV-BS-10 / BS-AD-5: "[12]8" rolls d12 in the first turn against a unit, d8 in the next consecutive turn, d12 again once contact was broken', () => {
    const cav = regularUnit('cav', 'red', 'Lancers', 4, 1, 0, { frontLeft: { x: 10, y: 30 } }, LANCER_PROFILE);
    const x = regularUnit('x', 'blue', 'X', 4, 1, 180, { frontCentre: { x: 12, y: 30 } }, SWORD_PROFILE);
    const s = inMelee(meleeTable([cav, x])).state;
    expect(plan(s, 'cav', 'x').dice.dice).toEqual([12]);
    const fought = closeMeleeStep({ ...s, flow: { ...s.flow, strikes: [{ unitId: 'cav', targetId: 'x', removed: 0 }] } });
    expect(fought.figureState.cav?.meleeFoes).toEqual(['x']);
    expect(plan(fought, 'cav', 'x').dice.dice).toEqual([8]);
    // A round without that melee (contact broken): the foes are forgotten, the next contact is a first turn again.
    const broken = closeMeleeStep({ ...fought, flow: { ...fought.flow, strikes: [] } });
    expect(broken.figureState.cav?.meleeFoes).toEqual([]);
    expect(plan(broken, 'cav', 'x').dice.dice).toEqual([12]);
  });

  it('TV-BS-33 / BS-MELEE-ELIG-1: archers that fired in a movement step and routing figures make no melee attack, but can be attacked', () => {
    const red = regularUnit('arch', 'red', 'Archers', 4, 1, 0, { frontLeft: { x: 10, y: 30 } }, SWORD_PROFILE);
    const blue = regularUnit('foe', 'blue', 'Foe', 4, 1, 180, { frontCentre: { x: 12, y: 30 } }, SWORD_PROFILE);
    const s = inMelee(meleeTable([red, blue])).state;
    const fired = withBsPieceState(s, 'arch', { fired: true, firedInMove: true });
    expect(plan(fired, 'arch', 'foe').lines.every((l) => l.verdict === 'firedInMove')).toBe(true);
    expect(plan(fired, 'arch', 'foe').attacks).toBe(0);
    expect(plan(fired, 'foe', 'arch').attacks).toBe(4);
    const routing = withBsPieceState(s, 'arch', { status: 'routing' });
    expect(plan(routing, 'arch', 'foe').lines.every((l) => l.verdict === 'routing')).toBe(true);
    expect(plan(routing, 'foe', 'arch').attacks).toBe(4);
  });

  it('BS-GAP-05: a shaken unit rolls 0.5 AD', () => {
    const red = regularUnit('sh', 'red', 'Shaken', 5, 1, 0, { frontLeft: { x: 10, y: 30 } }, SWORD_PROFILE);
    const blue = regularUnit('foe', 'blue', 'Foe', 5, 1, 180, { frontCentre: { x: 12.5, y: 30 } }, SWORD_PROFILE);
    const s = withBsPieceState(inMelee(meleeTable([red, blue])).state, 'sh', { status: 'shaken' });
    expect(plan(s, 'sh', 'foe').attacks).toBe(3);
  });
});
