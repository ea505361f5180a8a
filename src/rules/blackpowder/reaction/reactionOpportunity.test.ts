import { describe, expect, it } from 'vitest';
import { figure } from '../../../engine/testScenario';
import { cmToInches } from '../../../geometry/units';
import { LEVEL_3_IN, coverPiece, coverScenario, infantry, rect } from '../cover/testCoverScenario';
import type { ReactionOpportunityQuery } from './reactionOpportunity';
import { reactionOpportunity, shouldAskReaction } from './reactionOpportunity';
import { reactionWeaponOf } from './reactionWeapon';

const CM30 = cmToInches(30);
const s = infantry('s', 18, 10);
const s2 = infantry('s2', 40, 10);
const mover = infantry('m', 12, 30, 'b');
const move = { mover, start: { x: 12, y: 30 }, path: [{ x: 12 + CM30, y: 30 }] };
/** A tall wall right across the shooters' view of the path. */
const screen = coverPiece({ id: 'screen', footprint: rect(0, 20, 48, 0.3), heightIn: LEVEL_3_IN, cover: 'hard' });

const query = (over: Partial<ReactionOpportunityQuery> = {}): ReactionOpportunityQuery => ({
  scenario: coverScenario([], [s, s2, mover]), reactors: [{ actorId: 's', figureIds: ['s'] }], moves: [move],
  loadedIds: ['s', 's2'], apLeft: 3, triedIds: [], ...over,
});

describe('BP-REACT-1: whether the inactive side may react to a move', () => {
  it('BP-REACT-1: a loaded fighter with AP that sees the mover in range may react, from the first point', () => {
    const o = reactionOpportunity(query());
    expect(o.possible).toBe(true);
    expect(o.reactors).toEqual([{ actorId: 's', ok: true, shooterId: 's', moverId: 'm', alongIn: 0, ruleId: 'BP-REACT-1' }]);
  });

  it('BP-REACT-1: no opportunity when no weapon is loaded, or the fighter has no firearm', () => {
    expect(reactionOpportunity(query({ loadedIds: ['s2'] })).reactors[0]).toMatchObject({ ok: false, why: 'notLoaded' });
    const unarmed = figure({ id: 's', x: 18, y: 10, profile: { sd: '1/2/3', weapon: 'none' } });
    const o = reactionOpportunity(query({ scenario: coverScenario([], [unarmed, mover]) }));
    expect(o).toEqual({ possible: false, reactors: [{ actorId: 's', ok: false, why: 'notLoaded', ruleId: 'BP-REACT-1' }] });
  });

  it('BP-REACT-2: no opportunity without the AP of a first action', () => {
    expect(reactionOpportunity(query({ apLeft: 0 }))).toEqual({ possible: false, reactors: [{ actorId: 's', ok: false, why: 'noAp', ruleId: 'BP-REACT-2' }] });
  });

  it('BP-REACT-3: no opportunity for a fighter, or a Group with a member, that already tried this enemy turn', () => {
    expect(reactionOpportunity(query({ triedIds: ['s'] })).reactors[0]).toEqual({ actorId: 's', ok: false, why: 'alreadyTried', ruleId: 'BP-REACT-3' });
    const group = { actorId: 'g', figureIds: ['s', 's2'] };
    expect(reactionOpportunity(query({ reactors: [group], triedIds: new Set(['s2']) })).possible).toBe(false);
    expect(reactionOpportunity(query({ reactors: [group], triedIds: ['g'] })).possible).toBe(false);
  });

  it('BP-REACT-1: no opportunity when the mover is never in sight, nor when it is seen only out of range', () => {
    const hidden = reactionOpportunity(query({ scenario: coverScenario([screen], [s, s2, mover]) }));
    expect(hidden).toEqual({ possible: false, reactors: [{ actorId: 's', ok: false, why: 'neverInSight', ruleId: 'BP-REACT-1' }] });
    expect(reactionOpportunity(query({ hiddenAt: () => true })).reactors[0]).toMatchObject({ ok: false, why: 'neverInSight' });
    const smooth = () => 'smoothbore' as const;
    const far = { ...move, start: { x: 12, y: 36 }, path: [{ x: 12 + CM30, y: 36 }] };
    expect(reactionOpportunity(query({ moves: [far], weaponOf: smooth })).reactors[0]).toEqual({ actorId: 's', ok: false, why: 'outOfRange', ruleId: 'BP-GAP-05' });
    // BP-REACT-5: the same far mover charging the shooter is in Effective range.
    expect(reactionOpportunity(query({ moves: [far], weaponOf: smooth, chargedIds: ['s'] })).possible).toBe(true);
  });

  it('BP-REACT-1: a Group may react when any loaded member sees the mover in range', () => {
    const blocker = coverPiece({ id: 'b', footprint: rect(14, 20, 12, 0.3), heightIn: LEVEL_3_IN }); // hides the path from s only
    const scenario = coverScenario([blocker], [s, s2, mover]);
    expect(reactionOpportunity(query({ scenario })).possible).toBe(false);
    const o = reactionOpportunity(query({ scenario, reactors: [{ actorId: 'g', figureIds: ['s', 's2'] }] }));
    expect(o.reactors[0]).toMatchObject({ actorId: 'g', ok: true, shooterId: 's2' });
    expect(reactionOpportunity(query({ scenario, reactors: [{ actorId: 'g', figureIds: ['s', 's2'] }], loadedIds: ['s'] })).possible).toBe(false);
  });

  it('BP-REACT-1: the option reactionPrompt asks only when a reaction is possible, or at every move', () => {
    const yes = reactionOpportunity(query());
    const no = reactionOpportunity(query({ apLeft: 0 }));
    expect([shouldAskReaction('whenPossible', yes), shouldAskReaction('whenPossible', no)]).toEqual([true, false]);
    expect([shouldAskReaction('everyMove', yes), shouldAskReaction('everyMove', no)]).toEqual([true, true]);
  });

  it('BP-GAP-05: the firearm a fighter reacts with comes from its profile', () => {
    const w = (weapon?: string) => reactionWeaponOf(figure({ id: 'f', x: 0, y: 0, profile: weapon === undefined ? {} : { weapon } }));
    expect([w(), w('rifled'), w('smoothbore'), w('none')]).toEqual(['rifledMusket', 'rifledMusket', 'smoothbore', null]);
  });
});
