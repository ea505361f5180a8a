/**
 * The preview's exact chances (SBH-GAP-06/07, SBH-GAP-12) against a brute force: every die pair
 * (and ammunition re-roll) pushed through the real `applyAction` with forced dice, its outcome read
 * back from the events and the state, weighted and summed. Hand-computed cases first.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Fraction } from '../../../engine/fraction';
import { ZERO, fraction, fractionAdd } from '../../../engine/fraction';
import type { Action } from '../../../engine/state';
import { figStateOf } from '../sbhTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import type { SbhState } from '../sbhTypes';
import { FAIR_DIE, opposedOdds } from './combatOdds';
import { R, act, archer, attack, combatRuleset, combatState, fig, shoot } from './testing/combatTestState';

const str = (f: Fraction) => `${f.num}/${f.den}`;

describe('SBH-GAP-06 exact chances, by hand', () => {
  it('SBH-GAP-06: equal Combat: win 15/36, tie 6/36; doubled needs 2 × the loser', () => {
    const o = opposedOdds({ kind: 'melee', attackerBase: 2, defenderBase: 2, attackerDiesOnLoss: false, defenderDiesOnLoss: false, attackDie: FAIR_DIE });
    expect(str(o.win)).toBe('5/12');
    expect(str(o.tie)).toBe('1/6');
    // Doubled: (a+2) ≥ 2(d+2): d=1 → a ≥ 4 (3 pairs); d=2 → a = 6 (1) → 4/36; tripled: (a+2) ≥ 9 never.
    expect(str(o.defenderKilled)).toBe('1/9');
    expect(str(o.defenderGruesome)).toBe('0/1');
    expect(str(o.defenderBeaten)).toBe(str(fraction(11, 36)));
  });

  it('SBH-GAP-06: a fallen defender is killed on every win', () => {
    const o = opposedOdds({ kind: 'melee', attackerBase: 2, defenderBase: 2, attackerDiesOnLoss: false, defenderDiesOnLoss: true, attackDie: FAIR_DIE });
    expect(str(o.defenderKilled)).toBe('5/12');
    expect(str(o.defenderBeaten)).toBe('0/1');
  });
});

type Key = 'win' | 'tie' | 'beaten' | 'killed' | 'gruesome' | 'attackerBeaten' | 'attackerKilled' | 'miss';
const PREVIEW_KEYS: Record<string, Key> = {
  'sbh.combat.chance.win': 'win', 'sbh.combat.chance.tie': 'tie', 'sbh.combat.chance.beaten': 'beaten',
  'sbh.combat.chance.killed': 'killed', 'sbh.combat.chance.gruesome': 'gruesome', 'sbh.combat.chance.attackerBeaten': 'attackerBeaten',
  'sbh.combat.chance.attackerKilled': 'attackerKilled', 'sbh.combat.chance.miss': 'miss',
};

/** The outcome of one forced roll, read from what the resolve did. */
function outcome(before: SbhState, action: Action, faces: number[]): Key[] {
  const r = act(before, action, faces);
  if (!r.ok) throw new Error(r.refusal.message);
  const rolled = r.events.find((e) => e.type === 'sbh.combat.rolled')!.params as { attackerTotal: number; defenderTotal: number };
  const out: Key[] = [];
  const melee = action.type === 'attack';
  if (rolled.attackerTotal > rolled.defenderTotal) out.push('win');
  else if (rolled.attackerTotal === rolled.defenderTotal) out.push('tie');
  else if (!melee) out.push('miss');
  const fate = (id: string, beaten: Key, killed: Key) => {
    const now = figureOf(r.state, id);
    const was = figureOf(before, id)!;
    if (now === undefined) out.push(killed);
    else if (now.x !== was.x || now.y !== was.y || (figStateOf(r.state, id).fallen && !figStateOf(before, id).fallen)) out.push(beaten);
  };
  fate(action.targetIds![0]!, 'beaten', 'killed');
  if (melee) fate(action.figureId!, 'attackerBeaten', 'attackerKilled');
  if (r.events.some((e) => e.type === 'sbh.combat.gruesome' && e.params?.figureId === action.targetIds![0])) out.push('gruesome');
  return out;
}

function bruteForce(state: SbhState, action: Action, rerollOnes: boolean): Map<Key, Fraction> {
  const acc = new Map<Key, Fraction>();
  const add = (keys: Key[], p: Fraction) => { for (const k of keys) acc.set(k, fractionAdd(acc.get(k) ?? ZERO, p)); };
  for (let a = 1; a <= 6; a++) {
    for (let d = 1; d <= 6; d++) {
      if (a === 1 && rerollOnes) for (let x = 1; x <= 6; x++) add(outcome(state, action, [a, d, x]), fraction(1, 216));
      else add(outcome(state, action, [a, d]), fraction(1, 36));
    }
  }
  return acc;
}

describe('SBH-GAP-06 / SBH-GAP-07 preview odds = the resolve, die by die (property)', () => {
  it('SBH-GAP-07: every chance the preview shows is the brute-force sum over the dice', () => {
    fc.assert(fc.property(
      fc.record({
        melee: fc.boolean(), ca: fc.integer({ min: 0, max: 6 }), cd: fc.integer({ min: 0, max: 6 }),
        bigA: fc.boolean(), bigD: fc.boolean(), fallen: fc.boolean(), hesitant: fc.boolean(), special: fc.boolean(),
        ammo: fc.constantFrom('off', 'keepOne', 'replace'), recoilOn: fc.constantFrom('odd', 'even'), friendNear: fc.boolean(),
      }),
      (g) => {
        const attacker = archer({ id: 'a', x: 10, y: 10, profile: { combat: g.ca, big: g.bigA } });
        const defender = fig({ id: 'd', side: 'blue', x: g.melee ? 10 + 2 * R : 14, y: 10, profile: { combat: g.cd, big: g.bigD } });
        const friend = fig({ id: 'f', side: 'blue', x: 20, y: 14 });
        const state = combatState({
          activated: 'a', figures: [attacker, defender, ...(g.friendNear ? [friend] : [])],
          figureState: { d: { fallen: g.fallen, hesitant: g.hesitant }, a: { hesitant: g.hesitant } },
          options: { ammunition: g.ammo !== 'off', ammoReroll: g.ammo === 'replace' ? 'replace' : 'keepOne', recoilOn: g.recoilOn },
        });
        const action = g.melee ? attack(state, 'a', 'd', g.special) : shoot(state, 'a', 'd', g.special);
        const preview = combatRuleset.previewAction!(state, action)!;
        expect(preview.refusal).toBeNull();
        const brute = bruteForce(state, action, !g.melee && g.ammo !== 'off');
        for (const c of preview.chances) {
          const key = PREVIEW_KEYS[c.labelKey];
          if (key === undefined) continue;
          expect(`${c.num}/${c.den}`, c.labelKey).toBe(str(brute.get(key) ?? ZERO));
        }
        const ammoChance = preview.chances.find((c) => c.labelKey === 'sbh.shoot.chance.outOfAmmo');
        expect(ammoChance !== undefined).toBe(!g.melee && g.ammo !== 'off');
      },
    ), { numRuns: 40 });
  });
});
