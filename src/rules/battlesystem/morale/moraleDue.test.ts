/** When a unit must check morale in a game (BS-GAP-05, BS-HITS-2), read from the state. */
import { describe, expect, it } from 'vitest';
import { withBsPieceState } from '../flow/bsTypes';
import { SWORD_PROFILE, inMelee, meleeTable } from '../testing/bsMeleeTable';
import { regularUnit } from '../testing/bsTestScenario';
import { chargedInFlankOrRear, moraleReasonsNow } from './moraleDue';

function flanked() {
  const d = regularUnit('d', 'red', 'D', 4, 1, 0, { frontLeft: { x: 10, y: 30 } }, SWORD_PROFILE);
  const a = regularUnit('a', 'blue', 'A', 1, 1, 90, { frontCentre: { x: 10, y: 30.5 } }, SWORD_PROFILE);
  return inMelee(meleeTable([d, a])).state;
}
const unit = (s: ReturnType<typeof flanked>, id: string) => s.scenario.units!.find((u) => u.id === id)!;

describe('morale checks due (BS-GAP-05)', () => {
  it('BS-GAP-05: charged this round by a unit now touching its flank, a unit checks; touched there without a charge, it does not', () => {
    const s = flanked();
    expect(chargedInFlankOrRear(s, unit(s, 'd'))).toBe(false);
    const charged = withBsPieceState(s, 'a', { chargedId: 'd' });
    expect(chargedInFlankOrRear(charged, unit(charged, 'd'))).toBe(true);
    expect(moraleReasonsNow(charged, unit(charged, 'd'))).toEqual(['flankOrRear']);
    expect(moraleReasonsNow(charged, unit(charged, 'a'))).toEqual([]);
  });

  it('BS-HITS-2 / BS-GAP-05: the quarter counts the figures removed this round against those at its start; a unit that checked at a melee checks again only for a melee lost', () => {
    const s = flanked();
    expect(moraleReasonsNow(withBsPieceState(s, 'd', { lostThisRound: 1 }), unit(s, 'd'))).toEqual([]); // 1 of 5
    expect(moraleReasonsNow(withBsPieceState(s, 'd', { lostThisRound: 2 }), unit(s, 'd'))).toEqual(['quarterLost']); // 2 of 6
    const checked = withBsPieceState(s, 'd', { lostThisRound: 2, checkedMorale: true });
    expect(moraleReasonsNow(checked, unit(s, 'd'))).toEqual([]);
    expect(moraleReasonsNow(withBsPieceState(checked, 'd', { lostMelee: true }), unit(s, 'd'))).toEqual(['lostMelee']);
  });
});
