/**
 * The LOTOW turn (LOTOW-GAP-01): the Drop, the phases in Advantage order, ties.
 */
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../engine/applyAction';
import { fixedDice } from '../../engine/dice';
import { newGame } from '../../engine/replay';
import type { Scenario } from '../../engine/model';
import { isRollEvent } from '../../engine/state';
import { figure, testScenario } from '../../engine/testScenario';
import { makeLotowRuleset } from './index';
import type { LotowState } from './lotowTypes';

const ruleset = makeLotowRuleset({ handlers: [], onMovePhaseStart: [], afterAction: [] });
const profile = { shoot: 4, fight: 3, strength: 3, grit: 3, attacks: 1, wounds: 1, pluck: 4 };
const scenario: Scenario = {
  ...testScenario,
  figures: [figure({ id: 'a1', x: 2, y: 2, profile }), figure({ id: 'b1', x: 20, y: 20, side: 'b', profile })],
};

function start(faces: number[], options: Record<string, unknown> = {}): LotowState {
  const g = newGame(ruleset, scenario, options, 1, fixedDice(faces));
  if (!g.ok) throw new Error(JSON.stringify(g.problems));
  return g.state;
}

const end = (s: LotowState, faces: number[] = []): LotowState => {
  const r = applyAction(ruleset, s, { type: 'endPhase', side: s.actors[0]! }, { dice: fixedDice(faces) });
  if (!r.ok) throw new Error(r.refusal.message);
  return r.state;
};

describe('LOTOW turn', () => {
  it('LOTOW-GAP-01: the Drop — each side rolls a d6, the higher has the Advantage and acts first in the Move phase', () => {
    const s = start([2, 5]);
    expect(s.flow).toMatchObject({ advantage: 'b', order: ['b', 'a'], phase: 'move', active: 0 });
    expect(s.actors).toEqual(['b']);
    const setup = s.log[0];
    const rolls = setup?.kind === 'setup' ? setup.events.filter(isRollEvent) : [];
    expect(rolls.map((r) => [r.faces, r.purpose, r.ruleId, r.params?.sideSideId])).toEqual([[[2], 'lotow.drop', 'LOTOW-GAP-01', 'a'], [[5], 'lotow.drop', 'LOTOW-GAP-01', 'b']]);
    expect(ruleset.describeFlow(s)).toEqual({ turn: 1, labelKey: 'lotow.phase.move', params: { activeSideId: 'b', advantageSideId: 'b' } });
  });

  it('LOTOW-GAP-01: a tie on turn 1 is rolled again (house rule) or goes to the first side (option scenarioOrder)', () => {
    expect(start([3, 3, 1, 6]).flow.advantage).toBe('b');
    expect(start([4, 4], { firstTurnTie: 'scenarioOrder' }).flow.advantage).toBe('a');
  });

  it('LOTOW-GAP-01: each phase goes Advantage side first, then the other; Move → Shoot → Fight → a new turn with a new Drop', () => {
    let s = start([6, 1]);
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      seen.push(`${s.flow.phase}:${s.actors[0]}`);
      s = end(s, i === 5 ? [2, 5] : []);
    }
    expect(seen).toEqual(['move:a', 'move:b', 'shoot:a', 'shoot:b', 'fight:a', 'fight:b']);
    expect(s.turn).toBe(2);
    expect(s.flow).toMatchObject({ advantage: 'b', phase: 'move', active: 0, order: ['b', 'a'] });
  });

  it('LOTOW-GAP-01: a tie after turn 1 passes the Advantage to the side that did not have it', () => {
    let s = start([6, 1]);
    for (let i = 0; i < 5; i++) s = end(s);
    s = end(s, [4, 4]);
    expect(s.flow.advantage).toBe('b');
  });

  it('LOTOW-GAP-01: the side that is not acting may not end the phase; an unknown action is refused with the reason', () => {
    const s = start([6, 1]);
    expect(applyAction(ruleset, s, { type: 'endPhase', side: 'b' })).toMatchObject({ ok: false, refusal: { ruleId: 'ENGINE-ACTORS' } });
    expect(applyAction(ruleset, s, { type: 'teleport', side: 'a' })).toMatchObject({ ok: false, refusal: { reasonKey: 'lotow.unknownAction', ruleId: 'LOTOW-GAP-01' } });
  });

  it('LOTOW-GAP-11: weapons, shots, Heroes and abilities in the profile are checked', () => {
    expect(ruleset.profileProblems({ ...profile, weapons: 'pistol, rifle', shots: 2, hero: true, fame: 1, fortune: 2, abilities: 'shootIntoMelee' })).toEqual([]);
    const bad = ruleset.profileProblems({ ...profile, weapons: 'pistol,laser', shots: 0, hero: 'yes', fortune: 9, abilities: 7 });
    expect(bad.map((p) => [p.path, p.code])).toEqual([['shots', 'outOfRange'], ['fortune', 'outOfRange'], ['weapons', 'badEnum'], ['abilities', 'wrongType'], ['hero', 'wrongType']]);
    expect(bad.find((p) => p.path === 'weapons')?.message).toContain('"laser"');
  });

  it('options out of range are refused at load with their paths (part 2 options)', () => {
    const scenario: Scenario = { ...testScenario, ruleset: 'lotow', figures: testScenario.figures.map((f) => ({ ...f, profile })) };
    const g = newGame(ruleset, scenario, { pluckTarget: 25, turnLimit: -1, woundChart: 'published', fortuneSave: 4.5 }, 1, fixedDice([6, 1]));
    expect(g.ok).toBe(false);
    if (!g.ok) expect(g.problems.map((p) => p.path).sort()).toEqual(['options.fortuneSave', 'options.pluckTarget', 'options.turnLimit', 'options.woundChart']);
  });

  it('profiles: the LotOW stat line is checked, with a path for each problem', () => {
    expect(ruleset.profileProblems(profile)).toEqual([]);
    const bad = ruleset.profileProblems({ ...profile, shoot: 7, grit: 'tough', mount: 'camel' });
    expect(bad.map((p) => [p.path, p.code])).toEqual([['shoot', 'outOfRange'], ['grit', 'wrongType'], ['mount', 'badEnum']]);
    expect(ruleset.profileProblems({ moveIn: 6 }).filter((p) => p.code === 'missing')).toHaveLength(7);
    expect(ruleset.profileProblems({ riderless: true, mount: 'mule' })).toEqual([]);
    expect(ruleset.profileProblems({ riderless: 'yes', mount: 'mule' }).map((p) => p.path)).toEqual(['riderless', 'shoot', 'fight', 'strength', 'grit', 'attacks', 'wounds', 'pluck']);
  });
});
