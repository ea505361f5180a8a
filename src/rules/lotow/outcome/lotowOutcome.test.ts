/**
 * The outcome of each LOTOW action type, read from what the rules logged (issue 13, bugs 5 and 7):
 * table tests by rule ID — real resolutions with forced dice where a table is at hand, the roll
 * events as the rules write them elsewhere.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent, RollEvent } from '../../../engine/state';
import { accept, rect, wall } from '../mounts/testing/lotowTestState';
import { gunman, post, shoot, shootRuleset as R, shootState } from '../shooting/testing/shootTestState';
import { lotowRollFigureIds, lotowRollReading, readLotowEvents } from './lotowOutcome';

const S = gunman({ id: 's', x: 2, y: 12 });
const T = gunman({ id: 't', x: 10, y: 12, side: 'b' });
const keys = (events: readonly GameEvent[]) => readLotowEvents(events).parts.map((p) => [p.word.key.replace('results.lotow.', ''), p.face]);
const roll = (purpose: string, faces: number[], extra: Partial<RollEvent> = {}): RollEvent =>
  ({ type: 'roll', sides: 6, faces, purpose, ruleId: 'X', figureIds: ['a'], ...extra });

describe('shooting', () => {
  const fence = () => shootState({ figures: [S, T], terrain: [post('fence', 9, 12.2, 0.1, 0.4, 2, 3)] });

  it('LOTOW-SHOOT-HIT-1 / LOTOW-SHOOT-INTHEWAY-3 / LOTOW-GAP-07: hit (4) · past the fence (3) · wounds (4) · down', () => {
    const r = accept(R, fence(), shoot(fence(), 's', 't'), [4, 3, 4]);
    expect(keys(r.events)).toEqual([['hit', 4], ['pastPiece', 3], ['wounds', 4], ['outOfAction', null]]);
    const parts = readLotowEvents(r.events).parts;
    expect(parts[1]!.word.params).toEqual({ pieceName: expect.any(String) });
    expect(parts[3]!.word.params).toEqual({ figureId: 't' });
    expect(parts.map((p) => p.tone)).toEqual(['good', 'good', 'good', 'bad']);
  });

  it('LOTOW-SHOOT-INTHEWAY-3: under the value the shot stops in the obstacle', () => {
    const r = accept(R, fence(), shoot(fence(), 's', 't'), [4, 2]);
    expect(keys(r.events)).toEqual([['hit', 4], ['stoppedByPiece', 2]]);
  });

  it('LOTOW-SHOOT-HIT-1 / LOTOW-SHOOT-JAM-1: a miss; a 1 and the jam test', () => {
    const open = () => shootState({ figures: [S, T] });
    expect(keys(accept(R, open(), shoot(open(), 's', 't'), [3]).events)).toEqual([['miss', 3]]);
    expect(keys(accept(R, open(), shoot(open(), 's', 't'), [1, 4]).events)).toEqual([['missJamTest', 1], ['noJam', 4]]);
    expect(keys(accept(R, open(), shoot(open(), 's', 't'), [1, 1]).events)).toEqual([['missJamTest', 1], ['jammed', 1]]);
  });

  it('LOTOW-GAP-07: a wound roll that fails: no wound, the target stays', () => {
    const open = () => shootState({ figures: [S, T] });
    expect(keys(accept(R, open(), shoot(open(), 's', 't'), [5, 1]).events)).toEqual([['hit', 5], ['noWound', 1]]);
  });

  it('LOTOW-SHOOT-LOS-2: the dispute roll says what it settled', () => {
    const blind = shootState({ figures: [S, T], terrain: [wall('w', rect(6, 10, 0.5, 4), 3)] });
    const r = accept(R, blind, { type: 'disputeLos', side: 'a', figureId: 's', targetIds: ['t'] }, [2]);
    expect(keys(r.events)).toEqual([['disputeRoll', 2], ['disputeVisible', null]]);
  });

  it('LOTOW-SHOOT-INTHEWAY-3: a figure In the Way that is struck is named; its mount by the mount', () => {
    expect(lotowRollReading(roll('lotow.shoot.inTheWayFigure', [2], { atLeast: 4, params: { value: 4, inTheWayFigureId: 'c' } }))?.meaning)
      .toEqual({ key: 'results.lotow.hitsFigure', params: { inTheWayFigureId: 'c' } });
    expect(lotowRollReading(roll('lotow.shoot.inTheWayMount', [5], { atLeast: 4, params: { value: 4, inTheWayFigureId: 'hank' } }))?.meaning)
      .toEqual({ key: 'results.lotow.pastFigure', params: { inTheWayFigureId: 'hank~mount' } });
  });
});

describe('the number each roll compares (bug 7)', () => {
  it('LOTOW-GAP-09: Pluck 2d6 5 4 with Pluck 5 against 10 is 14: passed', () => {
    const r = lotowRollReading(roll('lotow.pluck', [5, 4], { params: { sideSideId: 'posse', pluck: 5, needed: 10 } }))!;
    expect(r).toMatchObject({ total: 14, against: 10, verdict: 'passed', modifier: { key: 'results.lotow.plusPluck', params: { value: 5 } } });
    expect(r.meaning.key).toBe('results.lotow.holdsFirm');
    expect(lotowRollReading(roll('lotow.pluckFigure', [1, 2], { params: { pluck: 3, needed: 10 } }))).toMatchObject({ total: 6, verdict: 'failed', meaning: { key: 'results.lotow.runsOff' } });
  });

  it('LOTOW-LOOSE-2: a loose mount tests 2d6 + Pluck too', () => {
    expect(lotowRollReading(roll('lotow.looseMount', [3, 3], { params: { pluck: 3, needed: 10 } }))).toMatchObject({ total: 9, against: 10, verdict: 'failed', meaning: { key: 'results.lotow.mountBolts' } });
  });

  it('LOTOW-MJUMP-2: a difficult horse jump compares the face − 1', () => {
    const r = lotowRollReading(roll('lotow.horseJump', [2], { params: { modifier: -1 } }))!;
    expect(r).toMatchObject({ total: 1, against: 2, verdict: 'failed', modifier: { params: { value: '\u22121' } } });
    expect(lotowRollReading(roll('lotow.horseJump', [1], { params: { modifier: -1 } }))!.meaning.key).toBe('results.lotow.horseJump.throws');
    expect(lotowRollReading(roll('lotow.horseJump', [2], { params: { modifier: 0 } }))).toMatchObject({ total: 2, verdict: 'passed', modifier: null });
  });

  it('LOTOW-GAP-08: the fight dice count the best die; no pass of their own', () => {
    expect(lotowRollReading(roll('lotow.fight.dice', [2, 6, 3]))).toMatchObject({ total: 6, verdict: null, against: null });
  });

  it('LOTOW-SHOOT-HIT-1 / LOTOW-GAP-10: a miss by one made a hit with Fame reads as a hit', () => {
    expect(lotowRollReading(roll('lotow.shoot.hit', [3], { atLeast: 4, params: { need: 4 } }), true)).toMatchObject({ verdict: 'passed', meaning: { key: 'results.lotow.hitFame' } });
  });

  it('LOTOW-SHOOT-INTOMELEE-1, LOTOW-SPOT-1, LOTOW-GAP-10 Fortune, LOTOW-GAP-08 barrier: at the target face', () => {
    expect(lotowRollReading(roll('lotow.shoot.intoMelee', [3], { atLeast: 4 }))).toMatchObject({ total: 3, against: 4, verdict: 'failed' });
    expect(lotowRollReading(roll('lotow.spot', [4], { atLeast: 4, figureIds: ['a', 'b'] }))).toMatchObject({ verdict: 'passed', meaning: { params: { targetFigureId: 'b' } } });
    expect(lotowRollReading(roll('lotow.fortune', [5], { atLeast: 5 }))).toMatchObject({ verdict: 'passed' });
    expect(lotowRollReading(roll('lotow.fight.barrier', [3], { atLeast: 4 }))).toMatchObject({ verdict: 'failed', meaning: { key: 'results.lotow.barrierHolds' } });
  });
});

describe('moving, mounting and the turn', () => {
  it('LOTOW-JUMP-1: 1 stumbles and stops at the obstacle; 2–5 over and stop; 6 goes on', () => {
    expect(lotowRollReading(roll('lotow.jump', [1]))).toMatchObject({ verdict: 'failed', meaning: { key: 'results.lotow.jump.stumble' } });
    expect(lotowRollReading(roll('lotow.jump', [3]))).toMatchObject({ verdict: 'passed', meaning: { key: 'results.lotow.jump.stop' } });
    expect(lotowRollReading(roll('lotow.jump', [6]))!.meaning.key).toBe('results.lotow.jump.clear');
  });

  it('LOTOW-CLIMB-3 / LOTOW-CLIMB-2: a failed climb falls; a climb the move runs out on stops part way', () => {
    const events: GameEvent[] = [
      roll('lotow.climb', [4]),
      { type: 'climbed', ruleId: 'LOTOW-CLIMB-3', params: { face: 4, result: 'stop' } },
      { type: 'climbing', ruleId: 'LOTOW-CLIMB-2', params: { climbedIn: 1.5, ofIn: 3 } },
      { type: 'moved', ruleId: 'LOTOW-GAP-02', params: { lengthIn: 4 } },
    ];
    expect(keys(events)).toEqual([['climb.stop', 4], ['climbingPart', null], ['moved', null]]);
    expect(lotowRollReading(roll('lotow.climb', [1]))!.verdict).toBe('failed');
  });

  it('LOTOW-GAP-02: a plain move is a step on the card only — the length the rules logged, completed by the figure\'s status', () => {
    const events: GameEvent[] = [{ type: 'moved', ruleId: 'LOTOW-GAP-02', figureIds: ['jack'], params: { lengthIn: 5.9, costIn: 5.9, tier: 0 } }];
    const [part] = readLotowEvents(events).parts;
    expect(part).toEqual({
      word: { key: 'results.lotow.moved', params: { figureId: 'jack', lengthIn: 5.9 } }, face: null, tone: 'info',
      cardOnly: true, status: { figureId: 'jack', key: 'lotow.status.moved' },
    });
  });

  it('LOTOW-LOOSE-2: a mount that bolts says so with its test, then how far it ran', () => {
    const events: GameEvent[] = [
      roll('lotow.looseMount', [2, 3], { figureIds: ['hank~mount'], params: { pluck: 4, needed: 10 } }),
      { type: 'lotow.looseMountBolts', ruleId: 'LOTOW-LOOSE-2', figureIds: ['hank~mount'], params: { total: 9, distanceIn: 9.75 } },
    ];
    expect(keys(events)).toEqual([['mountBolts', 9], ['mountRuns', null]]);
    expect(readLotowEvents(events).parts[1]).toMatchObject({ word: { params: { figureId: 'hank~mount', distanceIn: 9.75 } }, tone: 'bad' });
    // One that stays: its test says it; nothing more.
    expect(keys([roll('lotow.looseMount', [5, 3], { figureIds: ['hank~mount'], params: { pluck: 4, needed: 10 } }), { type: 'lotow.looseMountStays', ruleId: 'LOTOW-LOOSE-2', figureIds: ['hank~mount'], params: { total: 12 } }]))
      .toEqual([['mountStays', 12]]);
  });

  it('LOTOW-FALL-2 / LOTOW-THROWN-1: a fall and a thrown rider are told', () => {
    const events: GameEvent[] = [
      { type: 'fell', ruleId: 'LOTOW-FALL-2', params: { heightIn: 3, hits: 3 } },
      roll('lotow.thrownRider', [1], { figureIds: ['hank'] }),
    ];
    expect(keys(events)).toEqual([['falls', null], ['thrown.knockedFlying', 1]]);
  });

  it('LOTOW-MOUNT-3 / LOTOW-SADDLE-1: 1 fails, 6 rides on', () => {
    expect(lotowRollReading(roll('lotow.mount', [1]))).toMatchObject({ verdict: 'failed', meaning: { key: 'results.lotow.mountFails' } });
    expect(lotowRollReading(roll('lotow.saddleUp', [6]))!.meaning.key).toBe('results.lotow.mountsRideOn');
    expect(lotowRollReading(roll('lotow.saddleUp', [1]))!.meaning.key).toBe('results.lotow.saddleUpFalls');
  });

  it('LOTOW-GAP-01: the Drop rolls and who has the Advantage', () => {
    const events: GameEvent[] = [
      roll('lotow.drop', [5], { figureIds: [], params: { sideSideId: 'a' } }),
      roll('lotow.drop', [2], { figureIds: [], params: { sideSideId: 'b' } }),
      { type: 'advantage', ruleId: 'LOTOW-GAP-01', params: { sideSideId: 'a', turn: 2 } },
    ];
    expect(keys(events)).toEqual([['dropRoll', 5], ['dropRoll', 2], ['advantage', null]]);
  });

  it('LOTOW-GAP-08: a fight — the best dice, the winner, backing away, the strike', () => {
    const events: GameEvent[] = [
      roll('lotow.fight.dice', [2, 5], { figureIds: ['a'] }),
      roll('lotow.fight.dice', [3], { figureIds: ['b'] }),
      { type: 'lotow.fight.won', ruleId: 'LOTOW-GAP-08', params: { winnerSideId: 'x', face: 5 } },
      { type: 'lotow.fight.backedAway', ruleId: 'LOTOW-GAP-08', params: { figureId: 'b', distanceIn: 1 } },
      { type: 'lotow.fight.strike', ruleId: 'LOTOW-GAP-08', params: { strikerFigureId: 'a', targetFigureId: 'b' } },
      roll('lotow.wound', [4], { atLeast: 4, figureIds: ['b'] }),
      { type: 'lotow.wounded', ruleId: 'LOTOW-GAP-07', params: { figureId: 'b', taken: 1, wounds: 2 } },
    ];
    expect(keys(events)).toEqual([['fightBest', 5], ['fightBest', 3], ['fightWon', 5], ['backsAway', null], ['wounds', 4], ['woundsLeft', null]]);
  });
});

describe('names (bug 6)', () => {
  it('LOTOW-SHOOT-MOUNTED-2: a wound roll on the mount is for the mount, not the rider', () => {
    const r = roll('lotow.wound', [4], { atLeast: 4, figureIds: ['hank'], params: { part: 'mount' } });
    expect(lotowRollFigureIds(r)).toEqual(['hank~mount']);
    expect(lotowRollReading(r)!.meaning.params).toEqual({ targetFigureId: 'hank~mount' });
    expect(lotowRollFigureIds(roll('lotow.wound', [4], { figureIds: ['hank'], params: { part: 'figure' } }))).toEqual(['hank']);
  });
});
