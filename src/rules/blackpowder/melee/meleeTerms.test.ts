/** The melee's modifiers (BP-GAP-12, BP-GAP-15, BP-GAP-11, BP-DMG-3) and its exact odds against brute force over the 36 faces. */
import { describe, expect, it } from 'vitest';
import type { Fraction } from '../../../engine/fraction';
import { ZERO, fraction, fractionAdd, fractionEquals } from '../../../engine/fraction';
import type { TerrainPiece } from '../../../los/terrain';
import { coverPiece, rect } from '../cover/testCoverScenario';
import type { MeleeFighter, MeleeResult, MeleeTerms } from './meleeTerms';
import { meleeOdds, meleeSide, meleeTerms, meleeVerdict } from './meleeTerms';
import { cm, fighter, flowScenario, meleeState, withFig } from './testing/meleeTestingKit';

const O = { cavalryChargeBonus: 1, meleeSuppressed: 'minusOne' as const };
const foot = (over: Partial<MeleeFighter> = {}): MeleeFighter => ({
  figureId: 'f', charging: false, cavalry: false, horseWounded: false, suppressed: false, armed: false, opponentFootInOpen: false, ...over,
});
const mod = (f: MeleeFighter, o = O) => meleeSide(f, o).modifier;

// A rider `pR` charging infantry `zA` it touches (2.5 cm apart, centre to centre, 25 mm bases).
const rider = (x: number, y: number) => ({ ...fighter('pR', 'p', x, y, { cavalry: true }), mounted: true });
const duel = (terrain: readonly TerrainPiece[] = [], zProfile = {}) => ({
  ...flowScenario([rider(40, 10), fighter('zA', 'z', 40, 12.5, zProfile), fighter('zB', 'z', 90, 90)], []),
  terrain: [...terrain],
});
const wall = coverPiece({ id: 'wall', name: 'wall', footprint: rect(cm(30), cm(11.2), cm(20), 0.1), heightIn: 1.2, cover: 'hard' });

describe('melee modifiers', () => {
  it('BP-GAP-12: +1 charging', () => {
    expect(mod(foot({ charging: true }))).toBe(1);
    expect(meleeSide(foot({ charging: true }), O).mods).toEqual([{ reason: 'charging', value: 1, ruleId: 'BP-GAP-12' }]);
  });

  it('BP-GAP-12: +1 bayonet or sabre', () => {
    expect(mod(foot({ armed: true }))).toBe(1);
    const s = meleeState(duel([], { melee: 'bayonet' }));
    expect(meleeTerms(s, 'pR', 'zA').defender.mods.map((m) => m.reason)).toEqual(['weapon']);
    expect(meleeTerms(meleeState(duel()), 'pR', 'zA').defender.mods).toEqual([]);
  });

  it('BP-GAP-12: +1 cavalry vs infantry in the open; not when a wall stands between them', () => {
    expect(mod(foot({ cavalry: true, opponentFootInOpen: true }))).toBe(1);
    const open = meleeTerms(meleeState(duel()), 'pR', 'zA');
    expect(open.charger.mods.map((m) => m.reason)).toEqual(['charging', 'cavalryInOpen', 'cavalryCharge']);
    const walled = meleeTerms(meleeState(duel([wall])), 'pR', 'zA');
    expect(walled.charger.mods.map((m) => m.reason)).toEqual(['charging', 'cavalryCharge']);
  });

  it('BP-GAP-12: a rider charged by infantry in the open has the cavalry bonus too (not the charge bonus)', () => {
    const s = meleeState({ ...flowScenario([fighter('pA', 'p', 40, 10), { ...fighter('zR', 'z', 40, 12.5, { cavalry: true }), mounted: true }], []) });
    const t = meleeTerms(s, 'pA', 'zR');
    expect(t.defender.mods.map((m) => [m.reason, m.ruleId])).toEqual([['cavalryInOpen', 'BP-GAP-12']]);
    expect(t.charger.modifier).toBe(1);
  });

  it('BP-GAP-15: a charging rider adds cavalryChargeBonus', () => {
    expect(mod(foot({ cavalry: true, charging: true }))).toBe(2);
    expect(mod(foot({ cavalry: true, charging: true }), { ...O, cavalryChargeBonus: 2 })).toBe(3);
    expect(meleeSide(foot({ cavalry: true, charging: true }), O).mods.find((m) => m.reason === 'cavalryCharge')?.ruleId).toBe('BP-GAP-15');
    expect(meleeTerms(meleeState(duel(), { cavalryChargeBonus: 0 }), 'pR', 'zA').charger.modifier).toBe(2);
  });

  it('BP-DMG-3, BP-GAP-15: a wounded horse gives no cavalry bonus', () => {
    expect(mod(foot({ cavalry: true, charging: true, horseWounded: true, opponentFootInOpen: true }))).toBe(1);
    const s = withFig(meleeState(duel()), 'pR', { horseWounded: true });
    expect(meleeTerms(s, 'pR', 'zA').charger.mods.map((m) => m.reason)).toEqual(['charging']);
  });

  it('BP-GAP-11 (option meleeSuppressed): a Suppressed fighter fights at −1, or not at all', () => {
    expect(mod(foot({ suppressed: true }))).toBe(-1);
    const no = meleeSide(foot({ suppressed: true }), { ...O, meleeSuppressed: 'noFight' });
    expect(no).toMatchObject({ fights: false, modifier: 0 });
    const s = withFig(meleeState(duel(), { meleeSuppressed: 'noFight' }), 'zA', { suppressed: true });
    const t = meleeTerms(s, 'pR', 'zA');
    expect(meleeVerdict(1, 6, t)).toBe('chargerWins');
    expect(meleeOdds(t, 'bothSuppressed')).toEqual({ chargerWins: fraction(1), tie: ZERO, defenderWins: ZERO });
  });
});

const side = (figureId: string, modifier: number, fights = true) => ({ figureId, mods: [], modifier, fights });
const bruteForce = (terms: MeleeTerms): Record<MeleeResult, Fraction> => {
  const out: Record<MeleeResult, Fraction> = { chargerWins: ZERO, tie: ZERO, defenderWins: ZERO };
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) { const r = meleeVerdict(a, b, terms); out[r] = fractionAdd(out[r], fraction(1, 36)); }
  return out;
};

describe('melee odds', () => {
  it('BP-GAP-12: exact odds equal brute force over the 36 faces, every modifier difference −6..+6', () => {
    for (let c = -3; c <= 4; c++) for (let d = -3; d <= 3; d++) {
      const terms = { charger: side('c', c), defender: side('d', d) };
      const odds = meleeOdds(terms, 'bothSuppressed');
      const bf = bruteForce(terms);
      expect([c, d, fractionEquals(odds.chargerWins, bf.chargerWins), fractionEquals(odds.tie, bf.tie), fractionEquals(odds.defenderWins, bf.defenderWins)]).toEqual([c, d, true, true, true]);
    }
  });

  it('BP-GAP-12 (option meleeTie: reroll): the wins scaled by 1 / (1 − P(tie)), no tie left', () => {
    const terms = { charger: side('c', 1), defender: side('d', 0) };
    const bf = bruteForce(terms);
    expect(bf.tie).toEqual(fraction(5, 36));
    const odds = meleeOdds(terms, 'reroll');
    expect(odds.tie).toEqual(ZERO);
    expect(odds.chargerWins).toEqual(fraction(bf.chargerWins.num * 36n, bf.chargerWins.den * 31n));
    expect(fractionAdd(odds.chargerWins, odds.defenderWins)).toEqual(fraction(1));
  });

  it('BP-GAP-12: the plain case — +1 charging against nothing wins 21/36, ties 5/36', () => {
    const odds = meleeOdds({ charger: side('c', 1), defender: side('d', 0) }, 'bothSuppressed');
    expect([odds.chargerWins, odds.tie, odds.defenderWins]).toEqual([fraction(21, 36), fraction(5, 36), fraction(10, 36)]);
  });
});
