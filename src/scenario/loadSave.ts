/**
 * The one door for untrusted save files (src/engine/saveFile.ts has the format). Everything is
 * validated, in this order, and every problem has a path into the file:
 *   envelope (engine `checkSaveEnvelope`) → ruleset known (`rulesetId`) → the scenario, parsed like
 *   any scenario file (`scenario.…`) → options against the ruleset's specs (`options.…`) and figure
 *   profiles (`scenario.figures[i].profile.…`) → the log replays, each action's ids checked against
 *   the state it is applied to (`actions[i].targetIds[0]`: `unknownId`; any other refusal is
 *   `actions[i]`, `refused`, with its rule ID) → the replayed state's hash equals `stateHash`.
 * Nesting deeper than MAX_FILE_DEPTH is refused first (`tooDeep`), and the scenario handed back for
 * the next save is this build's serialisation of it, so unknown fields never travel on.
 * Never throws, whatever the input. This lives in scenario/ because it needs both the scenario
 * parser and the engine, and scenario sits to the right of the engine.
 */
import type { Scenario } from '../engine/model';
import { optionsOfSave } from '../engine/options';
import { joinPath } from '../engine/problemPath';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { Timeline } from '../engine/timeline';
import type { ReplayStep } from '../engine/replay';
import { isHistoryStep, newGame, replaySteps } from '../engine/replay';
import type { SaveProblem } from '../engine/saveFile';
import { checkSaveEnvelope } from '../engine/saveFile';
import type { Action, GameState } from '../engine/state';
import { hashAsSaved } from './hashAsSaved';
import { parseScenario } from './parseScenario';
import { jsonDepthProblem, tooDeepWords } from './jsonDepth';
import { readJsonText } from './readJsonText';
import { serializeScenario } from './serializeScenario';
import type { ScenarioProblem } from './problems';

export type LoadSaveResult =
  | {
    readonly ok: true;
    readonly state: GameState;
    /** The replayed game with what it can undo and redo, as it could before it was saved. */
    readonly timeline: Timeline;
    /** The scenario the game started from, parsed, and as the file wrote it (for the next save). */
    readonly initialScenario: Scenario;
    readonly initialScenarioJson: unknown;
    readonly warnings: SaveProblem[];
  }
  | { readonly ok: false; readonly problems: SaveProblem[] };

/** Largest save text accepted, bytes of UTF-8 (a scenario may be 5 MB; the log adds to it). */
export const MAX_SAVE_BYTES = 20 * 1024 * 1024;

const problem = (path: string, code: string, words: string, params?: Record<string, string | number>): SaveProblem =>
  (params === undefined ? { path, code, message: `${path}: ${words}` } : { path, code, message: `${path}: ${words}`, params });

/** A scenario problem moved under `scenario` in the save file. */
function underScenario(p: ScenarioProblem | SaveProblem): SaveProblem {
  const path = joinPath('scenario', p.path);
  const words = p.message.startsWith(`${p.path}: `) ? p.message.slice(p.path.length + 2) : p.message;
  return { ...p, path, message: `${path}: ${words}` };
}

/**
 * Problems for every side or figure id `action` names that `state` does not have. Ids are checked
 * against the state the action is applied to, never the starting scenario: the rules make figures
 * during play (LOTOW's riderless mount `<rider>~mount` after a dismount, a thrown rider or a
 * casualty), and a later action may name them.
 */
function unknownIdProblems(index: number, action: Action, state: GameState): SaveProblem[] {
  const out: SaveProblem[] = [];
  const figureIds = new Set(state.scenario.figures.map((f) => f.id));
  if (!state.scenario.sides.some((s) => s.id === action.side)) {
    out.push(problem(`actions[${index}].side`, 'unknownId', `there is no side "${action.side.slice(0, 40)}"`, { id: action.side.slice(0, 40) }));
  }
  if (action.figureId !== undefined && !figureIds.has(action.figureId)) {
    out.push(problem(`actions[${index}].figureId`, 'unknownId', `there is no figure "${action.figureId.slice(0, 40)}" at this point of the game`, { id: action.figureId.slice(0, 40) }));
  }
  (action.targetIds ?? []).forEach((t, j) => {
    if (!figureIds.has(t)) out.push(problem(`actions[${index}].targetIds[${j}]`, 'unknownId', `there is no figure "${t.slice(0, 40)}" at this point of the game`, { id: t.slice(0, 40) }));
  });
  return out;
}

/** Actions that roll forced dice (the test API's), so a reader can tell an arranged game from a fair one. */
function forcedDiceWarning(steps: readonly ReplayStep[]): SaveProblem | null {
  const forced = steps.flatMap((step, i) => (!isHistoryStep(step) && (step as Action).forcedDice !== undefined ? [i] : []));
  if (forced.length === 0) return null;
  const first = forced[0]!;
  const others = forced.length - 1;
  return problem(`actions[${first}]`, 'forcedDice',
    `rolls forced dice${others > 0 ? ` (and ${others} later action${others === 1 ? '' : 's'})` : ''}: the dice of this game were set by hand, not rolled`,
    { index: first, count: forced.length });
}

function load(json: unknown, registry: RulesetRegistry): LoadSaveResult {
  const deep = jsonDepthProblem(json);
  if (deep !== null) return { ok: false, problems: [problem(deep.path, 'tooDeep', tooDeepWords(deep), { maxDepth: deep.maxDepth })] };
  const envelope = checkSaveEnvelope(json);
  if (envelope.problems.length > 0) return { ok: false, problems: envelope.problems };
  const file = json as { scenario: unknown; rulesetId: string; options: Record<string, unknown>; seed: number; actions: ReplayStep[]; stateHash: string };
  const warnings = [...envelope.warnings];

  const ruleset = registry.get(file.rulesetId);
  const parsed = parseScenario(file.scenario);
  const problems: SaveProblem[] = [];
  if (ruleset === undefined) {
    problems.push(problem('rulesetId', 'unknownRuleset', `no ruleset "${file.rulesetId}" is installed (installed: ${registry.ids().join(', ') || 'none'})`, { id: file.rulesetId }));
  }
  if (!parsed.ok) problems.push(...parsed.problems.map(underScenario));
  if (ruleset === undefined || !parsed.ok) return { ok: false, problems };
  warnings.push(...parsed.warnings.map(underScenario));
  const scenario = parsed.scenario;

  // Options added since the save was written replay with their old behaviour (OptionSpec.legacyDefault).
  const game = newGame(ruleset, scenario, optionsOfSave(ruleset.options, file.options), file.seed);
  if (!game.ok) return { ok: false, problems: game.problems.map((p) => (p.path.startsWith('figures[') || p.path.startsWith('units[') ? underScenario(p) : p)) };

  const replayed = replaySteps(ruleset, game.state, file.actions);
  if (!replayed.ok) {
    const r = replayed.refusal;
    const at = replayed.atIndex;
    if (r.reasonKey === 'engine.unknownSide' || r.reasonKey === 'engine.unknownFigure') {
      // Name the field: rebuild the state the step was applied to (only on this failure path).
      const before = replaySteps(ruleset, game.state, file.actions.slice(0, at));
      const ids = before.ok ? unknownIdProblems(at, file.actions[at] as Action, before.state) : [];
      if (ids.length > 0) return { ok: false, problems: ids };
    }
    return { ok: false, problems: [problem(`actions[${at}]`, 'refused', `does not replay: ${r.message}`,
      { index: at, ruleId: r.ruleId, reasonKey: r.reasonKey })] };
  }
  // Options added since the save was written are not in its hash (hashAsSaved.ts).
  const hash = hashAsSaved(replayed.state, file.options, file.stateHash);
  if (hash !== file.stateHash) {
    return { ok: false, problems: [problem('stateHash', 'hashMismatch', `the replayed game has hash ${hash}, the file says ${file.stateHash}`, { expected: file.stateHash, actual: hash })] };
  }
  const forced = forcedDiceWarning(file.actions);
  if (forced !== null) warnings.push(forced);
  // The scenario as this build writes it, not as the file did: unknown fields (already warned of)
  // are dropped here rather than carried into the next save.
  return { ok: true, state: replayed.state, timeline: replayed.timeline, initialScenario: scenario, initialScenarioJson: serializeScenario(scenario), warnings };
}

/** Validate and replay a parsed save file. Never throws. */
export function loadSave(json: unknown, registry: RulesetRegistry): LoadSaveResult {
  try {
    return load(json, registry);
  } catch (error) {
    // A ruleset bug or hostile input (getters, proxies) ends here rather than in the caller.
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [problem('(root)', 'invalid', `could not be loaded: ${reason}`, { reason })] };
  }
}

/** Parse save text: `tooLarge` over 20 MB, `notJson` with line and column, then `loadSave`. */
export function parseSaveText(text: string, registry: RulesetRegistry): LoadSaveResult {
  const read = readJsonText(text, MAX_SAVE_BYTES);
  if (!read.ok) return { ok: false, problems: [problem(read.problem.path ?? '(root)', read.problem.code, read.problem.words, read.problem.params)] };
  return loadSave(read.json, registry);
}
