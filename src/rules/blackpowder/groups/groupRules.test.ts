import { describe, expect, it } from 'vitest';
import type { BpState } from '../flow/bpTypes';
import { withBpFigState } from '../flow/bpTypes';
import { fighter, flowScenario, group, prussians, startGame, zouaves } from '../flow/testing/flowTestKit';
import { actorFigureIds, groupProblems, isBrokenUp, sideActorIds } from './bpGroup';
import { checkGroupVolley, membersFire } from './groupRules';

const game = (options: Record<string, unknown> = {}): BpState => startGame({ initiative: 'scenarioOrder', ...options }, []);
const unit = (s: BpState, id: string) => s.scenario.units!.find((u) => u.id === id)!;

describe('a Group\'s volley (BP-GAP-11, BP-VOLLEY-1, BP-GAP-07)', () => {
  it('BP-VOLLEY-1: every member in action, not Suppressed, armed and loaded shoots', () => {
    expect(checkGroupVolley(game(), 'zGroup')).toEqual({ ok: true, leaderId: 'zL', shooterIds: ['zL', 'z1', 'z2', 'z3'] });
  });

  it('BP-GAP-11: Suppressed, unloaded, unarmed and Out-of-Action members do not shoot, each with why', () => {
    let s = startGame({ initiative: 'scenarioOrder' }, [], flowScenario([...prussians, ...zouaves.slice(0, 4).map((f) => (f.id === 'z3' ? { ...f, profile: { ...f.profile, weapon: 'none' } } : f))], [group('zGroup', 'z', ['zL', 'z1', 'z2', 'z3'])]));
    s = withBpFigState(withBpFigState(s, 'z1', { suppressed: true }), 'z2', { loaded: false });
    expect(membersFire(s, unit(s, 'zGroup')).map((m) => [m.figureId, m.why, m.ruleId])).toEqual([
      ['zL', null, 'BP-VOLLEY-1'], ['z1', 'suppressed', 'BP-GAP-11'], ['z2', 'unloaded', 'BP-GAP-05'], ['z3', 'noWeapon', 'BP-GAP-05'],
    ]);
    expect(checkGroupVolley(s, 'zGroup')).toMatchObject({ ok: true, shooterIds: ['zL'] });
    s = withBpFigState(s, 'z2', { outOfAction: true });
    expect(membersFire(s, unit(s, 'zGroup'))[2]).toMatchObject({ why: 'outOfAction' });
    expect(checkGroupVolley(withBpFigState(s, 'zL', { loaded: false }), 'zGroup')).toMatchObject({ ok: false, refusal: { reasonKey: 'blackpowder.group.noShooters' } });
  });

  it('BP-GAP-11: a Group whose Leader is Suppressed or Out of Action cannot fire a volley', () => {
    const s = game();
    expect(checkGroupVolley(withBpFigState(s, 'zL', { suppressed: true }), 'zGroup')).toMatchObject({
      ok: false, refusal: { reasonKey: 'blackpowder.group.leaderDown', ruleId: 'BP-GAP-11', params: { leaderFigureId: 'zL', down: 'suppressed' } },
    });
    expect(checkGroupVolley(withBpFigState(s, 'zL', { outOfAction: true }), 'zGroup')).toMatchObject({ ok: false, refusal: { params: { down: 'outOfAction' } } });
  });

  it('BP-GAP-11: option leaderDownNoVolley off: the Group fires without its Leader', () => {
    const s = withBpFigState(game({ leaderDownNoVolley: false }), 'zL', { suppressed: true });
    expect(checkGroupVolley(s, 'zGroup')).toEqual({ ok: true, leaderId: 'zL', shooterIds: ['z1', 'z2', 'z3'] });
  });

  it('BP-GAP-07: a Group of fewer than two fighters in action breaks up: no volley, its survivor is a lone fighter', () => {
    let s = game();
    expect(sideActorIds(s, 'p')).toEqual(['pGroup', 'pA', 'pB', 'pC']);
    s = withBpFigState(s, 'p1', { outOfAction: true });
    expect(isBrokenUp(s, unit(s, 'pGroup'))).toBe(false);
    s = withBpFigState(s, 'pL', { outOfAction: true });
    expect(isBrokenUp(s, unit(s, 'pGroup'))).toBe(true);
    expect(checkGroupVolley(s, 'pGroup')).toMatchObject({ ok: false, refusal: { reasonKey: 'blackpowder.group.brokenUp', ruleId: 'BP-GAP-07' } });
    expect(sideActorIds(s, 'p')).toEqual(['p2', 'pA', 'pB', 'pC']);
    expect([actorFigureIds(s, 'pGroup'), actorFigureIds(s, 'p2'), actorFigureIds(s, 'pL')]).toEqual([['p2'], ['p2'], []]);
  });

  it('BP-GAP-07: a unit with no Leader, or two, is no Group', () => {
    const twoLeaders = flowScenario([...prussians, fighter('zL', 'z', 1, 80, { leader: true }), fighter('z1', 'z', 5, 80, { leader: true }), fighter('z2', 'z', 9, 80)], [group('pNone', 'p', ['p1', 'p2']), group('zTwo', 'z', ['zL', 'z1', 'z2'])]);
    expect(groupProblems(twoLeaders).map((p) => [p.path, p.code])).toEqual([['units[0]', 'groupNoLeader'], ['units[1]', 'groupManyLeaders']]);
    const s = startGame({ initiative: 'scenarioOrder' }, [], twoLeaders);
    expect(checkGroupVolley(s, 'pNone')).toMatchObject({ ok: false, refusal: { reasonKey: 'blackpowder.group.noLeader' } });
    expect(checkGroupVolley(s, 'nothing')).toMatchObject({ ok: false, refusal: { reasonKey: 'blackpowder.group.notGroup' } });
    expect(groupProblems(game().scenario)).toEqual([]);
  });
});
