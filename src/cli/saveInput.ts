/**
 * Reading a save file for `replay`, `actions` and `apply`: the text, `parseSaveText` (validate, replay,
 * compare the hash), and the ruleset. Problems go to stderr, one a line with its path.
 */
import type { Ruleset } from '../engine/ruleset';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { SaveProblem } from '../engine/saveFile';
import type { GameState } from '../engine/state';
import { MAX_SAVE_BYTES, parseSaveText } from '../scenario/loadSave';
import type { CliIo } from './io';
import { count, readInputText } from './io';

export interface LoadedSave {
  readonly state: GameState;
  readonly ruleset: Ruleset;
  /** The parsed file (its `scenario` is the initial scenario a new save must carry). */
  readonly json: { readonly scenario: unknown };
  readonly warnings: readonly SaveProblem[];
}

/** Load and replay a save file, or report why not (stderr) and return null. */
export async function loadSaveFile(io: CliIo, file: string, registry: RulesetRegistry): Promise<LoadedSave | null> {
  const read = await readInputText(io, file, MAX_SAVE_BYTES);
  if (!read.ok && read.problem === null) return null;
  const loaded = read.ok ? parseSaveText(read.text, registry) : { ok: false as const, problems: [read.problem!] };
  if (!loaded.ok) {
    io.stderr(loaded.problems.map((p) => `${p.message}\n`).join(''));
    io.stderr(`error: ${file} does not load (${count(loaded.problems.length, 'problem')})\n`);
    return null;
  }
  const ruleset = registry.get(loaded.state.rulesetId);
  if (ruleset === undefined) {
    // loadSave has already checked the ruleset; this only keeps the types honest.
    io.stderr(`error: no ruleset "${loaded.state.rulesetId}" is installed\n`);
    return null;
  }
  return { state: loaded.state, ruleset, json: { scenario: loaded.initialScenarioJson }, warnings: loaded.warnings };
}

/** `unknown figure id "x"; figures are: a, b` when `id` is not on the table, else null. */
export function unknownFigureMessage(figureIds: readonly string[], id: string): string | null {
  if (figureIds.includes(id)) return null;
  return `unknown figure id "${id}"; figures are: ${figureIds.length > 0 ? figureIds.join(', ') : '(none)'}`;
}
