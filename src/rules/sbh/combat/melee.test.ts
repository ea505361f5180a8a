/**
 * Melee (SBH-GAP-06) and the shared opposed roll, with forced dice: the outcomes (tie, beaten →
 * recoil or fall by the winner's die, blocked recoil, doubled, tripled with morale queued, a fallen
 * loser dies, the attacker losing), the modifiers and the power blow (SBH-GAP-05).
 */
import { describe, expect, it } from 'vitest';
import { figStateOf } from '../sbhTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { classifyTotals, loserEffect } from './opposed';
import { R, accept, attack, combatState, eventsOf, fig, hill, modLines, rect, refuse, wall } from './testing/combatTestState';

// a1 (red) attacks d1 (blue), bases touching along x.
const a1 = fig({ id: 'a1', x: 10, y: 10 });
const d1 = fig({ id: 'd1', side: 'blue', x: 10 + 2 * R, y: 10 });
const duel = (extra: Parameters<typeof combatState>[0] = { figures: [] }) =>
  combatState({ activated: 'a1', ...extra, figures: [a1, d1, ...extra.figures] });

describe('SBH-GAP-06 the opposed roll: 1d6 + Combat against 1d6 + Combat', () => {
  it('SBH-GAP-06: totals compare; a tie does nothing', () => {
    const s = duel();
    const r = accept(s, attack(s, 'a1', 'd1'), [3, 3]);
    expect(eventsOf(r.events, 'sbh.combat.rolled')[0]?.params).toMatchObject({ attackerTotal: 5, defenderTotal: 5 });
    expect(eventsOf(r.events, 'sbh.combat.tie')).toHaveLength(1);
    expect(figureOf(r.state, 'd1')).toEqual(d1);
    expect(figStateOf(r.state, 'd1').fallen).toBe(false);
  });

  it('SBH-GAP-06: beaten, the winner\'s die odd → the loser recoils one base depth straight away', () => {
    const s = duel();
    const r = accept(s, attack(s, 'a1', 'd1'), [5, 3]); // 7 against 5: beaten, winner's die 5 odd
    const d = figureOf(r.state, 'd1')!;
    expect(d.x).toBeCloseTo(10 + 4 * R, 9);
    expect(d.y).toBeCloseTo(10, 9);
    expect(figStateOf(r.state, 'd1').fallen).toBe(false);
    expect(eventsOf(r.events, 'sbh.combat.recoiled')).toHaveLength(1);
  });

  it('SBH-GAP-06: beaten, the winner\'s die even → the loser falls where it stands', () => {
    const s = duel();
    const r = accept(s, attack(s, 'a1', 'd1'), [4, 2]); // 6 against 4: beaten, die 4 even
    // Where it stood, lying down (the router keeps the stance in step with `fallen`).
    expect(figureOf(r.state, 'd1')).toEqual({ ...d1, stance: 'prone' });
    expect(figStateOf(r.state, 'd1').fallen).toBe(true);
  });

  it('SBH-GAP-06: option recoilOn "even" reverses the parity', () => {
    const s = duel({ figures: [], options: { recoilOn: 'even' } });
    expect(figStateOf(accept(s, attack(s, 'a1', 'd1'), [5, 3]).state, 'd1').fallen).toBe(true);
    expect(figureOf(accept(s, attack(s, 'a1', 'd1'), [4, 2]).state, 'd1')!.x).toBeCloseTo(10 + 4 * R, 9);
  });

  it('SBH-GAP-06: a recoil that cannot be made (a base behind) is a fall', () => {
    const s = duel({ figures: [fig({ id: 'd2', side: 'blue', x: 10 + 4 * R + 0.2, y: 10 })] });
    const r = accept(s, attack(s, 'a1', 'd1'), [5, 3]);
    expect(figureOf(r.state, 'd1')).toEqual({ ...d1, stance: 'prone' });
    expect(figStateOf(r.state, 'd1').fallen).toBe(true);
    expect(eventsOf(r.events, 'sbh.combat.recoilBlocked')).toHaveLength(1);
  });

  it('SBH-GAP-06: doubled → killed (removeFigure: a casualty)', () => {
    const s = duel();
    const r = accept(s, attack(s, 'a1', 'd1'), [6, 1]); // 8 against 3: 8 ≥ 6
    expect(figureOf(r.state, 'd1')).toBeUndefined();
    expect(r.state.flow.casualties).toMatchObject([{ figureId: 'd1', how: 'killed', ruleId: 'SBH-GAP-06' }]);
    expect(r.state.flow.pendingMorale.filter((t) => t.reasonKey === 'sbh.morale.why.gruesome')).toEqual([]);
  });

  it('SBH-GAP-06: tripled → a gruesome kill: friends of the victim within Long test morale', () => {
    const weak = fig({ id: 'd1', side: 'blue', x: 10 + 2 * R, y: 10, profile: { combat: 0 } });
    const near = fig({ id: 'near', side: 'blue', x: 10 + 2 * R, y: 16 }); // 6″ centre to centre: 5.0″ edge to edge ≤ Long 7.09″
    const far = fig({ id: 'far', side: 'blue', x: 30, y: 30 });
    const s = combatState({ activated: 'a1', figures: [a1, weak, near, far] });
    const r = accept(s, attack(s, 'a1', 'd1'), [6, 1]); // 8 against 1: tripled
    expect(figureOf(r.state, 'd1')).toBeUndefined();
    expect(eventsOf(r.events, 'sbh.combat.gruesome')[0]?.params).toMatchObject({ figureId: 'd1', count: 1 });
    const gruesome = r.state.flow.pendingMorale.filter((t) => t.reasonKey === 'sbh.morale.why.gruesome');
    expect(gruesome.map((t) => t.figureId)).toEqual(['near']);
  });

  it('SBH-GAP-06: a fallen loser dies on any loss', () => {
    const s = duel({ figures: [], figureState: { d1: { fallen: true } } });
    const r = accept(s, attack(s, 'a1', 'd1'), [4, 3]); // 6 against 5: only beaten, but d1 is fallen
    expect(figureOf(r.state, 'd1')).toBeUndefined();
  });

  it('SBH-GAP-06: a bound loser dies on any loss', () => {
    const s = duel({ figures: [], figureState: { d1: { bound: true } } });
    expect(figureOf(accept(s, attack(s, 'a1', 'd1'), [4, 3]).state, 'd1')).toBeUndefined();
  });

  it('SBH-GAP-06: in melee the attacker can lose too', () => {
    const s = duel();
    const r = accept(s, attack(s, 'a1', 'd1'), [1, 6]); // 3 against 8: the attacker is doubled
    expect(figureOf(r.state, 'a1')).toBeUndefined();
    expect(figureOf(r.state, 'd1')).toBeDefined();
  });

  it('SBH-GAP-06 (decision): totals below 1 count as 1 for doubling and tripling', () => {
    expect(classifyTotals(2, 0)).toEqual({ winner: 'attacker', degree: 'doubled' });
    expect(classifyTotals(1, 0)).toEqual({ winner: 'attacker', degree: 'beaten' });
    expect(classifyTotals(3, -2)).toEqual({ winner: 'attacker', degree: 'tripled' });
    expect(classifyTotals(0, -1)).toEqual({ winner: 'attacker', degree: 'beaten' });
    expect(classifyTotals(4, 9)).toEqual({ winner: 'defender', degree: 'doubled' });
    expect(classifyTotals(5, 5)).toEqual({ winner: null, degree: null });
    expect(loserEffect('beaten', false, 3, 'odd')).toBe('recoil');
    expect(loserEffect('beaten', false, 3, 'even')).toBe('fall');
    expect(loserEffect('beaten', true, 3, 'odd')).toBe('killed');
    expect(loserEffect('tripled', true, 3, 'odd')).toBe('gruesome');
  });

  it('SBH-GAP-06: an attack needs base contact', () => {
    const s = combatState({ activated: 'a1', figures: [a1, fig({ id: 'd1', side: 'blue', x: 13, y: 10 })] });
    expect(refuse(s, attack(s, 'a1', 'd1'))).toMatchObject({ reasonKey: 'sbh.attack.notInContact', ruleId: 'SBH-GAP-06' });
  });

  it('SBH-GAP-10: a fallen figure cannot attack', () => {
    const s = duel({ figures: [], figureState: { a1: { fallen: true } } });
    expect(refuse(s, attack(s, 'a1', 'd1'))).toMatchObject({ reasonKey: 'sbh.combat.down', ruleId: 'SBH-GAP-10' });
  });

  it('SBH-GAP-05: one attack per activation', () => {
    const s = duel();
    const r = accept(s, attack(s, 'a1', 'd1'), [3, 3]);
    expect(refuse(r.state, attack(r.state, 'a1', 'd1'))).toMatchObject({ reasonKey: 'sbh.oneAttack' });
  });
});

describe('SBH-GAP-06 melee modifiers', () => {
  it('SBH-GAP-06: −1 for each extra enemy in contact (fallen enemies do not count)', () => {
    const a2 = fig({ id: 'a2', x: 10 + 2 * R, y: 10 + 2 * R });
    const a3 = fig({ id: 'a3', x: 10 + 2 * R, y: 10 - 2 * R });
    const s = combatState({ activated: 'a1', figures: [a1, d1, a2, a3] });
    expect(modLines(s, attack(s, 'a1', 'd1'))).toEqual(['d1 outnumbered −2']);
    const r = accept(s, attack(s, 'a1', 'd1'), [3, 3]);
    expect(eventsOf(r.events, 'sbh.combat.rolled')[0]?.params).toMatchObject({ attackerTotal: 5, defenderTotal: 3 });
    const oneDown = combatState({ activated: 'a1', figures: [a1, d1, a2, a3], figureState: { a3: { fallen: true } } });
    expect(modLines(oneDown, attack(oneDown, 'a1', 'd1'))).toEqual(['d1 outnumbered −1']);
  });

  it('SBH-GAP-06: +1 big', () => {
    const s = combatState({ activated: 'a1', figures: [fig({ id: 'a1', x: 10, y: 10, profile: { big: true } }), d1] });
    expect(modLines(s, attack(s, 'a1', 'd1'))).toEqual(['a1 big +1']);
  });

  it('SBH-GAP-06: +1 to a defender on higher ground', () => {
    const top = fig({ id: 'd1', side: 'blue', x: 10 + 2 * R, y: 10, standsOn: 'hill' });
    const s = combatState({ activated: 'a1', figures: [a1, top], terrain: [hill('hill', rect(10 + R + 0.01, 5, 8, 10), 0.5)] });
    expect(modLines(s, attack(s, 'a1', 'd1'))).toEqual(['d1 higherGround +1']);
  });

  it('SBH-GAP-06: +1 to a defender behind an obstacle (a barrier between the base centres)', () => {
    const across = fig({ id: 'd1', side: 'blue', x: 10 + 2 * R + 0.04, y: 10 });
    const s = combatState({ activated: 'a1', figures: [a1, across], terrain: [wall('wall', rect(10 + R, 9, 0.04, 2), 0.8)] });
    expect(modLines(s, attack(s, 'a1', 'd1'))).toEqual(['d1 obstacle +1']);
    // The one who attacks from behind the wall is not defending it: the other way round it is d1's turn to attack.
    const blue = combatState({ activated: 'd1', side: 'blue', figures: [a1, across], terrain: [wall('wall', rect(10 + R, 9, 0.04, 2), 0.8)] });
    expect(modLines(blue, attack(blue, 'd1', 'a1'))).toEqual(['a1 obstacle +1']);
  });

  it('SBH-GAP-05: a power blow costs 2 actions and gives the opponent −1', () => {
    const s = duel();
    expect(modLines(s, attack(s, 'a1', 'd1', true))).toEqual(['d1 powerBlow −1']);
    const r = accept(s, attack(s, 'a1', 'd1', true), [3, 4]); // 5 against 6 − 1 = 5: a tie
    expect(eventsOf(r.events, 'sbh.combat.tie')).toHaveLength(1);
    expect(r.state.flow.activation?.actionsLeft).toBe(1);
    const one = combatState({ activated: 'a1', actionsLeft: 1, figures: [a1, d1] });
    expect(refuse(one, attack(one, 'a1', 'd1', true))).toMatchObject({ reasonKey: 'sbh.notEnoughActions' });
  });

  it('SBH-CHARGE-2: a hesitant figure fights at −1 in its first round, then no more', () => {
    const s = duel({ figures: [], figureState: { d1: { hesitant: true } } });
    expect(modLines(s, attack(s, 'a1', 'd1'))).toEqual(['d1 hesitant −1']);
    const r = accept(s, attack(s, 'a1', 'd1'), [3, 4]); // 5 against 6 − 1: a tie
    expect(eventsOf(r.events, 'sbh.combat.tie')).toHaveLength(1);
    expect(figStateOf(r.state, 'd1').hesitant).toBe(false);
  });
});
