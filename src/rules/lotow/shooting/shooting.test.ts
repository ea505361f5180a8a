/**
 * The shooting rules by rule ID (catalog §3.5) with the catalog's test vectors, forced dice and
 * small hand-built tables (testing/shootTestState.ts). Shooter `s` stands at (2, 12), target `t` at
 * (10, 12): 8″ centre to centre, 7.02″ base edge to base edge. Posts 0.1″ thick at x = 9 hide one
 * column of the target's silhouette (5 of 20 samples = 25%) when tall, four samples (20%) at 0.9″.
 */
import { describe, expect, it } from 'vitest';
import { END_PHASE_ACTION } from '../index';
import type { LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { newTurnFigState } from '../lotowTypes';
import { accept, act, refuse, wall } from '../mounts/testing/lotowTestState';
import { rect } from '../mounts/testing/lotowTestState';
import { planShot } from './shotPlan';
import { reachesQuarter, rolledInTheWay } from './inTheWay';
import type { InTheWayItem } from './inTheWay';
import { gunman, mountedGunman, post, shoot, shootRuleset as R, shootState } from './testing/shootTestState';
import type { GameEvent } from '../../../engine/state';
import { isRollEvent } from '../../../engine/state';

const S = gunman({ id: 's', x: 2, y: 12 });
const T = gunman({ id: 't', x: 10, y: 12, side: 'b' });
const rolls = (events: readonly GameEvent[]) => events.filter(isRollEvent).map((e) => e.purpose);
const types = (events: readonly GameEvent[]) => events.map((e) => e.type);
/** The next turn's Shoot phase for the same table (per-turn state reset as the flow does it). */
const nextTurn = (s: LotowState): LotowState => ({ ...s, turn: s.turn + 1, figureState: Object.fromEntries(Object.entries(s.figureState).map(([k, v]) => [k, newTurnFigState(v)])) });

describe('order and stages', () => {
  it('LOTOW-SHOOT-SEQ-1 / TV-LOTOW-41: the Advantage side shoots first; a gunman shot down before his turn does not shoot', () => {
    const g = gunman({ id: 'g', x: 10, y: 12, side: 'b' });
    let s = shootState({ figures: [S, g] });
    // Side b may not shoot while side a (the Advantage) has the phase.
    expect(refuse(R, s, shoot(s, 'g', 's')).reasonKey).toBe('engine.notYourTurn');
    s = accept(R, s, shoot(s, 's', 'g'), [4, 4]).state; // hit, wound 4+ → out of action
    expect(figureOf(s, 'g')).toBeUndefined();
    s = accept(R, s, { type: END_PHASE_ACTION, side: 'a' }).state;
    expect(s.actors).toEqual(['b']);
    expect(act(R, s, shoot(s, 'g', 's')).ok).toBe(false);
  });

  it('LOTOW-SHOOT-SEQ-2: prepare, then the to-hit roll, then the wound roll, in that order', () => {
    const s = shootState({ figures: [S, T] });
    const { events } = accept(R, s, shoot(s, 's', 't'), [4, 2]);
    expect(rolls(events)).toEqual(['lotow.shoot.hit', 'lotow.wound']);
  });
});

describe('who may shoot', () => {
  it('LOTOW-SHOOT-WHO-1: a figure with no ranged weapon, or one that has shot, may not shoot; a friend is no target', () => {
    const unarmed = gunman({ id: 'u', x: 2, y: 14, profile: { weapons: '' } });
    let s = shootState({ figures: [S, T, unarmed] });
    expect(refuse(R, s, shoot(s, 'u', 't'))).toMatchObject({ reasonKey: 'lotow.shoot.noWeapon', ruleId: 'LOTOW-SHOOT-WHO-1' });
    expect(refuse(R, s, shoot(s, 's', 'u'))).toMatchObject({ reasonKey: 'lotow.shoot.notEnemy', ruleId: 'LOTOW-SHOOT-WHO-1' });
    s = accept(R, s, shoot(s, 's', 't'), [3]).state;
    expect(refuse(R, s, shoot(s, 's', 't'))).toMatchObject({ reasonKey: 'lotow.shoot.alreadyShot', ruleId: 'LOTOW-SHOOT-WHO-1' });
  });

  it('LOTOW-SHOOT-WHO-2 / TV-LOTOW-38: a shooter in base contact with an enemy cannot shoot (not across levels)', () => {
    const e = gunman({ id: 'e', x: 2 + 0.984, y: 12, side: 'b' });
    const s = shootState({ figures: [S, T, e] });
    expect(refuse(R, s, shoot(s, 's', 't'))).toMatchObject({ reasonKey: 'lotow.shoot.inContact', ruleId: 'LOTOW-SHOOT-WHO-2' });
    const engaged = shootState({ figures: [S, T], figureState: { s: { engagedWith: ['t'] } } });
    expect(refuse(R, engaged, shoot(engaged, 's', 't')).ruleId).toBe('LOTOW-SHOOT-WHO-2');
  });

  it('LOTOW-PASS-3: a passenger may not shoot; LOTOW-MOUNT-2: nor a riderless mount', () => {
    const s = shootState({ figures: [S, T], figureState: { s: { passengerOf: 'x' } } });
    expect(refuse(R, s, shoot(s, 's', 't'))).toMatchObject({ reasonKey: 'lotow.shoot.passenger', ruleId: 'LOTOW-PASS-3' });
    const m = gunman({ id: 'h~mount', x: 2, y: 16, profile: { riderless: true } });
    const s2 = shootState({ figures: [S, T, m] });
    expect(refuse(R, s2, shoot(s2, 'h~mount', 't')).ruleId).toBe('LOTOW-MOUNT-2');
  });

  it('LOTOW-SHOOT-MOVE-1 / TV-LOTOW-26: heavy pistol, Move 6″: moved 3.0″ may shoot, 3.5″ may not; a horse scales it (½ of 10″)', () => {
    const hp = gunman({ id: 's', x: 2, y: 12, profile: { weapons: 'heavyPistol' } });
    const ok = shootState({ figures: [hp, T], figureState: { s: { movedIn: 3.0 } } });
    expect(planShot(ok, shoot(ok, 's', 't')).refusal).toBeNull();
    const no = shootState({ figures: [hp, T], figureState: { s: { movedIn: 3.5 } } });
    expect(refuse(R, no, shoot(no, 's', 't'))).toMatchObject({ reasonKey: 'lotow.shoot.movedTooFar', ruleId: 'LOTOW-SHOOT-MOVE-1', params: { movedIn: 3.5, limitIn: 3 } });
    const horse = mountedGunman({ id: 's', x: 2, y: 12, profile: { weapons: 'heavyPistol' } });
    expect(planShot(shootState({ figures: [horse, T], figureState: { s: { movedIn: 5 } } }), shoot(ok, 's', 't')).refusal).toBeNull();
    expect(planShot(shootState({ figures: [horse, T], figureState: { s: { movedIn: 5.5 } } }), shoot(ok, 's', 't')).refusal?.ruleId).toBe('LOTOW-SHOOT-MOVE-1');
  });

  it('LOTOW-SHOOT-MULTI-1 / TV-LOTOW-37: a Hero with 2 shots fires both before anyone else; the second target may differ', () => {
    const hero = gunman({ id: 'h', x: 2, y: 12, profile: { hero: true, shots: 2 } });
    const other = gunman({ id: 'o', x: 2, y: 16 });
    const t2 = gunman({ id: 't2', x: 10, y: 16, side: 'b' });
    let s = shootState({ figures: [hero, other, T, t2] });
    s = accept(R, s, shoot(s, 'h', 't'), [3]).state;
    expect(s.flow.shootingFigureId).toBe('h');
    expect(refuse(R, s, shoot(s, 'o', 't'))).toMatchObject({ reasonKey: 'lotow.shoot.otherShooting', ruleId: 'LOTOW-SHOOT-MULTI-1' });
    s = accept(R, s, shoot(s, 'h', 't2'), [3]).state;
    expect(s.flow.shootingFigureId).toBeNull();
    expect(figStateOf(s, 'h').shotsFired).toBe(2);
    expect(accept(R, s, shoot(s, 'o', 't'), [3]).state.flow.shootingFigureId).toBeNull();
  });

  it('LOTOW-SHOOT-MULTI-1: holding fire ends the Hero\'s shooting; only the figure mid-shots may hold fire', () => {
    const hero = gunman({ id: 'h', x: 2, y: 12, profile: { hero: true, shots: 3 } });
    let s = shootState({ figures: [hero, T] });
    expect(refuse(R, s, { type: 'holdFire', side: 'a', figureId: 'h' }).ruleId).toBe('LOTOW-SHOOT-MULTI-1');
    s = accept(R, s, shoot(s, 'h', 't'), [3]).state;
    s = accept(R, s, { type: 'holdFire', side: 'a', figureId: 'h' }).state;
    expect(s.flow.shootingFigureId).toBeNull();
    expect(refuse(R, s, shoot(s, 'h', 't'))).toMatchObject({ reasonKey: 'lotow.shoot.alreadyShot', ruleId: 'LOTOW-SHOOT-MULTI-1' });
  });
});

describe('sight and range', () => {
  it('LOTOW-SHOOT-LOS-1 / LOTOW-GAP-13: no shot at a target nothing of which is seen; a partly hidden one may be shot', () => {
    const blind = shootState({ figures: [S, T], terrain: [wall('w', rect(6, 10, 0.5, 4), 3)] });
    expect(refuse(R, blind, shoot(blind, 's', 't'))).toMatchObject({ reasonKey: 'lotow.shoot.notVisible', ruleId: 'LOTOW-SHOOT-LOS-1' });
    const part = shootState({ figures: [S, T], terrain: [post('p', 9, 12.2, 0.1, 0.4, 2, 3)] });
    expect(planShot(part, shoot(part, 's', 't'))).toMatchObject({ refusal: null, plan: { visibleFraction: 0.75 } });
  });

  it('LOTOW-SHOOT-LOS-2 / TV-LOTOW-39: dispute roll 2 → visible, 5 → not visible (as written); once per pair per turn', () => {
    const blind = shootState({ figures: [S, T], terrain: [wall('w', rect(6, 10, 0.5, 4), 3)] });
    const dispute = { type: 'disputeLos', side: 'a', figureId: 's', targetIds: ['t'] };
    const seen = accept(R, blind, dispute, [2]).state;
    expect(figStateOf(seen, 's').losOverrides).toEqual({ t: true });
    expect(planShot(seen, shoot(seen, 's', 't'))).toMatchObject({ refusal: null, plan: { overridden: true, visible: true } });
    expect(refuse(R, seen, dispute)).toMatchObject({ reasonKey: 'lotow.shoot.alreadyDisputed', ruleId: 'LOTOW-SHOOT-LOS-2' });
    const open = shootState({ figures: [S, T] });
    const unseen = accept(R, open, dispute, [5]).state;
    expect(refuse(R, unseen, shoot(unseen, 's', 't'))).toMatchObject({ reasonKey: 'lotow.shoot.notVisible', ruleId: 'LOTOW-SHOOT-LOS-2' });
    // §6.2 option: like the spotting roll, 5 is seen.
    const spotting = shootState({ figures: [S, T], options: { disputeRoll: 'likeSpotting' } });
    expect(figStateOf(accept(R, spotting, dispute, [5]).state, 's').losOverrides).toEqual({ t: true });
  });

  it('LOTOW-SHOOT-RANGE-1: base edge to base edge ≤ the weapon\'s range (pistol 12″)', () => {
    const d = 0.984; // 25 mm base, inches
    const at = (x: number) => shootState({ figures: [S, gunman({ id: 't', x, y: 12, side: 'b' })] });
    const inRange = at(2 + d + 12 - 0.001);
    expect(planShot(inRange, shoot(inRange, 's', 't')).refusal).toBeNull();
    const out = at(2 + d + 12.1);
    expect(refuse(R, out, shoot(out, 's', 't'))).toMatchObject({ reasonKey: 'lotow.shoot.outOfRange', ruleId: 'LOTOW-SHOOT-RANGE-1', params: { weaponRangeIn: 12 } });
  });

  it('LOTOW-SHOOT-MELEE-1 / TV-LOTOW-38: a target in base contact with a figure of the shooter\'s side cannot be targeted', () => {
    const friend = gunman({ id: 'f', x: 10, y: 12 + 0.984 });
    const s = shootState({ figures: [S, T, friend] });
    expect(refuse(R, s, shoot(s, 's', 't'))).toMatchObject({ reasonKey: 'lotow.shoot.targetInMelee', ruleId: 'LOTOW-SHOOT-MELEE-1' });
  });

  it('LOTOW-SPOT-2: a Hidden shooter that shoots is revealed to enemies within 6″', () => {
    // A prone shooter behind a low wall, Hidden; the target 7″ away sees part of him over the wall.
    const prone = gunman({ id: 's', x: 2, y: 12, stance: 'prone' });
    const near = gunman({ id: 't', x: 7, y: 12, side: 'b' });
    let s = shootState({ figures: [prone, near], terrain: [wall('w', rect(2.55, 10, 0.3, 4), 0.4)], figureState: { s: { hidden: true } } });
    const r = act(R, s, shoot(s, 's', 't'), [3]);
    if (!r.ok) throw new Error(r.refusal.message);
    s = r.state;
    expect(figStateOf(s, 's').revealedTo).toEqual(['t']);
  });
});

describe('to hit and jams', () => {
  it('LOTOW-SHOOT-HIT-1 / TV-LOTOW-27: Shoot 4+: 3 misses, 4 hits; Shoot 5+: 4 misses, 5 hits; a natural 1 misses and tests for a jam', () => {
    const at = (shootValue: number) => shootState({ figures: [gunman({ id: 's', x: 2, y: 12, profile: { shoot: shootValue } }), T] });
    const hitOf = (shootValue: number, face: number) => types(accept(R, at(shootValue), shoot(at(shootValue), 's', 't'), [face, 1]).events);
    expect(hitOf(4, 3)).toContain('lotow.shoot.event.missed');
    expect(hitOf(4, 4)).toContain('lotow.shoot.event.hit');
    expect(hitOf(5, 4)).toContain('lotow.shoot.event.missed');
    expect(hitOf(5, 5)).toContain('lotow.shoot.event.hit');
    const s = at(2);
    expect(rolls(accept(R, s, shoot(s, 's', 't'), [1, 2]).events)).toEqual(['lotow.shoot.hit', 'lotow.shoot.jam']);
  });

  it('LOTOW-GAP-10: a Hero one short spends a Fame point for the hit (option fame auto), never on a natural 1', () => {
    const hero = gunman({ id: 's', x: 2, y: 12, profile: { hero: true, fame: 1 } });
    const s = shootState({ figures: [hero, T] });
    const r = accept(R, s, shoot(s, 's', 't'), [3, 1]);
    expect(types(r.events)).toEqual(expect.arrayContaining(['lotow.shoot.event.fame', 'lotow.shoot.event.hit']));
    expect(figStateOf(r.state, 's').fameUsed).toBe(1);
    const never = shootState({ figures: [hero, T], options: { fame: 'never' } });
    expect(types(accept(R, never, shoot(never, 's', 't'), [3]).events)).toContain('lotow.shoot.event.missed');
  });

  it('LOTOW-SHOOT-JAM-1 / TV-LOTOW-36: to-hit 1 then jam die 2 → a miss, no jam', () => {
    const s = shootState({ figures: [S, T] });
    const r = accept(R, s, shoot(s, 's', 't'), [1, 2]);
    expect(figStateOf(r.state, 's').weapons?.pistol?.jammed ?? false).toBe(false);
    expect(types(r.events)).toContain('lotow.shoot.event.missed');
  });

  it('LOTOW-SHOOT-JAM-2 / TV-LOTOW-36: to-hit 1 then jam die 1 → jammed: no shot this turn or next', () => {
    let s = shootState({ figures: [S, T] });
    s = accept(R, s, shoot(s, 's', 't'), [1, 1]).state;
    expect(figStateOf(s, 's').weapons?.pistol).toEqual({ jammed: true, unloaded: false });
    s = nextTurn(s);
    expect(refuse(R, s, shoot(s, 's', 't'))).toMatchObject({ reasonKey: 'lotow.shoot.jammed', ruleId: 'LOTOW-SHOOT-JAM-2' });
  });

  it('LOTOW-SHOOT-JAM-3 / TV-LOTOW-36: clearing takes a whole later Shooting phase (not after shooting; no shot after it)', () => {
    let s = shootState({ figures: [S, T] });
    s = accept(R, s, shoot(s, 's', 't'), [1, 1]).state;
    const reload = { type: 'reload', side: 'a', figureId: 's', params: { weapon: 'pistol' } };
    expect(refuse(R, s, reload)).toMatchObject({ reasonKey: 'lotow.shoot.shotThisTurn', ruleId: 'LOTOW-SHOOT-JAM-3' });
    s = nextTurn(s);
    const r = accept(R, s, reload);
    expect(types(r.events)).toContain('lotow.shoot.event.cleared');
    s = r.state;
    expect(figStateOf(s, 's')).toMatchObject({ reloadedThisTurn: true, weapons: { pistol: { jammed: false, unloaded: false } } });
    expect(refuse(R, s, shoot(s, 's', 't'))).toMatchObject({ reasonKey: 'lotow.shoot.reloading', ruleId: 'LOTOW-SHOOT-JAM-3' });
    s = nextTurn(s);
    expect(planShot(s, shoot(s, 's', 't')).refusal).toBeNull();
    expect(refuse(R, s, reload)).toMatchObject({ reasonKey: 'lotow.shoot.nothingToReload' });
  });

  it('LOTOW-SHOOT-JAM-2 / TV-LOTOW-36: a weapon that fires every other turn takes no extra penalty for a jam', () => {
    const slow = gunman({ id: 's', x: 2, y: 12, profile: { weapons: 'buffaloRifle' } });
    const reload = { type: 'reload', side: 'a', figureId: 's', params: { weapon: 'buffaloRifle' } };
    const phasesUntilNextShot = (faces: number[]): number => {
      let s = shootState({ figures: [slow, T] });
      s = accept(R, s, shoot(s, 's', 't'), faces).state;
      let n = 0;
      for (;;) {
        s = nextTurn(s);
        n++;
        if (planShot(s, shoot(s, 's', 't')).refusal === null) return n;
        s = accept(R, s, reload).state;
      }
    };
    expect(phasesUntilNextShot([1, 1])).toBe(phasesUntilNextShot([3])); // jammed vs plain miss
    expect(phasesUntilNextShot([3])).toBe(2);
  });
});

describe('In the Way', () => {
  const T28 = (heightIn: number) => shootState({ figures: [S, T], terrain: [post('fence', 9, 12.2, 0.1, 0.4, heightIn, 3)] });

  it('LOTOW-SHOOT-INTHEWAY-2 / TV-LOTOW-28: 25% hidden by a fence → roll; 20% → no roll; 24.9% → no roll', () => {
    const quarter = planShot(T28(2), shoot(T28(2), 's', 't')).plan!;
    expect(quarter.inTheWay.map((i) => i.hiddenFraction)).toEqual([0.25]);
    expect(quarter.rolled).toHaveLength(1);
    const fifth = planShot(T28(0.9), shoot(T28(0.9), 's', 't')).plan!;
    expect(fifth.inTheWay.map((i) => i.hiddenFraction)).toEqual([0.2]);
    expect(fifth.rolled).toHaveLength(0);
    expect([reachesQuarter(0.25), reachesQuarter(0.249), reachesQuarter(0.2)]).toEqual([true, false, false]);
    // The rolls themselves: the fence at 20% is not rolled for.
    expect(rolls(accept(R, T28(0.9), shoot(T28(0.9), 's', 't'), [4, 4]).events)).toEqual(['lotow.shoot.hit', 'lotow.wound']);
  });

  it('LOTOW-SHOOT-INTHEWAY-2 (§6.5): summed shares reach ¼ by default; option each needs ¼ from each', () => {
    const item = (id: string, hiddenFraction: number): InTheWayItem => ({ source: 'piece', id, value: 3, hiddenFraction, enterIn: 1, friendly: false, hits: null, ruleId: 'LOTOW-SHOOT-INTHEWAY-3' });
    const two = [item('a', 0.15), item('b', 0.15)];
    expect(rolledInTheWay(two, 'sum').map((i) => i.id)).toEqual(['a', 'b']);
    expect(rolledInTheWay(two, 'each')).toEqual([]);
    expect(rolledInTheWay([item('a', 0.25), item('b', 0.1)], 'each').map((i) => i.id)).toEqual(['a']);
  });

  it('LOTOW-SHOOT-INTHEWAY-3: one obstacle — to-hit, then its roll: under its value the shot stops in it', () => {
    const stopped = accept(R, T28(2), shoot(T28(2), 's', 't'), [4, 2]);
    expect(rolls(stopped.events)).toEqual(['lotow.shoot.hit', 'lotow.shoot.inTheWayPiece']);
    expect(types(stopped.events)).toContain('lotow.shoot.event.stopped');
    expect(figureOf(stopped.state, 't')).toBeDefined();
    const through = accept(R, T28(2), shoot(T28(2), 's', 't'), [4, 3, 4]);
    expect(rolls(through.events)).toEqual(['lotow.shoot.hit', 'lotow.shoot.inTheWayPiece', 'lotow.wound']);
    expect(figureOf(through.state, 't')).toBeUndefined();
  });

  describe('LOTOW-SHOOT-INTHEWAY-3 / TV-LOTOW-29: a bystander (4+), then a hedge (3+), each hiding ¼; Shoot 4+', () => {
    const bystander = gunman({ id: 'c', x: 5, y: 12.55, side: 'c' });
    const table = () => shootState({ figures: [S, T, bystander], terrain: [post('hedge', 8, 11, 0.1, 0.8, 2, 3, { kind: 'hedge' })] });
    it('the In the Way list is in order from the shooter', () => {
      const plan = planShot(table(), shoot(table(), 's', 't')).plan!;
      expect(plan.rolled.map((i) => [i.id, i.value, i.hiddenFraction])).toEqual([['c', 4, 0.25], ['hedge', 3, 0.25]]);
    });
    it('(a) bystander roll 3 → the bystander is hit (wound roll against it); the target is safe', () => {
      const r = accept(R, table(), shoot(table(), 's', 't'), [5, 3, 4]);
      expect(r.events.filter((e) => e.type === 'lotow.shoot.event.struck').map((e) => e.params?.victimFigureId)).toEqual(['c']);
      expect(figureOf(r.state, 'c')).toBeUndefined();
      expect(figureOf(r.state, 't')).toBeDefined();
    });
    it('(b) bystander 4, hedge 2 → the shot stops in the hedge; no damage', () => {
      const r = accept(R, table(), shoot(table(), 's', 't'), [5, 4, 2]);
      expect(types(r.events)).toContain('lotow.shoot.event.stopped');
      expect(r.state.scenario.figures).toHaveLength(3);
    });
    it('(c) bystander 4, hedge 3 → the target is hit', () => {
      const r = accept(R, table(), shoot(table(), 's', 't'), [5, 4, 3, 4]);
      expect(rolls(r.events)).toEqual(['lotow.shoot.hit', 'lotow.shoot.inTheWayFigure', 'lotow.shoot.inTheWayPiece', 'lotow.wound']);
      expect(figureOf(r.state, 't')).toBeUndefined();
    });
    it('(d) to-hit 3 → miss; no In the Way rolls', () => {
      expect(rolls(accept(R, table(), shoot(table(), 's', 't'), [3]).events)).toEqual(['lotow.shoot.hit']);
    });
  });

  it('LOTOW-SHOOT-INTHEWAY-1 / TV-LOTOW-30: a friendly figure hiding ≥ ¼, not in base contact → no shot', () => {
    const friend = gunman({ id: 'f', x: 5, y: 12.55 });
    const s = shootState({ figures: [S, T, friend] });
    expect(refuse(R, s, shoot(s, 's', 't'))).toMatchObject({ reasonKey: 'lotow.shoot.friendInTheWay', ruleId: 'LOTOW-SHOOT-INTHEWAY-1', params: { friendFigureId: 'f' } });
  });

  it('LOTOW-SHOOT-INTHEWAY-4: figures are In the Way on 4+, terrain on its own value', () => {
    const r = accept(R, T28(2), shoot(T28(2), 's', 't'), [4, 3, 1]);
    expect(r.events.filter(isRollEvent).map((e) => e.atLeast)).toEqual([4, 3, 4]);
    const s5 = shootState({ figures: [S, T], terrain: [post('stone', 9, 12.2, 0.1, 0.4, 2, 5)] });
    expect(planShot(s5, shoot(s5, 's', 't')).plan!.rolled.map((i) => i.value)).toEqual([5]);
    const none = shootState({ figures: [S, T], terrain: [post('sign', 9, 12.2, 0.1, 0.4, 2, null)] });
    expect(planShot(none, shoot(none, 's', 't')).plan).toMatchObject({ inTheWay: [], visibleFraction: 0.75 });
  });

  it('LOTOW-SHOOT-COVER-1 / TV-LOTOW-31: his own 1″ low wall is ignored when he touches it; 0.5″ behind it is In the Way (4+)', () => {
    const tall = gunman({ id: 's', x: 2, y: 12, heightIn: 1.15 }); // eye 1.045″ above the base, just over the wall
    const r = 0.984 / 2;
    const touching = shootState({ figures: [tall, T], terrain: [wall('w', rect(2 + r, 10, 0.3, 4), 1)] });
    expect(planShot(touching, shoot(touching, 's', 't')).plan).toMatchObject({ ignorePieceIds: ['w'], rolled: [], visibleFraction: 1 });
    const behind = shootState({ figures: [tall, T], terrain: [wall('w', rect(2 + r + 0.5, 10, 0.3, 4), 1)] });
    const plan = planShot(behind, shoot(behind, 's', 't')).plan!;
    expect(plan.ignorePieceIds).toEqual([]);
    expect(plan.rolled.map((i) => [i.id, i.value])).toEqual([['w', 4]]);
    // A 28 mm man's eye is 1.0″: a 1″ wall is at his eye, he sees over it; a 1.2″ wall is not his cover.
    const man = shootState({ figures: [S, T], terrain: [wall('w', rect(2 + r, 10, 0.3, 4), 1)] });
    expect(planShot(man, shoot(man, 's', 't')).plan!.ignorePieceIds).toEqual(['w']);
    const high = shootState({ figures: [S, T], terrain: [wall('w', rect(2 + r, 10, 0.3, 4), 1.2)] });
    expect(planShot(high, shoot(high, 's', 't')).plan!.ignorePieceIds).toEqual([]);
  });

  it('LOTOW-SHOOT-FRIEND-1 / TV-LOTOW-32: 25 mm shooter touching a 25 mm friend → the friend is ignored; a 50 mm mounted base behind him → no shot', () => {
    const friend = gunman({ id: 'f', x: 2 + 0.984, y: 12 });
    const s = shootState({ figures: [S, T, friend] });
    expect(planShot(s, shoot(s, 's', 't'))).toMatchObject({ refusal: null, plan: { ignoreFigureIds: ['f'] } });
    const horse = mountedGunman({ id: 's', x: 2, y: 12 }); // 25 × 50 mm, facing east: its front edge at x = 2.984
    const f2 = gunman({ id: 'f', x: 2 + 0.984 + 0.492, y: 12 });
    // The rider's eye (1.45″) sees over a man far off: the target stands close behind the friend.
    const s2 = shootState({ figures: [horse, gunman({ id: 't', x: 5.5, y: 12, side: 'b' }), f2] });
    expect(refuse(R, s2, shoot(s2, 's', 't'))).toMatchObject({ reasonKey: 'lotow.shoot.friendInTheWay', ruleId: 'LOTOW-SHOOT-INTHEWAY-1' });
  });
});

describe('melee, mounts, passengers, templates', () => {
  const trick = gunman({ id: 's', x: 2, y: 12, profile: { abilities: 'shootIntoMelee' } });

  it('LOTOW-SHOOT-INTOMELEE-1 / LOTOW-GAP-17 / TV-LOTOW-33: with the ability, after a hit d6 2 → the nearest friend in the melee is hit; 5 → the enemy', () => {
    const friend = gunman({ id: 'f', x: 10, y: 12 - 0.984 });
    const s = shootState({ figures: [trick, T, friend] });
    const two = accept(R, s, shoot(s, 's', 't'), [4, 2, 4]);
    expect(rolls(two.events)).toEqual(['lotow.shoot.hit', 'lotow.shoot.intoMelee', 'lotow.wound']);
    expect(two.events.filter((e) => e.type === 'lotow.shoot.event.struck').map((e) => e.params?.victimFigureId)).toEqual(['f']);
    const five = accept(R, s, shoot(s, 's', 't'), [4, 5, 4]);
    expect(five.events.filter((e) => e.type === 'lotow.shoot.event.struck').map((e) => e.params?.victimFigureId)).toEqual(['t']);
  });

  it('LOTOW-SHOOT-INTOMELEE-1 (§6.4): the friend nearest the shooter by default, or the target by option', () => {
    // Two friends touch the target: f1 on its near side (nearer the shooter), f2 beyond it.
    const f1 = gunman({ id: 'f1', x: 10 - 0.7, y: 12 - 0.7 });
    const f2 = gunman({ id: 'f2', x: 10 + 0.984, y: 12 });
    const victim = (options: Record<string, unknown>) => {
      const s = shootState({ figures: [trick, T, f1, f2], options });
      return accept(R, s, shoot(s, 's', 't'), [4, 1, 1]).events.find((e) => e.type === 'lotow.shoot.event.struck')?.params?.victimFigureId;
    };
    expect(victim({})).toBe('f1');
    // f2's base touches the target's exactly (0″), f1's is 0.006″ off: f2 is the nearer to the target.
    expect(victim({ intoMeleeNearestTo: 'target' })).toBe('f2');
  });

  it('LOTOW-SHOOT-MOUNTED-1 / TV-LOTOW-34: at a rider, the horse is In the Way 4+: 3 → the horse is hit, 5 → the rider', () => {
    const horseman = mountedGunman({ id: 't', x: 10, y: 12, side: 'b', facingDeg: 0 });
    const s = shootState({ figures: [S, horseman] });
    const plan = planShot(s, shoot(s, 's', 't')).plan!;
    expect(plan.rolled.map((i) => [i.source, i.value, i.ruleId])).toEqual([['mount', 4, 'LOTOW-SHOOT-MOUNTED-1']]);
    const three = accept(R, s, shoot(s, 's', 't'), [4, 3, 1]);
    expect(types(three.events)).toContain('lotow.shoot.event.struckMount');
    const five = accept(R, s, shoot(s, 's', 't'), [4, 5, 1]);
    expect(types(five.events)).toContain('lotow.shoot.event.struck');
    // At the mount, the rider is In the Way.
    const atMount = planShot(s, shoot(s, 's', 't', { aim: 'mount' })).plan!;
    expect(atMount.rolled.map((i) => [i.source, i.hits?.part])).toEqual([['rider', 'figure']]);
    // §6.6 option quarter: the horse only when its part is seen over ¼ (in the open: 8 of 20 samples).
    const q = shootState({ figures: [S, horseman], options: { mountInTheWay: 'quarter' } });
    expect(planShot(q, shoot(q, 's', 't')).plan!.rolled.map((i) => [i.source, i.hiddenFraction])).toEqual([['mount', 0.4]]);
    const behindWall = shootState({ figures: [S, horseman], terrain: [wall('w', rect(9, 10, 0.2, 4), 0.75)], options: { mountInTheWay: 'quarter' } });
    expect(planShot(behindWall, shoot(behindWall, 's', 't')).plan!.rolled.map((i) => i.source)).toEqual(['piece']);
  });

  it('LOTOW-SHOOT-MOUNTED-2 / TV-LOTOW-35: a hit on the mount is wounded as the mount (the rider is thrown when it dies); a killed rider removes the model', () => {
    const horseman = mountedGunman({ id: 't', x: 10, y: 12, side: 'b', facingDeg: 0 });
    const s = shootState({ figures: [S, horseman] });
    const mountHit = accept(R, s, shoot(s, 's', 't'), [4, 3, 6, 6, 6, 6]);
    expect(mountHit.events.filter(isRollEvent).find((e) => e.purpose === 'lotow.wound')?.params).toMatchObject({ part: 'mount' });
    expect(figureOf(mountHit.state, 't')?.mounted).toBe(false);
    const riderHit = accept(R, s, shoot(s, 's', 't'), [4, 5, 6]);
    expect(figureOf(riderHit.state, 't')).toBeUndefined();
    expect(riderHit.state.scenario.figures.map((f) => f.id)).toEqual(['s']);
  });

  it('LOTOW-PASS-3 / TV-LOTOW-40: a shot at a passenger has the rider and the mount each In the Way at 4+', () => {
    const carrier = mountedGunman({ id: 'r', x: 10, y: 12, side: 'b', facingDeg: 0 });
    const pass = gunman({ id: 'p', x: 10 - 0.984, y: 12 + 0.5, side: 'b' });
    const s = shootState({ figures: [S, carrier, pass], figureState: { p: { passengerOf: 'r' } } });
    const plan = planShot(s, shoot(s, 's', 'p')).plan!;
    expect(plan.rolled.map((i) => [i.source, i.value, i.ruleId])).toEqual([['mount', 4, 'LOTOW-PASS-3'], ['rider', 4, 'LOTOW-PASS-3']]);
    const r = accept(R, s, shoot(s, 's', 'p'), [4, 4, 2, 1]);
    expect(r.events.filter((e) => e.type.startsWith('lotow.shoot.event.struck')).map((e) => [e.type, e.params?.victimFigureId])).toEqual([['lotow.shoot.event.struck', 'r']]);
    // A shot at the carrier has its passenger In the Way (after the horse).
    expect(planShot(s, shoot(s, 's', 'r')).plan!.rolled.map((i) => [i.source, i.hits?.figureId])).toEqual([['mount', 'r'], ['passenger', 'p']]);
  });

  it('LOTOW-GAP-14 / TV-LOTOW-40: a template (placeholder 8″ × 2″) hits all it covers — a mounted model with a passenger is three targets; a friend touching the shooter is spared', () => {
    const sg = gunman({ id: 's', x: 2, y: 12, profile: { weapons: 'shotgun', shoot: 4 } });
    const spared = gunman({ id: 'f', x: 2, y: 12 + 0.984 });
    const carrier = mountedGunman({ id: 'r', x: 7, y: 12, side: 'b', facingDeg: 90 });
    const pass = gunman({ id: 'p', x: 7, y: 12 + 0.984 / 2 + 0.5, side: 'b' });
    const s = shootState({ figures: [sg, spared, carrier, pass], figureState: { p: { passengerOf: 'r' } } });
    const plan = planShot(s, shoot(s, 's', 'r')).plan!;
    expect(plan.templateFigureIds).toEqual(['r', 'p']);
    const r = accept(R, s, shoot(s, 's', 'r'), [4, 1, 1, 1]);
    expect(r.events.filter((e) => e.type.startsWith('lotow.shoot.event.struck')).map((e) => [e.type, e.params?.victimFigureId])).toEqual([
      ['lotow.shoot.event.struck', 'r'], ['lotow.shoot.event.struckMount', 'r'], ['lotow.shoot.event.struck', 'p'],
    ]);
  });
});

describe('bad input', () => {
  it('a refused shot leaves the state as it was', () => {
    const s = withFigState(shootState({ figures: [S, T] }), 's', { movedIn: 6.5 });
    const r = act(R, s, shoot(s, 's', 't'));
    expect(r.ok).toBe(false);
    expect(refuse(R, s, { type: 'shoot', side: 'a', figureId: 's' }).reasonKey).toBe('lotow.shoot.needsTarget');
    expect(refuse(R, s, shoot(s, 's', 't', { weapon: 'rifle' })).reasonKey).toBe('lotow.shoot.notCarried');
  });
});
