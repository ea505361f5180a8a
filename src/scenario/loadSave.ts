/**
 * The one door for untrusted save files (src/engine/saveFile.ts has the format). Everything is
 * validated, in this order, and every problem has a path into the file:
 *   envelope (engine `checkSaveEnvelope`) → ruleset known (`rulesetId`) → the scenario, parsed like
 *   any scenario file (`scenario.…`) → options against the ruleset's specs (`options.…`) and figure
 *   profiles (`scenario.figures[i].profile.…`) → every id each action names exists
 *   (`actions[i].figureId`) → the log replays (`actions[i]`, with the refusal and its rule ID) →
 *   the replayed state's hash equals `stateHash`.
 * Never throws, whatever the input. This lives in scenario/ because it needs both the scenario
 * parser and the engine, and scenario sits to the right of the engine.
 */
import type { Scenario } from '../engine/model';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { Timeline } from '../engine/timeline';
import type { ReplayStep } from '../engine/replay';
import { isHistoryStep, newGame, replaySteps } from '../engine/replay';
import type { SaveProblem } from '../engine/saveFile';
import { checkSaveEnvelope } from '../engine/saveFile';
import type { Action, GameState } from '../engine/state';
import { stateHash } from '../engine/stateHash';
import { parseScenario } from './parseScenario';
import { readJsonText } from './readJsonText';
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
  const path = p.path === '(root)' ? 'scenario' : `scenario.${p.path}`;
  const words = p.message.startsWith(`${p.path}: `) ? p.message.slice(p.path.length + 2) : p.message;
  return { ...p, path, message: `${path}: ${words}` };
}

/** Problems for every side or figure id an action names that the scenario does not have. */
function unknownIdProblems(steps: readonly ReplayStep[], sideIds: ReadonlySet<string>, figureIds: ReadonlySet<string>): SaveProblem[] {
  const out: SaveProblem[] = [];
  steps.forEach((step, i) => {
    if (isHistoryStep(step)) return;
    const a = step as Action;
    if (!sideIds.has(a.side)) out.push(problem(`actions[${i}].side`, 'unknownId', `there is no side "${a.side.slice(0, 40)}"`, { id: a.side.slice(0, 40) }));
    if (a.figureId !== undefined && !figureIds.has(a.figureId)) {
      out.push(problem(`actions[${i}].figureId`, 'unknownId', `there is no figure "${a.figureId.slice(0, 40)}"`, { id: a.figureId.slice(0, 40) }));
    }
    (a.targetIds ?? []).forEach((t, j) => {
      if (!figureIds.has(t)) out.push(problem(`actions[${i}].targetIds[${j}]`, 'unknownId', `there is no figure "${t.slice(0, 40)}"`, { id: t.slice(0, 40) }));
    });
  });
  return out;
}

function load(json: unknown, registry: RulesetRegistry): LoadSaveResult {
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

  const game = newGame(ruleset, scenario, file.options, file.seed);
  if (!game.ok) return { ok: false, problems: game.problems.map((p) => (p.path.startsWith('figures[') ? underScenario(p) : p)) };

  const idProblems = unknownIdProblems(file.actions, new Set(scenario.sides.map((s) => s.id)), new Set(scenario.figures.map((f) => f.id)));
  if (idProblems.length > 0) return { ok: false, problems: idProblems };

  const replayed = replaySteps(ruleset, game.state, file.actions);
  if (!replayed.ok) {
    const r = replayed.refusal;
    return { ok: false, problems: [problem(`actions[${replayed.atIndex}]`, 'refused', `does not replay: ${r.message}`,
      { index: replayed.atIndex, ruleId: r.ruleId, reasonKey: r.reasonKey })] };
  }
  const hash = stateHash(replayed.state);
  if (hash !== file.stateHash) {
    return { ok: false, problems: [problem('stateHash', 'hashMismatch', `the replayed game has hash ${hash}, the file says ${file.stateHash}`, { expected: file.stateHash, actual: hash })] };
  }
  return { ok: true, state: replayed.state, timeline: replayed.timeline, initialScenario: scenario, initialScenarioJson: file.scenario, warnings };
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
  if (!read.ok) return { ok: false, problems: [problem('(root)', read.problem.code, read.problem.words, read.problem.params)] };
  return loadSave(read.json, registry);
}
