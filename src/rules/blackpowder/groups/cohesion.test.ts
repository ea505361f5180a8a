import { describe, expect, it } from 'vitest';
import type { BpState } from '../flow/bpTypes';
import { withBpFigState } from '../flow/bpTypes';
import { fighter, flowScenario, group, startGame, zouaves } from '../flow/testing/flowTestKit';
import { groupCohesion } from './cohesion';

/**
 * A Prussian Group on a line y = 10 cm: the Leader `pL` at 0 and members at the given centres, cm.
 * 25 mm round bases are 2.5 cm across, so base edges are (centre gap − 2.5) cm apart.
 */
function line(memberCentresCm: readonly number[], options: Record<string, unknown> = {}): BpState {
  const members = memberCentresCm.map((x, i) => fighter(`m${i + 1}`, 'p', 20 + x, 10));
  const ids = ['pL', ...members.map((m) => m.id)];
  const scenario = flowScenario([fighter('pL', 'p', 20, 10, { leader: true }), ...members, ...zouaves], [group('pGroup', 'p', ids)]);
  return startGame({ initiative: 'scenarioOrder', ...options }, [], scenario);
}

const cohesion = (s: BpState) => groupCohesion(s, 'pGroup')!;

describe('Group cohesion (BP-GAP-07)', () => {
  it('BP-GAP-07: members 5.5 cm apart edge to edge, the farthest 13.5 cm from the Leader → in cohesion', () => {
    expect(cohesion(line([8, 16]))).toEqual({ inCohesion: true, leaderId: 'pL', breaks: [], ruleId: 'BP-GAP-07' });
  });

  it('BP-GAP-07: exactly 8 cm to the next member and exactly 16 cm to the Leader still holds', () => {
    expect(cohesion(line([10.5, 18.5])).inCohesion).toBe(true);
  });

  it('BP-GAP-07: a member 8.5 cm from its nearest comrade breaks it by 0.5 cm (member rule)', () => {
    const c = cohesion(line([5, -11]));
    expect(c.inCohesion).toBe(false);
    expect(c.breaks).toHaveLength(1);
    expect(c.breaks[0]).toMatchObject({ figureId: 'm2', rule: 'member', toFigureId: 'pL' });
    expect(c.breaks[0]!.distanceCm).toBeCloseTo(8.5, 9);
    expect(c.breaks[0]!.overCm).toBeCloseTo(0.5, 9);
  });

  it('BP-GAP-07: a chain of members 7.5 cm apart, the last 17.5 cm from the Leader, breaks it by 1.5 cm (Leader rule)', () => {
    const c = cohesion(line([10, 20]));
    expect(c.breaks.map((b) => [b.figureId, b.rule, b.toFigureId])).toEqual([['m2', 'leader', 'pL']]);
    expect(c.breaks[0]!.overCm).toBeCloseTo(1.5, 9);
  });

  it('BP-GAP-07: the options\' distances in cm: 10 cm between members lets the 8.5 cm gap pass; 15 mm figures halve them', () => {
    expect(cohesion(line([5, -11], { cohesionMemberCm: 10 })).inCohesion).toBe(true);
    // 15 mm: 4 cm between members, 8 cm from the Leader: 5.5 cm edge gaps fail.
    expect(cohesion(line([8, 16], { figureScale: '15mm' })).breaks.map((b) => [b.figureId, b.rule])).toEqual([
      ['pL', 'member'], ['m1', 'member'], ['m2', 'member'], ['m2', 'leader'],
    ]);
  });

  it('BP-GAP-07: Out-of-Action members are left out: a straggler down does not break it', () => {
    const s = line([8, 40]);
    expect(cohesion(s).inCohesion).toBe(false);
    expect(cohesion(withBpFigState(s, 'm2', { outOfAction: true }))).toMatchObject({ inCohesion: true, breaks: [] });
  });

  it('BP-GAP-07: with its Leader out only the member rule holds; a Group down to one fighter has nothing to hold', () => {
    const s = withBpFigState(line([8, 30]), 'pL', { outOfAction: true });
    const c = cohesion(s);
    expect(c.leaderId).toBeNull();
    expect(c.breaks.map((b) => [b.figureId, b.rule])).toEqual([['m1', 'member'], ['m2', 'member']]);
    expect(cohesion(withBpFigState(s, 'm2', { outOfAction: true }))).toMatchObject({ inCohesion: true, breaks: [] });
    expect(groupCohesion(s, 'noSuchUnit')).toBeNull();
  });
});
