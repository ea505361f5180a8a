/**
 * The Fight phase (LOTOW-GAP-08) with forced dice: dice per Attack, highest wins, ties, roll-offs,
 * backing away, Trapped, strikes; the climber (LOTOW-LEVEL-2), prone fighters, passengers
 * (LOTOW-PASS-4), riderless mounts (LOTOW-MOUNT-5), fights across a barrier (LOTOW-OBST-2), the
 * thrown rider (LOTOW-THROWN-1, TV-LOTOW-25), Fame (LOTOW-GAP-10) and refusals.
 *
 * Dice order: each side in the acting order (side a first here), each fighter its Attacks; then
 * any roll-off; then each strike (a barrier's 4+ first when there is one, then the wound roll:
 * Strength 3 against Grit 3 needs 4+ on the house chart).
 */
import { describe, expect, it } from 'vitest';
import { figStateOf } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import type { LotowState } from '../lotowTypes';
import { accept, foot, lotowTestState, piece, rect, refuse, rider } from '../mounts/testing/lotowTestState';
import { fightsLeftRefusal } from './fightsLeft';
import { besides, eventsOf, fight, fightRuleset, rollsOf } from './testing/fightScenarios';
import { combatsOf } from './combats';

const R = fightRuleset;
const dist = (s: LotowState, x: string, y: string): number => {
  const a = figureOf(s, x)!;
  const b = figureOf(s, y)!;
  return Math.hypot(a.x - b.x, a.y - b.y);
};

/** a1 (side a) at (10, 10) and b1 (side b) touching it on the east. */
function duel(aProfile: Record<string, number | boolean> = {}, bProfile: Record<string, number | boolean> = {}, extra: Parameters<typeof lotowTestState>[0] extends infer T ? Partial<T> : never = {}): LotowState {
  const a1 = foot({ id: 'a1', x: 10, y: 10, profile: { shoot: 4, fight: 3, strength: 3, grit: 3, attacks: 1, wounds: 3, pluck: 4, ...aProfile } });
  const b1 = besides(a1, foot({ id: 'b1', side: 'b', x: 0, y: 10, profile: { shoot: 4, fight: 3, strength: 3, grit: 3, attacks: 1, wounds: 3, pluck: 4, ...bProfile } }));
  return lotowTestState({ figures: [a1, b1], phase: 'fight', ...extra });
}

describe('LOTOW-GAP-08: the dice and the winner', () => {
  it('LOTOW-GAP-08: each fighter rolls one d6 per Attack', () => {
    const { events } = accept(R, duel({ attacks: 3 }, { attacks: 2 }), fight('a', 'a1'), [1, 2, 3, 6, 1, 1, 1]);
    expect(rollsOf(events, 'lotow.fight.dice').map((r) => [r.figureIds[0], r.faces.length])).toEqual([['a1', 3], ['b1', 2]]);
  });

  it('LOTOW-GAP-08: the highest single die wins (not the sum)', () => {
    // a1 rolls 5+5+5 = 15, b1 a single 6: b1 wins and strikes once (wound roll 1: no wound).
    const { events, state } = accept(R, duel({ attacks: 3 }, {}), fight('a', 'a1'), [5, 5, 5, 6, 1]);
    expect(eventsOf(events, 'lotow.fight.won')[0]!.params).toMatchObject({ winnerSideId: 'b', face: 6 });
    expect(rollsOf(events, 'lotow.wound')).toHaveLength(1);
    expect(figureOf(state, 'b1')!.x).toBeCloseTo(figureOf(duel(), 'b1')!.x, 9);
  });

  it('LOTOW-GAP-08: a tie goes to the higher Fight value', () => {
    const { events } = accept(R, duel({}, { fight: 5 }), fight('a', 'a1'), [4, 4, 1]);
    expect(eventsOf(events, 'lotow.fight.won')[0]!.params).toMatchObject({ winnerSideId: 'b', rollOff: false });
    expect(rollsOf(events, 'lotow.fight.rollOff')).toHaveLength(0);
  });

  it('LOTOW-GAP-08: equal dice and equal Fight → a roll-off, tied roll-offs rolled again', () => {
    const { events } = accept(R, duel(), fight('a', 'a1'), [4, 4, 3, 3, 2, 6, 1]);
    const offs = rollsOf(events, 'lotow.fight.rollOff');
    expect(offs.map((r) => r.faces[0])).toEqual([3, 3, 2, 6]);
    expect(offs.map((r) => r.params?.rollerSideId)).toEqual(['a', 'b', 'a', 'b']);
    expect(offs.every((r) => r.ruleId === 'LOTOW-GAP-08')).toBe(true);
    expect(eventsOf(events, 'lotow.fight.won')[0]!.params).toMatchObject({ winnerSideId: 'b', rollOff: true });
  });
});

describe('LOTOW-GAP-08: backing away, Trapped, strikes', () => {
  it('LOTOW-GAP-08: the loser backs away 1″ directly away from the winner and is no longer engaged', () => {
    const s0 = duel({}, {}, { figureState: { a1: { engagedWith: ['b1'] }, b1: { engagedWith: ['a1'] } } });
    const before = figureOf(s0, 'b1')!;
    const { state, events } = accept(R, s0, fight('a', 'a1'), [6, 2, 1]);
    const after = figureOf(state, 'b1')!;
    expect(after.x - before.x).toBeCloseTo(1, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
    expect(figureOf(state, 'a1')).toEqual(figureOf(s0, 'a1'));
    expect(eventsOf(events, 'lotow.fight.backedAway')).toHaveLength(1);
    expect(figStateOf(state, 'a1').engagedWith).toEqual([]);
    expect(figStateOf(state, 'b1').engagedWith).toEqual([]);
    expect(figStateOf(state, 'a1').fought && figStateOf(state, 'b1').fought).toBe(true);
  });

  it('LOTOW-GAP-08: the winner rolls to wound once per Attack, with its Strength', () => {
    const { state, events } = accept(R, duel({ attacks: 3, strength: 4 }), fight('a', 'a1'), [6, 1, 1, 2, 2, 3, 3]);
    const wounds = rollsOf(events, 'lotow.wound');
    expect(wounds).toHaveLength(3);
    // a1 rolls 6, 1, 1 against 2. Strength 4 against Grit 3: 3+ (house chart) — 2 does not wound; 3, 3 do.
    expect(wounds.map((r) => r.atLeast)).toEqual([3, 3, 3]);
    expect(figStateOf(state, 'b1').woundsTaken).toBe(2);
    expect(eventsOf(events, 'lotow.fight.strike').map((e) => e.params?.strikerFigureId)).toEqual(['a1', 'a1', 'a1']);
  });

  it('LOTOW-GAP-08: a loser that cannot back away (a wall behind it) is Trapped: strikes at it are doubled', () => {
    const s0 = duel();
    const b = figureOf(s0, 'b1')!;
    const wall = piece({ id: 'w', kind: 'wall', footprint: rect(b.x + 0.5, 5, 0.5, 10), heightIn: 1.5, cover: 'hard', inTheWay: 4, sight: 'solid' });
    const s = { ...s0, scenario: { ...s0.scenario, terrain: [wall] } };
    const { state, events } = accept(R, s, fight('a', 'a1'), [6, 1, 5, 5]);
    expect(eventsOf(events, 'lotow.fight.trapped')).toHaveLength(1);
    expect(rollsOf(events, 'lotow.wound')).toHaveLength(2);
    expect(figStateOf(state, 'b1').woundsTaken).toBe(2);
    expect(figureOf(state, 'b1')!.x).toBe(b.x);
  });

  it('LOTOW-GAP-08: a loser hemmed in by another figure is Trapped too; the strikes put it out of action', () => {
    const s0 = duel({}, { wounds: 1 });
    const b = figureOf(s0, 'b1')!;
    const behind = besides(b, foot({ id: 'b2', side: 'b', x: 0, y: 10 }), 1, 0, 0.3);
    const s = lotowTestState({ figures: [...s0.scenario.figures, behind], phase: 'fight' });
    const { state } = accept(R, s, fight('a', 'a1'), [6, 1, 4]);
    expect(figureOf(state, 'b1')).toBeUndefined();
    expect(state.flow.casualties?.map((c) => c.figureId)).toEqual(['b1']);
  });
});

describe('LOTOW-LEVEL-2: the climber', () => {
  it('LOTOW-LEVEL-2 (TV-LOTOW-16): a climber who climbed into combat fights with Fight 1 and loses a tie to Fight 3', () => {
    const s = duel({ fight: 5 }, {}, { figureState: { a1: { fightValueOne: true } } });
    const { state, events } = accept(R, s, fight('a', 'a1'), [4, 4, 1]);
    expect(rollsOf(events, 'lotow.fight.dice')[0]!.params).toMatchObject({ fightValue: 1 });
    expect(eventsOf(events, 'lotow.fight.won')[0]!.params).toMatchObject({ winnerSideId: 'b' });
    expect(figStateOf(state, 'a1').fightValueOne).toBe(false);
  });

  it('LOTOW-LEVEL-2: a climber on a ledge who loses cannot back off it: trapped (double strikes), then falls to the ground', () => {
    const rock = piece({ id: 'rock', kind: 'platform', footprint: rect(5, 5, 10, 10), heightIn: 3, standableTop: true, climbable: true });
    const a1 = foot({ id: 'a1', x: 5.55, y: 10, standsOn: 'rock' });
    const b1 = besides(a1, foot({ id: 'b1', side: 'b', x: 0, y: 10, standsOn: 'rock' }));
    const s = lotowTestState({
      figures: [a1, b1], terrain: [rock], phase: 'fight',
      figureState: { a1: { fightValueOne: true, engagedWith: ['b1'] }, b1: { engagedWith: ['a1'] } },
    });
    const { state, events } = accept(R, s, fight('a', 'a1'), [4, 4, 1, 1]);
    expect(eventsOf(events, 'lotow.fight.trapped')[0]!.params).toMatchObject({ figureId: 'a1', ledge: true });
    expect(rollsOf(events, 'lotow.wound')).toHaveLength(2);
    const fallen = figureOf(state, 'a1')!;
    expect(fallen.standsOn).toBeNull();
    expect(fallen.x).toBeLessThan(5);
    expect(fallen.stance).toBe('prone');
    expect(figStateOf(state, 'a1').pendingHits).toHaveLength(3);
    expect(eventsOf(events, 'fell')[0]).toMatchObject({ ruleId: 'LOTOW-FALL-2', params: { heightIn: 3, causeRuleId: 'LOTOW-LEVEL-2' } });
    expect(figStateOf(state, 'a1').engagedWith).toEqual([]);
  });

  it('LOTOW-LEVEL-2: a figure half-way up a face that loses is trapped on it and drops from the height it reached', () => {
    const s = duel({}, {}, { figureState: { a1: { climbing: { pieceId: 'rock', heightIn: 2.5, direction: 'up' } } } });
    const { state } = accept(R, s, fight('a', 'a1'), [1, 6, 1, 1]);
    expect(figStateOf(state, 'a1').climbing).toBeNull();
    expect(figureOf(state, 'a1')!.stance).toBe('prone');
    expect(figStateOf(state, 'a1').pendingHits).toHaveLength(2);
  });

  it('LOTOW-LEVEL-2: a climber who wins does not fall', () => {
    const s = duel({}, {}, { figureState: { a1: { climbing: { pieceId: 'rock', heightIn: 2.5, direction: 'up' } } } });
    const { state } = accept(R, s, fight('a', 'a1'), [6, 1, 1]);
    expect(figStateOf(state, 'a1').climbing).not.toBeNull();
    expect(figureOf(state, 'a1')!.stance).toBe('standing');
  });
});

describe('LOTOW-PRONE-6 / LOTOW-GAP-08: fighting lying down', () => {
  it('LOTOW-GAP-08 (prone, house rule): one die fewer, at least one', () => {
    const two = accept(R, duel({ attacks: 2 }, {}, {}), fight('a', 'a1'), [1, 1, 6, 1]);
    expect(rollsOf(two.events, 'lotow.fight.dice')[0]!.faces).toHaveLength(2);
    const s = duel({ attacks: 2 }, { attacks: 1 });
    const proneState = { ...s, scenario: { ...s.scenario, figures: s.scenario.figures.map((f) => ({ ...f, stance: 'prone' as const })) } };
    const { events } = accept(R, proneState, fight('a', 'a1'), [1, 6, 1]);
    expect(rollsOf(events, 'lotow.fight.dice').map((r) => r.faces.length)).toEqual([1, 1]);
  });

  it('LOTOW-GAP-08 (prone, house rule): a fighter lying down loses a tie even with the higher Fight; with the option off, Fight decides', () => {
    const s = duel({ fight: 6 }, {});
    const prone = { ...s, scenario: { ...s.scenario, figures: s.scenario.figures.map((f) => (f.id === 'a1' ? { ...f, stance: 'prone' as const } : f)) } };
    const lost = accept(R, prone, fight('a', 'a1'), [5, 5, 1]);
    expect(eventsOf(lost.events, 'lotow.fight.won')[0]!.params).toMatchObject({ winnerSideId: 'b' });
    const off = { ...prone, options: { ...prone.options, proneFightPenalty: false } };
    const won = accept(R, off, fight('a', 'a1'), [5, 5, 1]);
    expect(eventsOf(won.events, 'lotow.fight.won')[0]!.params).toMatchObject({ winnerSideId: 'a' });
  });
});

describe('LOTOW-PASS-4 / LOTOW-MOUNT-5: figures that are struck but do not fight', () => {
  const mountedFight = (): LotowState => {
    const r1 = rider({ id: 'r1', side: 'b', x: 12, y: 12 });
    const a1 = besides(r1, foot({ id: 'a1', x: 0, y: 0 }), -1, 0);
    const p1 = besides(r1, foot({ id: 'p1', side: 'b', x: 0, y: 0 }), 1, 0, 0.02);
    return lotowTestState({ figures: [a1, r1, p1], phase: 'fight', figureState: { p1: { passengerOf: 'r1', moveOver: true } } });
  };

  it('LOTOW-PASS-4: the passenger is in its rider\'s fight, rolls no dice, and may be struck by choice', () => {
    const s = mountedFight();
    expect(combatsOf(s)).toHaveLength(1);
    expect(combatsOf(s)[0]!.figureIds).toEqual(['a1', 'r1', 'p1']);
    const { state, events } = accept(R, s, fight('a', 'a1', { strikeAtFigureId: 'p1' }), [6, 1, 5]);
    expect(rollsOf(events, 'lotow.fight.dice').map((r) => r.figureIds[0])).toEqual(['a1', 'r1']);
    expect(rollsOf(events, 'lotow.wound')[0]!.figureIds).toEqual(['p1']);
    expect(figureOf(state, 'p1')).toBeUndefined();
    expect(figStateOf(state, 'r1').fought).toBe(true);
  });

  it('LOTOW-PASS-3: side b may resolve the fight from its passenger; only the rider rolls and strikes', () => {
    const s0 = mountedFight();
    const s = lotowTestState({ figures: s0.scenario.figures, phase: 'fight', side: 'b', figureState: { p1: { passengerOf: 'r1', moveOver: true } } });
    const { events } = accept(R, s, fight('b', 'p1'), [6, 1, 1]);
    expect(rollsOf(events, 'lotow.fight.dice').map((r) => r.figureIds[0])).toEqual(['r1', 'a1']);
    expect(eventsOf(events, 'lotow.fight.won')[0]!.params).toMatchObject({ winnerSideId: 'b' });
    expect(eventsOf(events, 'lotow.fight.strike').map((e) => e.params?.strikerFigureId)).toEqual(['r1']);
  });

  it('LOTOW-MOUNT-5: a riderless mount is attacked normally but rolls no dice and never strikes', () => {
    const a1 = foot({ id: 'a1', x: 10, y: 10 });
    const m = besides(a1, { ...foot({ id: 'b1~mount', side: 'b', x: 0, y: 10 }), profile: { riderless: true, mount: 'horse' } });
    const s = lotowTestState({ figures: [a1, m], phase: 'fight' });
    const { events, state } = accept(R, s, fight('a', 'a1'), [1, 1]);
    expect(rollsOf(events, 'lotow.fight.dice').map((r) => r.figureIds[0])).toEqual(['a1']);
    expect(eventsOf(events, 'lotow.fight.won')[0]!.params).toMatchObject({ winnerSideId: 'a' });
    expect(rollsOf(events, 'lotow.wound')[0]!.figureIds).toEqual(['b1~mount']);
    expect(figureOf(state, 'b1~mount')!.x - figureOf(s, 'b1~mount')!.x).toBeCloseTo(1, 9);
  });
});

describe('LOTOW-OBST-2: a fight across a barrier (house rule: strikes need 4+ to land)', () => {
  const acrossFence = (options: Record<string, unknown> = {}): LotowState => {
    const fence = piece({ id: 'fence', kind: 'fence', footprint: rect(10.5, 5, 0.2, 10), heightIn: 1, cover: 'soft', inTheWay: 4, sight: 'solid' });
    return lotowTestState({
      figures: [foot({ id: 'a1', x: 10, y: 10 }), foot({ id: 'b1', side: 'b', x: 11.2, y: 10, profile: { shoot: 4, fight: 3, strength: 3, grit: 3, attacks: 1, wounds: 2, pluck: 4 } })],
      terrain: [fence], phase: 'fight', options,
      figureState: { a1: { engagedWith: ['b1'] }, b1: { engagedWith: ['a1'] } },
    });
  };

  it('LOTOW-OBST-2: engaged across a fence, the figures fight although their bases do not touch', () => {
    expect(combatsOf(acrossFence())[0]!.links).toEqual([{ a: 'a1', b: 'b1', contact: false }]);
  });

  it('LOTOW-GAP-08 (barrier): a strike needs 4+ to land — 3 is held off by the fence, 4 goes on to the wound roll', () => {
    const held = accept(R, acrossFence(), fight('a', 'a1'), [6, 1, 3]);
    expect(rollsOf(held.events, 'lotow.fight.barrier')[0]).toMatchObject({ atLeast: 4, faces: [3] });
    expect(eventsOf(held.events, 'lotow.fight.barrierHeld')).toHaveLength(1);
    expect(rollsOf(held.events, 'lotow.wound')).toHaveLength(0);
    const landed = accept(R, acrossFence(), fight('a', 'a1'), [6, 1, 4, 4]);
    expect(figStateOf(landed.state, 'b1').woundsTaken).toBe(1);
    expect(figStateOf(landed.state, 'a1').engagedWith).toEqual([]);
  });

  it('LOTOW-GAP-08 (barrier): with option barrierStrikes off, no 4+ roll', () => {
    const { events } = accept(R, acrossFence({ barrierStrikes: false }), fight('a', 'a1'), [6, 1, 4]);
    expect(rollsOf(events, 'lotow.fight.barrier')).toHaveLength(0);
    expect(rollsOf(events, 'lotow.wound')).toHaveLength(1);
  });
});

describe('LOTOW-THROWN-1 (TV-LOTOW-25): a thrown rider in a fight', () => {
  it('LOTOW-THROWN-1 (TV-LOTOW-25): result 2–5 — he rolls his dice, his side wins, he makes no strikes', () => {
    const s = duel({}, {}, { figureState: { a1: { actionsOver: true } } });
    const { state, events } = accept(R, s, fight('a', 'a1'), [6, 1]);
    expect(eventsOf(events, 'lotow.fight.won')[0]!.params).toMatchObject({ winnerSideId: 'a' });
    expect(eventsOf(events, 'lotow.fight.noStrikes')[0]).toMatchObject({ ruleId: 'LOTOW-THROWN-1' });
    expect(rollsOf(events, 'lotow.wound')).toHaveLength(0);
    // The loser still backs away.
    expect(dist(state, 'a1', 'b1') - dist(s, 'a1', 'b1')).toBeCloseTo(1, 9);
  });
});

describe('LOTOW-GAP-10: Fame in a fight (house rule)', () => {
  it('LOTOW-GAP-10: a Hero one short spends a Fame point: 4 → 5 ties 5, and his Fight 4 wins it', () => {
    const { state, events } = accept(R, duel({ hero: true, fame: 1, fight: 4 }), fight('a', 'a1'), [4, 5, 1]);
    expect(eventsOf(events, 'lotow.fight.fame')[0]).toMatchObject({ ruleId: 'LOTOW-GAP-10', params: { figureId: 'a1', face: 4 } });
    expect(eventsOf(events, 'lotow.fight.won')[0]!.params).toMatchObject({ winnerSideId: 'a', fame: true });
    expect(figStateOf(state, 'a1').fameUsed).toBe(1);
  });

  it('LOTOW-GAP-10: no point is spent when +1 would not win, or with option fame: never', () => {
    const short = accept(R, duel({ hero: true, fame: 1, fight: 4 }), fight('a', 'a1'), [3, 5, 1]);
    expect(figStateOf(short.state, 'a1').fameUsed ?? 0).toBe(0);
    const never = duel({ hero: true, fame: 1, fight: 4 });
    const off = accept(R, { ...never, options: { ...never.options, fame: 'never' } }, fight('a', 'a1'), [4, 5, 1]);
    expect(eventsOf(off.events, 'lotow.fight.won')[0]!.params).toMatchObject({ winnerSideId: 'b' });
  });
});

describe('LOTOW-GAP-08: fights the rules refuse leave the state as it was', () => {
  it('LOTOW-GAP-08: not in base contact', () => {
    const s = lotowTestState({ figures: [foot({ id: 'a1', x: 5, y: 5 }), foot({ id: 'b1', side: 'b', x: 8, y: 5 })], phase: 'fight' });
    expect(refuse(R, s, fight('a', 'a1'))).toMatchObject({ reasonKey: 'lotow.fight.notInCombat', ruleId: 'LOTOW-GAP-08' });
  });

  it('LOTOW-GAP-08: bases touching in plan but on different levels do not fight', () => {
    const balcony = piece({ id: 'bal', kind: 'balcony', footprint: rect(10.5, 5, 5, 10), heightIn: 0.2, elevationIn: 3, standableTop: true });
    const a1 = foot({ id: 'a1', x: 10, y: 10 });
    const b1 = { ...besides(a1, foot({ id: 'b1', side: 'b', x: 0, y: 10 })), standsOn: 'bal' };
    const s = lotowTestState({ figures: [a1, b1], terrain: [balcony], phase: 'fight' });
    expect(combatsOf(s)).toEqual([]);
    expect(refuse(R, s, fight('a', 'a1')).reasonKey).toBe('lotow.fight.notInCombat');
  });

  it('LOTOW-GAP-08: the wrong phase', () => {
    expect(refuse(R, duel({}, {}, { phase: 'shoot' }), fight('a', 'a1'))).toMatchObject({ reasonKey: 'lotow.wrongPhase' });
  });

  it('LOTOW-GAP-08: already fought this turn; a strike target that is no enemy in the fight', () => {
    const { state } = accept(R, duel({}, {}, {}), fight('a', 'a1'), [6, 1, 1]);
    // The loser backed away: put it back in contact to check the figure's own record.
    const back = { ...state, scenario: { ...state.scenario, figures: duel().scenario.figures } };
    expect(refuse(R, back, fight('a', 'a1'))).toMatchObject({ reasonKey: 'lotow.fight.alreadyFought', params: { figureId: 'a1' } });
    const s = duel();
    expect(refuse(R, s, fight('a', 'a1', { strikeAtFigureId: 'a1' })).reasonKey).toBe('lotow.fight.badStrikeTarget');
    expect(refuse(R, s, fight('a', 'a1', { strikeAtFigureId: 7 })).reasonKey).toBe('lotow.badParams');
  });
});

describe('LOTOW-GAP-08: the Fight phase ends only when every fight is fought', () => {
  it('LOTOW-GAP-08: fightsLeftRefusal names one fight of the acting side; none once fought, none outside the Fight phase', () => {
    const s = duel();
    expect(fightsLeftRefusal(s)).toMatchObject({ reasonKey: 'lotow.fight.fightsLeft', ruleId: 'LOTOW-GAP-08', params: { figureId: 'a1', targetFigureId: 'b1', count: 1 } });
    expect(refuse(R, s, { type: 'endPhase', side: 'a' }).reasonKey).toBe('lotow.fight.fightsLeft');
    const { state } = accept(R, s, fight('a', 'a1'), [6, 1, 1]);
    expect(fightsLeftRefusal(state)).toBeNull();
    expect(fightsLeftRefusal(duel({}, {}, { phase: 'move' }))).toBeNull();
  });

  it('LOTOW-GAP-08: candidates offer a fight only in the Fight phase, to figures in an unfought combat', () => {
    const s = duel();
    expect(R.candidateActions(s, 'a1')).toEqual([{ type: 'fight', side: 'a', figureId: 'a1' }]);
    expect(R.candidateActions(duel({}, {}, { phase: 'move' }), 'a1')).toEqual([]);
    expect(R.describeAction(s, fight('a', 'a1'))).toEqual({ labelKey: 'lotow.action.fight', params: { figureId: 'a1', targetFigureId: 'b1', others: 0 } });
  });
});
