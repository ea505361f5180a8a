/**
 * Save files, format v1. A save is the game's recipe, not its state: the initial scenario, the
 * ruleset and options, the seed and the steps (actions, undos and redos). Loading replays it and compares
 * `stateHash` with the hash written at save time. Why not the state itself: the log is the source
 * of truth, a replay re-checks every action against the rules (a hand-edited save cannot teleport a
 * figure), and the file stays small.
 *
 * The scenario is kept as `unknown` JSON here: the engine may not import the scenario module, which
 * parses it (src/scenario/loadSave.ts does the full load). This module checks the envelope only.
 */
import { actionShapeRefusal } from './applyAction';
import { isJsonValue, isPlainObject } from './json';
import { childPath, quoteKey, ROOT_PATH } from './problemPath';
import type { ReplayStep } from './replay';
import { isHistoryStep, isSeed, stepsOfLog } from './replay';
import type { RulesetProblem } from './ruleset';
import type { GameState } from './state';
import { MAX_GAME_STEPS } from './state';
import { stateHash } from './stateHash';

export const SAVE_KIND = 'skirmish-save';
export const SAVE_SCHEMA_VERSION = 1;
/**
 * The most steps a save holds: the engine's own limit (`MAX_GAME_STEPS`, state.ts, where the
 * number is explained), so every game the engine played fits, and checked here before any replay,
 * so a hostile file cannot make a loader replay more.
 */
export const MAX_SAVE_STEPS = MAX_GAME_STEPS;

/** Same shape as a scenario problem: path, code, message (with the path), params. */
export type SaveProblem = RulesetProblem;

/** Every code a save problem can carry (beyond the scenario's own, under `scenario.*`). */
export const SAVE_PROBLEM_CODES = {
  notJson: 'The text is not valid JSON (line, column).',
  tooLarge: 'The file is larger than the limit.',
  badEncoding: 'The file is not UTF-8 text (params: offset, the 0-based byte where it stops being UTF-8).',
  unsupportedVersion: 'schemaVersion is not one this build can read.',
  notASave: 'kind is not "skirmish-save".',
  missing: 'A required field is absent.',
  wrongType: 'The value has the wrong JSON type.',
  outOfRange: 'A number lies outside its allowed range.',
  badFormat: 'A text does not have the required form.',
  tooMany: 'A list has more entries than allowed.',
  badAction: 'An action is malformed.',
  unknownRuleset: 'No ruleset with this id is installed.',
  unknownOption: 'The ruleset has no such option.',
  badEnum: 'The value is not one of the allowed choices.',
  unknownId: 'An action names a side or figure that does not exist.',
  refused: 'An action in the log is refused by the rules on replay (params: index, ruleId, reasonKey).',
  hashMismatch: 'The replayed game does not match the hash written at save time.',
  unknownField: 'A field this format does not have; it was ignored (warning).',
  tooDeep: 'Objects and arrays nest deeper than any file needs (params: maxDepth).',
  notStored: 'The saved game is not in the browser\'s storage any more (params: id; raised by the app, not the loader).',
  forcedDice: 'Actions roll forced dice, set by hand through the test API, not rolled (warning; params: index of the first, count).',
  invalid: 'Anything else that makes the file unusable.',
} as const;

export interface SaveFileV1 {
  readonly schemaVersion: 1;
  readonly kind: typeof SAVE_KIND;
  /** The scenario as the scenario module serialises it (parsed again on load). */
  readonly scenario: unknown;
  readonly rulesetId: string;
  readonly options: Readonly<Record<string, boolean | number | string>>;
  readonly seed: number;
  readonly actions: readonly ReplayStep[];
  /** `stateHash` of the state after the last step. */
  readonly stateHash: string;
  /**
   * Present (true) when any action rolled forced dice (`Action.forcedDice`: tests, the window test
   * API): a mark for people reading the file. The loader warns from the actions themselves, so
   * removing the mark hides nothing.
   */
  readonly forcedDice?: true;
}

/** True when any action in the log rolled forced dice. */
export const logUsedForcedDice = (log: GameState['log']): boolean =>
  log.some((e) => e.kind === 'action' && e.action.forcedDice !== undefined);

/** The save file of `state`; `initialScenarioJson` is the scenario the game started from, serialised. */
export function serializeSave(state: GameState, initialScenarioJson: unknown): SaveFileV1 {
  return {
    schemaVersion: 1,
    kind: SAVE_KIND,
    scenario: initialScenarioJson,
    rulesetId: state.rulesetId,
    options: { ...state.options },
    seed: state.seed,
    actions: stepsOfLog(state.log),
    stateHash: stateHash(state),
    ...(logUsedForcedDice(state.log) ? { forcedDice: true as const } : {}),
  };
}

const SAVE_KEYS = ['schemaVersion', 'kind', 'scenario', 'rulesetId', 'options', 'seed', 'actions', 'stateHash', 'forcedDice'] as const;

function p(path: string, code: keyof typeof SAVE_PROBLEM_CODES, words: string, params?: Record<string, string | number>): SaveProblem {
  return params === undefined ? { path, code, message: `${path}: ${words}` } : { path, code, message: `${path}: ${words}`, params };
}

function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

/**
 * The envelope's problems (errors) and warnings, each with a path. Does not parse the scenario,
 * resolve the ruleset or replay. Never throws.
 */
export function checkSaveEnvelope(json: unknown): { problems: SaveProblem[]; warnings: SaveProblem[] } {
  const problems: SaveProblem[] = [];
  const warnings: SaveProblem[] = [];
  try {
    if (!isPlainObject(json)) return { problems: [p('(root)', 'wrongType', `expected a save file object, got ${typeName(json)}`, { expected: 'object', received: typeName(json) })], warnings };
    for (const key of Object.keys(json)) {
      if (!(SAVE_KEYS as readonly string[]).includes(key)) warnings.push(p(childPath(ROOT_PATH, key), 'unknownField', `unknown field ${quoteKey(key)} (ignored)`, { field: key.slice(0, 40) }));
    }
    const need = (key: string): boolean => {
      if (json[key] === undefined) problems.push(p(key, 'missing', 'required but missing', { field: key }));
      return json[key] !== undefined;
    };
    if (need('schemaVersion') && json.schemaVersion !== SAVE_SCHEMA_VERSION) {
      problems.push(p('schemaVersion', 'unsupportedVersion', `version ${String(json.schemaVersion).slice(0, 20)} cannot be read (supported: 1)`, { version: String(json.schemaVersion).slice(0, 20), supported: '1' }));
      return { problems, warnings };
    }
    if (need('kind') && json.kind !== SAVE_KIND) problems.push(p('kind', 'notASave', `expected "${SAVE_KIND}"`, { expected: SAVE_KIND }));
    if (need('scenario') && !isPlainObject(json.scenario)) problems.push(p('scenario', 'wrongType', `expected an object, got ${typeName(json.scenario)}`, { expected: 'object', received: typeName(json.scenario) }));
    if (need('rulesetId') && (typeof json.rulesetId !== 'string' || json.rulesetId.length === 0 || json.rulesetId.length > 64)) {
      problems.push(p('rulesetId', 'wrongType', 'expected a ruleset id (text of 1–64 characters)', { expected: 'string', received: typeName(json.rulesetId) }));
    }
    if (need('options')) {
      if (!isPlainObject(json.options)) problems.push(p('options', 'wrongType', `expected an object, got ${typeName(json.options)}`, { expected: 'object', received: typeName(json.options) }));
      else {
        for (const [k, v] of Object.entries(json.options)) {
          if (!(typeof v === 'boolean' || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))) {
            problems.push(p(childPath('options', k), 'wrongType', `expected a number, text or true/false, got ${typeName(v)}`, { expected: 'scalar', received: typeName(v) }));
          }
        }
      }
    }
    if (need('seed') && !isSeed(json.seed)) {
      problems.push(typeof json.seed === 'number'
        ? p('seed', 'outOfRange', `${String(json.seed)} is not a whole number 0–4294967295`, { value: String(json.seed), min: 0, max: 0xffffffff })
        : p('seed', 'wrongType', `expected a number, got ${typeName(json.seed)}`, { expected: 'number', received: typeName(json.seed) }));
    }
    if (need('actions')) {
      if (!Array.isArray(json.actions)) problems.push(p('actions', 'wrongType', `expected a list, got ${typeName(json.actions)}`, { expected: 'array', received: typeName(json.actions) }));
      else if (json.actions.length > MAX_SAVE_STEPS) problems.push(p('actions', 'tooMany', `${json.actions.length} entries, at most ${MAX_SAVE_STEPS} allowed`, { count: json.actions.length, max: MAX_SAVE_STEPS }));
      else {
        json.actions.forEach((step: unknown, i: number) => {
          if (isHistoryStep(step)) {
            if (Object.keys(step).length !== 1) problems.push(p(`actions[${i}]`, 'badAction', `an ${step.type === 'engine.undo' ? 'undo' : 'redo'} step has no other fields`));
            return;
          }
          const bad = actionShapeRefusal(step);
          if (bad !== null) problems.push(p(`actions[${i}]`, 'badAction', bad.message, { reason: bad.message }));
          else if (!isJsonValue(step)) problems.push(p(`actions[${i}]`, 'badAction', 'is not plain JSON'));
        });
      }
    }
    if (json.forcedDice !== undefined && typeof json.forcedDice !== 'boolean') {
      problems.push(p('forcedDice', 'wrongType', `expected true or false, got ${typeName(json.forcedDice)}`, { expected: 'boolean', received: typeName(json.forcedDice) }));
    }
    if (need('stateHash') && (typeof json.stateHash !== 'string' || !/^[0-9a-f]{16}$/.test(json.stateHash))) {
      problems.push(p('stateHash', 'badFormat', 'expected 16 lowercase hex digits', { format: '16 hex digits' }));
    }
  } catch (error) {
    problems.push(p('(root)', 'invalid', `could not be read: ${error instanceof Error ? error.message : String(error)}`));
  }
  return { problems, warnings };
}
