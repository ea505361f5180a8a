/**
 * Reading a save file for `replay`, `actions` and `apply`: the text, `parseSaveText` (validate, replay,
 * compare the hash), and the ruleset. Problems go to stderr, one a line with its path.
 */
import type { Ruleset } from '../engine/ruleset';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { SaveProblem } from '../engine/saveFile';
import type { GameState } from '../engine/state';
import { parseSaveText } from '../scenario/loadSave';
import type { CliIo } from './io';
import { count, readInputFile } from './io';

export interface LoadedSave {
  readonly state: GameState;
  readonly ruleset: Ruleset;
  /** The parsed file (its `scenario` is the initial scenario a new save must carry). */
  readonly json: { readonly scenario: unknown };
  readonly warnings: readonly SaveProblem[];
}

/** Load and replay a save file, or report why not (stderr) and return null. */
export async function loadSaveFile(io: CliIo, file: string, registry: RulesetRegistry): Promise<LoadedSave | null> {
  const text = await readInputFile(io, file);
  if (text === null) return null;
  const loaded = parseSaveText(text, registry);
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
  const json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as { scenario: unknown };
  return { state: loaded.state, ruleset, json, warnings: loaded.warnings };
}

/** `unknown figure id "x"; figures are: a, b` when `id` is not on the table, else null. */
export function unknownFigureMessage(figureIds: readonly string[], id: string): string | null {
  if (figureIds.includes(id)) return null;
  return `unknown figure id "${id}"; figures are: ${figureIds.length > 0 ? figureIds.join(', ') : '(none)'}`;
}
