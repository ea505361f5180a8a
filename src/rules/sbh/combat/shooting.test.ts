/**
 * Shooting (SBH-GAP-07): cover (SBH-COVER-1, TV-SBH-15), no shooting into or out of melee
 * (SBH-SHOOT-MELEE-1, TV-SBH-16), range bands, the aimed shot (SBH-GAP-05), the big target, the
 * weapon, and the ammunition rule (SBH-AMMO-1, TV-SBH-14, SBH-GAP-12) — forced dice.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { figStateOf } from '../sbhTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { stickIn } from '../sticks';
import { R, accept, archer, combatRuleset, combatState, eventsOf, fig, modLines, rect, refuse, shoot, wall, wood } from './testing/combatTestState';

const LONG = stickIn('28mm', 'long'); // 7.09″
const s1 = archer({ id: 's1', x: 5, y: 20 });
/** A blue target whose base edge is `rangeIn` from s1's. */
const targetAt = (rangeIn: number, extra: Partial<Parameters<typeof fig>[0]> = {}) => fig({ id: 't1', side: 'blue', x: 5 + 2 * R + rangeIn, y: 20, ...extra });
const range = (rangeIn: number, options: Record<string, unknown> = {}) => combatState({ activated: 's1', figures: [s1, targetAt(rangeIn)], options });

describe('SBH-GAP-07 the shot', () => {
  it('SBH-GAP-07: shooter 1d6 + Combat against target 1d6 + Combat; a shooter who loses just misses', () => {
    const s = range(3);
    const miss = accept(s, shoot(s, 's1', 't1'), [1, 6]); // 3 against 8: the shooter is "doubled" but it is a miss
    expect(eventsOf(miss.events, 'sbh.combat.missed')).toHaveLength(1);
    expect(figureOf(miss.state, 's1')).toEqual(s1);
    const hit = accept(s, shoot(s, 's1', 't1'), [5, 3]); // 7 against 5: beaten, die 5 odd → recoils away from the shooter
    expect(figureOf(hit.state, 't1')!.x).toBeCloseTo(5 + 4 * R + 3, 9);
  });

  it('SBH-GAP-07: within the band no modifier; up to 2 × −1; up to 3 × −2; beyond refused', () => {
    expect(modLines(range(LONG - 0.01), shoot(range(LONG - 0.01), 's1', 't1'))).toEqual([]);
    expect(modLines(range(LONG + 0.5), shoot(range(LONG + 0.5), 's1', 't1'))).toEqual(['s1 range −1']);
    expect(modLines(range(2 * LONG + 0.5), shoot(range(2 * LONG + 0.5), 's1', 't1'))).toEqual(['s1 range −2']);
    const far = range(3 * LONG + 0.1);
    expect(refuse(far, shoot(far, 's1', 't1'))).toMatchObject({ reasonKey: 'sbh.shoot.outOfRange', ruleId: 'SBH-GAP-07' });
  });

  it('SBH-GAP-07: option longRangePenalty sets the step (0: none)', () => {
    expect(modLines(range(2 * LONG + 0.5, { longRangePenalty: 2 }), shoot(range(0), 's1', 't1'))).toEqual(['s1 range −4']);
    expect(modLines(range(2 * LONG + 0.5, { longRangePenalty: 0 }), shoot(range(0), 's1', 't1'))).toEqual([]);
  });

  it('SBH-GAP-05: an aimed shot costs 2 actions and gives the target −1', () => {
    const s = range(3);
    expect(modLines(s, shoot(s, 's1', 't1', true))).toEqual(['t1 aimed −1']);
    const r = accept(s, shoot(s, 's1', 't1', true), [3, 4]); // 5 against 6 − 1: a tie
    expect(eventsOf(r.events, 'sbh.combat.tie')).toHaveLength(1);
    expect(r.state.flow.activation?.actionsLeft).toBe(1);
  });

  it('SBH-GAP-07: +1 against a big target', () => {
    const s = combatState({ activated: 's1', figures: [s1, targetAt(3, { profile: { big: true } })] });
    expect(modLines(s, shoot(s, 's1', 't1'))).toEqual(['s1 bigTarget +1']);
  });

  it('SBH-GAP-07: only a figure with a ranged weapon shoots; SBH-GAP-10: not a fallen one', () => {
    const s = combatState({ activated: 'm', figures: [fig({ id: 'm', x: 5, y: 20 }), targetAt(3)] });
    expect(refuse(s, shoot(s, 'm', 't1'))).toMatchObject({ reasonKey: 'sbh.shoot.noWeapon', ruleId: 'SBH-GAP-07' });
    const down = combatState({ activated: 's1', figures: [s1, targetAt(3)], figureState: { s1: { fallen: true } } });
    expect(refuse(down, shoot(down, 's1', 't1'))).toMatchObject({ reasonKey: 'sbh.combat.down', ruleId: 'SBH-GAP-10' });
  });
});

describe('SBH-COVER-1 cover (TV-SBH-15)', () => {
  // A low wall 0.1″ in front of the target hides its two lower sample rows: 0.11 + 0.19 = 30 % of it
  // (the `edges` pattern of new games, los/losSamples.ts; the vector's 40 % was the old 20-sample pattern's 8 of 20).
  const low = wall('low', rect(5 + 2 * R + 3 - 0.15, 19, 0.05, 2), 0.45);
  const tall = wall('tall', rect(5 + 2 * R + 3 - 0.15, 19, 0.05, 2), 2);

  it('SBH-COVER-1 (TV-SBH-15): partly hidden by a wall (30 %; 40 % on the old pattern) → −1', () => {
    const s = combatState({ activated: 's1', figures: [s1, targetAt(3.5)], terrain: [low] });
    const p = combatRuleset.previewAction?.(s, shoot(s, 's1', 't1'));
    expect(p?.sight?.visibleFraction).toBeCloseTo(0.7, 9);
    const old = combatState({ activated: 's1', figures: [s1, targetAt(3.5)], terrain: [low], options: { losSampling: 'centres' } });
    expect(combatRuleset.previewAction?.(old, shoot(old, 's1', 't1'))?.sight?.visibleFraction).toBeCloseTo(0.6, 9);
    expect(modLines(old, shoot(old, 's1', 't1'))).toEqual(['s1 cover −1']);
    expect(modLines(s, shoot(s, 's1', 't1'))).toEqual(['s1 cover −1']);
    const r = accept(s, shoot(s, 's1', 't1'), [4, 3]); // 6 − 1 against 5: a tie
    expect(eventsOf(r.events, 'sbh.combat.tie')).toHaveLength(1);
  });

  it('SBH-COVER-1 (TV-SBH-15): 100 % hidden → no shot', () => {
    const s = combatState({ activated: 's1', figures: [s1, targetAt(3.5)], terrain: [tall] });
    expect(refuse(s, shoot(s, 's1', 't1'))).toMatchObject({ reasonKey: 'sbh.shoot.notVisible', ruleId: 'SBH-COVER-1' });
  });

  it('SBH-COVER-1 (TV-SBH-15): 0 % hidden → no modifier; a figure in the way is not cover', () => {
    const s = combatState({ activated: 's1', figures: [s1, targetAt(3.5), fig({ id: 'x', x: 8, y: 20.7 })] });
    const p = combatRuleset.previewAction?.(s, shoot(s, 's1', 't1'));
    expect(p?.sight?.visibleFraction).toBeLessThan(1);
    expect(modLines(s, shoot(s, 's1', 't1'))).toEqual([]);
  });
});

describe('SBH-SHOOT-MELEE-1 no shooting into or out of melee (TV-SBH-16)', () => {
  const t1 = targetAt(3);
  it('SBH-SHOOT-MELEE-1 (TV-SBH-16): a shooter in base contact with an enemy cannot shoot', () => {
    const s = combatState({ activated: 's1', figures: [s1, t1, fig({ id: 'e', side: 'blue', x: 5, y: 20 + 2 * R })] });
    expect(refuse(s, shoot(s, 's1', 't1'))).toMatchObject({ reasonKey: 'sbh.shoot.shooterInMelee', ruleId: 'SBH-SHOOT-MELEE-1' });
  });

  it('SBH-SHOOT-MELEE-1 (TV-SBH-16): a target in base contact with an enemy of its own cannot be shot', () => {
    const s = combatState({ activated: 's1', figures: [s1, t1, fig({ id: 'f', x: t1.x, y: 20 + 2 * R })] });
    expect(refuse(s, shoot(s, 's1', 't1'))).toMatchObject({ reasonKey: 'sbh.shoot.targetInMelee', ruleId: 'SBH-SHOOT-MELEE-1' });
  });

  it('SBH-SHOOT-MELEE-1 (TV-SBH-16): a target touching a fallen friend of the shooter cannot be shot', () => {
    const s = combatState({ activated: 's1', figures: [s1, t1, fig({ id: 'f', x: t1.x, y: 20 + 2 * R })], figureState: { f: { fallen: true } } });
    expect(refuse(s, shoot(s, 's1', 't1'))).toMatchObject({ reasonKey: 'sbh.shoot.fallenFriend', ruleId: 'SBH-SHOOT-MELEE-1' });
  });

  it('SBH-SHOOT-MELEE-1 (decision): a target touching only its own friends is not in melee', () => {
    const s = combatState({ activated: 's1', figures: [s1, t1, fig({ id: 'g', side: 'blue', x: t1.x, y: 20 + 2 * R })] });
    expect(combatRuleset.check(s, shoot(s, 's1', 't1'))).toBeNull();
  });

  it('SBH-CHARGE-1: a figure that took up a melee weapon does not shoot while still in contact', () => {
    const s = combatState({ activated: 's1', figures: [s1, t1, fig({ id: 'e', side: 'blue', x: 5, y: 20 + 2 * R })], figureState: { s1: { meleeWeapon: true } } });
    expect(refuse(s, shoot(s, 's1', 't1'))).toMatchObject({ reasonKey: 'sbh.shoot.meleeWeapon', ruleId: 'SBH-CHARGE-1' });
    const free = combatState({ activated: 's1', figures: [s1, t1], figureState: { s1: { meleeWeapon: true } } });
    expect(combatRuleset.check(free, shoot(free, 's1', 't1'))).toBeNull();
  });
});

describe('SBH-AMMO-1 running out of ammunition (TV-SBH-14)', () => {
  const ammo = (ammoReroll: 'keepOne' | 'replace') => range(3, { ammunition: true, ammoReroll });

  it('SBH-AMMO-1 (TV-SBH-14): the attack die shows 1, the re-roll 3 (odd) → out of ammunition', () => {
    const s = ammo('keepOne');
    const r = accept(s, shoot(s, 's1', 't1'), [1, 3, 3]);
    expect(figStateOf(r.state, 's1').outOfAmmo).toBe(true);
    expect(eventsOf(r.events, 'sbh.ammo.out')).toHaveLength(1);
    const reroll = r.events.find((e) => e.type === 'roll' && (e as { purpose?: string }).purpose === 'sbh.ammo.reroll');
    expect(reroll).toMatchObject({ faces: [3], rerolled: { before: [1], indices: [0] }, ruleId: 'SBH-AMMO-1' });
    // No more ranged attacks.
    const next = { ...r.state, flow: { ...r.state.flow, activation: { ...r.state.flow.activation!, attacked: false, actionsLeft: 2 } } };
    expect(refuse(next, shoot(next, 's1', 't1'))).toMatchObject({ reasonKey: 'sbh.shoot.outOfAmmo', ruleId: 'SBH-AMMO-1' });
  });

  it('SBH-AMMO-1 (TV-SBH-14): re-roll 4 (even) → no effect', () => {
    const s = ammo('keepOne');
    expect(figStateOf(accept(s, shoot(s, 's1', 't1'), [1, 3, 4]).state, 's1').outOfAmmo).toBe(false);
  });

  it('SBH-GAP-12: "keepOne" keeps the 1 as the attack\'s die; "replace" uses the re-roll', () => {
    const keep = ammo('keepOne');
    const k = accept(keep, shoot(keep, 's1', 't1'), [1, 1, 6]);
    expect(eventsOf(k.events, 'sbh.combat.rolled')[0]?.params).toMatchObject({ attackerTotal: 3, defenderTotal: 3 });
    const rep = ammo('replace');
    const r = accept(rep, shoot(rep, 's1', 't1'), [1, 1, 6]);
    expect(eventsOf(r.events, 'sbh.combat.rolled')[0]?.params).toMatchObject({ attackerTotal: 8, defenderTotal: 3 });
    expect(figureOf(r.state, 't1')).toBeUndefined();
  });

  it('SBH-AMMO-1: optional — off, a 1 is not rolled again', () => {
    const s = range(3);
    const r = accept(s, shoot(s, 's1', 't1'), [1, 3]); // only two faces: a third request would throw
    expect(figStateOf(r.state, 's1').outOfAmmo).toBe(false);
  });

  it('SBH-AMMO-1: melee never runs out', () => {
    const s = combatState({ activated: 's1', figures: [s1, targetAt(0)], options: { ammunition: true } });
    const r = accept(s, { type: 'attack', side: 'red', figureId: 's1', targetIds: ['t1'] }, [1, 3]);
    expect(figStateOf(r.state, 's1').outOfAmmo).toBe(false);
  });
});

describe('SBH-GAP-07 preview = check (property)', () => {
  it('SBH-GAP-07: over random tables the preview\'s refusal is exactly check\'s, and candidates cover every enemy', () => {
    fc.assert(fc.property(
      fc.record({ sx: fc.double({ min: 2, max: 30, noNaN: true }), sy: fc.double({ min: 2, max: 30, noNaN: true }), tx: fc.double({ min: 2, max: 30, noNaN: true }), ty: fc.double({ min: 2, max: 30, noNaN: true }), aimed: fc.boolean() }),
      (g) => {
        const shooter = archer({ id: 's1', x: g.sx, y: g.sy });
        const target = fig({ id: 't1', side: 'blue', x: g.tx, y: g.ty });
        const s = combatState({ activated: 's1', figures: [shooter, target], terrain: [wood('W', rect(10, 10, 8, 8)), wall('wall', rect(20, 5, 0.2, 10), 1.5)] });
        const a = shoot(s, 's1', 't1', g.aimed);
        expect(combatRuleset.previewAction?.(s, a)?.refusal ?? null).toEqual(combatRuleset.check(s, a));
        expect(combatRuleset.candidateActions(s, 's1').filter((c) => c.type === 'shoot')).toHaveLength(2);
      },
    ), { numRuns: 60 });
  });
});
