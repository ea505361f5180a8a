/**
 * The outcome of each SBH action type, read from what the rules logged (issue 13, bugs 5 and 7):
 * table tests by rule ID on the events as the rules write them (activation/, combat/, morale/).
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent, RollEvent } from '../../../engine/state';
import { readSbhEvents, sbhRollReading } from './sbhOutcome';

const roll = (purpose: string, faces: number[], extra: Partial<RollEvent> = {}): RollEvent =>
  ({ type: 'roll', sides: 6, faces, purpose, ruleId: 'X', figureIds: ['a', 'b'], ...extra });
const keys = (events: readonly GameEvent[]) => readSbhEvents(events).parts.map((p) => p.word.key.replace('results.sbh.', ''));

describe('activation', () => {
  it('SBH-GAP-02 / SBH-GAP-03: 3d6 against Quality 4+: 5 4 1 is two actions; 1 2 5 two failures, a turnover', () => {
    const ok: GameEvent[] = [roll('sbh.quality', [5, 4, 1], { atLeast: 4, figureIds: ['a'] }), { type: 'sbh.activated', params: { figureId: 'a', turnover: false } }];
    expect(sbhRollReading(ok, 0)).toMatchObject({ total: 2, verdict: 'passed', meaning: { params: { successes: 2, failures: 1 } } });
    expect(keys(ok)).toEqual(['activation']);
    expect(readSbhEvents(ok).parts[0]!.faces).toEqual([5, 4, 1]);
    const over: GameEvent[] = [roll('sbh.quality', [1, 2, 5], { atLeast: 4, figureIds: ['a'] }), { type: 'sbh.activated', params: { figureId: 'a', turnover: true } }, { type: 'sbh.turnPassed', params: { sideSideId: 'b' } }];
    expect(sbhRollReading(over, 0)!.verdict).toBe('failed');
    expect(keys(over)).toEqual(['activationTurnover', 'turnover', 'turnPassed']);
  });
});

describe('combat', () => {
  const fight = (a: number, d: number, at: number, dt: number, after: GameEvent[]): GameEvent[] => [
    roll('sbh.combat.attacker', [a]), roll('sbh.combat.defender', [d]),
    { type: 'sbh.combat.rolled', params: { attackerFigureId: 'a', defenderFigureId: 'b', attackerTotal: at, defenderTotal: dt } },
    ...after,
  ];

  it('SBH-GAP-06: each die reads as die + Combat + modifiers against the other total', () => {
    const ev = fight(4, 2, 7, 4, [{ type: 'sbh.combat.recoiled', params: { figureId: 'b', fromFigureId: 'a' } }]);
    expect(sbhRollReading(ev, 0)).toMatchObject({ total: 7, against: 4, opposed: true, verdict: 'passed', modifier: { params: { value: '+3' } } });
    expect(sbhRollReading(ev, 1)).toMatchObject({ total: 4, against: 7, verdict: 'failed', modifier: { params: { value: '+2' } } });
    expect(keys(ev)).toEqual(['opposed', 'recoils']);
  });

  it('SBH-GAP-07: doubled kills, tripled is gruesome; a tie does nothing; a shot that loses misses', () => {
    expect(keys(fight(6, 1, 9, 3, [{ type: 'sbh.combat.gruesome', params: { figureId: 'b', count: 2 } }, { type: 'sbh.removed.killed', params: { figureId: 'b' } }]))).toEqual(['opposed', 'gruesome', 'killed']);
    const tie = fight(3, 3, 5, 5, [{ type: 'sbh.combat.tie', params: {} }]);
    expect(sbhRollReading(tie, 0)).toMatchObject({ verdict: null });
    expect(keys(tie)).toEqual(['opposed', 'tie']);
    expect(keys(fight(2, 5, 4, 7, [{ type: 'sbh.combat.missed', params: {} }]))).toEqual(['opposed', 'missed']);
  });

  it('SBH-AMMO-1: after the ammunition re-roll no modifier is claimed; an odd re-roll is the last shot', () => {
    const ev: GameEvent[] = [roll('sbh.combat.attacker', [1]), roll('sbh.combat.defender', [3]), roll('sbh.ammo.reroll', [3]),
      { type: 'sbh.ammo.out', params: { figureId: 'a' } },
      { type: 'sbh.combat.rolled', params: { attackerTotal: 5, defenderTotal: 5 } }];
    expect(sbhRollReading(ev, 0)).toMatchObject({ total: 5, modifier: null });
    expect(sbhRollReading(ev, 2)).toMatchObject({ verdict: 'failed', meaning: { key: 'results.sbh.ammoOut' } });
  });
});

describe('moves', () => {
  it('SBH-GAP-05 / SBH-GAP-09: a straight move and a break away are steps on the card only, with the length and stick the rules logged', () => {
    const moved = readSbhEvents([{ type: 'sbh.movement.moved', ruleId: 'SBH-GAP-05', figureIds: ['hal'], params: { figureId: 'hal', lengthIn: 4.724, stick: 'medium', difficult: false } }]).parts;
    expect(moved).toEqual([{ word: { key: 'results.sbh.moved', params: { figureId: 'hal', lengthIn: 4.724, stick: 'medium' } }, face: null, tone: 'info', cardOnly: true }]);
    const away = readSbhEvents([{ type: 'sbh.movement.brokeAway', ruleId: 'SBH-GAP-05', figureIds: ['hal'], params: { figureId: 'hal', lengthIn: 3, stick: 'short', difficult: false } }]).parts;
    expect(away[0]).toMatchObject({ word: { key: 'results.sbh.brokeAway', params: { lengthIn: 3, stick: 'short' } }, cardOnly: true });
  });
});

describe('charges and morale', () => {
  it('SBH-GAP-05 / SBH-MORALE-1 / SBH-GAP-08: the Troll charges Tomas; Tomas fails morale and flees', () => {
    const ev: GameEvent[] = [
      { type: 'sbh.movement.moved', params: { figureId: 'troll' } },
      { type: 'sbh.movement.charged', params: { figureId: 'troll', targetFigureId: 'tomas' } },
      roll('sbh.morale.test', [2, 5, 1], { atLeast: 4, figureIds: ['tomas'], params: { figureId: 'tomas', target: 4 } }),
      { type: 'sbh.morale.result', params: { figureId: 'tomas', failures: 2, passed: false } },
      { type: 'sbh.morale.fled', params: { figureId: 'tomas', moves: 2 } },
    ];
    expect(keys(ev)).toEqual(['moved', 'charges', 'moraleFailed', 'flees']);
    expect(sbhRollReading(ev, 2)).toMatchObject({ total: 1, verdict: 'failed', meaning: { params: { figureId: 'tomas', failures: 2 } } });
  });

  it('SBH-CHARGE-2: the charged shooter tests Quality; failing, he hesitates', () => {
    const ev: GameEvent[] = [roll('sbh.charge.quality', [2], { atLeast: 4, figureIds: ['m'] }), { type: 'sbh.charge.hesitates', params: { figureId: 'm' } }];
    expect(sbhRollReading(ev, 0)).toMatchObject({ total: 2, against: 4, verdict: 'failed' });
    expect(keys(ev)).toEqual(['hesitates']);
  });

  it('SBH-MORALE-3 / SBH-GAP-14: leaving the table, and the end of the game', () => {
    expect(keys([{ type: 'sbh.removed.fled', params: { figureId: 'x' } }, { type: 'sbh.gameEnded', params: { winnerSideId: 'a', winnerPoints: 60, draw: false } }])).toEqual(['fledTable', 'gameWon']);
  });
});
