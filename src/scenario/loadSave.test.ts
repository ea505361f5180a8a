/**
 * Loading save files: save → load is identity, and every kind of bad file is rejected with a path.
 * The fuzzing (1,000 mutated save files a run, this file's game among their bases) is in
 * fileFuzz.test.ts.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import { serializeSave } from '../engine/saveFile';
import { stateHash } from '../engine/stateHash';
import { testScenario } from '../engine/testScenario';
import type { TestState } from '../engine/testing/testGame';
import { TEST_TURN_MODELS, playRandomGame, startTestGame } from '../engine/testing/testGame';
import { testGameScenario, testRuleset } from '../engine/testing/testRuleset';
import { undoAction } from '../engine/undoAction';
import { loadSave, parseSaveText } from './loadSave';
import { parseScenario } from './parseScenario';
import { serializeScenario } from './serializeScenario';

const registry = createRulesetRegistry([testRuleset]);
const parsed = parseScenario(serializeScenario(testGameScenario(testScenario)));
if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.message).join('; '));
const scenario = parsed.scenario;
const scenarioJson = serializeScenario(scenario);

function savedGame(model: (typeof TEST_TURN_MODELS)[number], seed: number, count: number, pickSeed = 7): { state: TestState; save: Record<string, unknown> } {
  const { state, history } = playRandomGame(startTestGame(model, seed, scenario), count, pickSeed);
  // End on an undo now and then, so saves carry undo steps too.
  const u = pickSeed % 3 === 0 ? undoAction(history, state) : undefined;
  const final = u?.ok === true ? u.state : state;
  return { state: final, save: JSON.parse(JSON.stringify(serializeSave(final, scenarioJson))) as Record<string, unknown> };
}

const base = savedGame('actionPoints', 11, 30, 9);

describe('loadSave', () => {
  it('save → load is identity (same hash, deep-equal state) for random games in every turn model', () => {
    fc.assert(fc.property(fc.constantFrom(...TEST_TURN_MODELS), fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 40 }), fc.nat(), (m, seed, n, pickSeed) => {
      const { state, save } = savedGame(m, seed, n, pickSeed);
      const loaded = loadSave(save, registry);
      if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join('; '));
      expect(stateHash(loaded.state)).toBe(stateHash(state));
      expect(loaded.state).toEqual(state);
      expect(loaded.warnings).toEqual([]);
    }), { numRuns: 40 });
  });

  const withField = (key: string, value: unknown) => ({ ...base.save, [key]: value });
  const actions = base.save.actions as Record<string, unknown>[];
  const firstFigureAction = actions.findIndex((a) => typeof a.figureId === 'string');
  const withAction = (i: number, patch: Record<string, unknown>) => ({ ...base.save, actions: actions.map((a, j) => (j === i ? { ...a, ...patch } : a)) });

  it.each<[string, unknown, string, string]>([
    ['not an object', [], '(root)', 'wrongType'],
    ['a newer version', withField('schemaVersion', 2), 'schemaVersion', 'unsupportedVersion'],
    ['another kind of file', withField('kind', 'scenario'), 'kind', 'notASave'],
    ['no actions', withField('actions', undefined), 'actions', 'missing'],
    ['a seed too big', withField('seed', 2 ** 40), 'seed', 'outOfRange'],
    ['a seed as text', withField('seed', '1'), 'seed', 'wrongType'],
    ['a bad hash', withField('stateHash', 'xyz'), 'stateHash', 'badFormat'],
    ['an unknown ruleset', withField('rulesetId', 'chess'), 'rulesetId', 'unknownRuleset'],
    ['a bad option', withField('options', { turnModel: 'chess' }), 'options.turnModel', 'badEnum'],
    ['an unknown option', withField('options', { fog: 1 }), 'options.fog', 'unknownOption'],
    ['a broken scenario', withField('scenario', { ...scenarioJson, sides: 'none' }), 'scenario.sides', 'wrongType'],
    ['a bad profile', withField('scenario', { ...scenarioJson, figures: scenarioJson.figures.map((f, i) => (i === 2 ? { ...f, profile: { moveIn: 99, shoot: 4 } } : f)) }), 'scenario.figures[2].profile.moveIn', 'outOfRange'],
    ['a malformed action', withAction(0, { type: 7 }), 'actions[0]', 'badAction'],
    ['an action naming an unknown figure', withAction(firstFigureAction, { figureId: 'ghost' }), `actions[${firstFigureAction}].figureId`, 'unknownId'],
    ['an action naming an unknown side', withAction(0, { side: 'z' }), 'actions[0].side', 'unknownId'],
    ['a log that does not replay', { ...base.save, actions: [{ type: 'endPhase', side: 'b' }] }, 'actions[0]', 'refused'],
    ['a hash that does not match', withField('stateHash', '0123456789abcdef'), 'stateHash', 'hashMismatch'],
  ])('rejects %s (%s %s)', (_name, json, path, code) => {
    const r = loadSave(json, registry);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems).toContainEqual(expect.objectContaining({ path, code }));
  });

  it('names the rule behind a refused log entry', () => {
    const r = loadSave({ ...base.save, actions: [{ type: 'endPhase', side: 'b' }] }, registry);
    expect(!r.ok && r.problems[0]?.params).toMatchObject({ index: 0, ruleId: 'ENGINE-ACTORS' });
  });

  it('warns about unknown top-level fields and loads', () => {
    const r = loadSave(withField('comment', 'hi'), registry);
    expect(r.ok && r.warnings).toEqual([expect.objectContaining({ path: 'comment', code: 'unknownField' })]);
  });

  it('parseSaveText: notJson with the line, tooLarge, then loads', () => {
    const text = JSON.stringify(base.save, null, 2);
    expect(parseSaveText(text, registry).ok).toBe(true);
    const broken = parseSaveText(text.slice(0, 200), registry);
    expect(!broken.ok && broken.problems[0]).toMatchObject({ path: '(root)', code: 'notJson' });
    expect(!broken.ok && Number(broken.problems[0]?.params?.line)).toBeGreaterThan(1);
    const huge = parseSaveText(' '.repeat(21 * 1024 * 1024), registry);
    expect(!huge.ok && huge.problems[0]?.code).toBe('tooLarge');
  });
});
