/**
 * `apply <save.json> <action.json>`: load the save, apply one action and print the new save file
 * on stdout (redirect it to a file), or `refused: <reason> — RULE-ID` on stderr with exit 1. The dice
 * come from the save's seed (the generator state the replay rebuilt), so the same save and action
 * always give the same result. The rolls are listed on stderr.
 */
import { applyAction } from '../engine/applyAction';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import { serializeSave } from '../engine/saveFile';
import { isRollEvent } from '../engine/state';
import type { CliIo } from './io';
import { EXIT_FAILED, EXIT_OK, readInputFile } from './io';
import { loadSaveFile } from './saveInput';

/** An action is a few hundred bytes; a megabyte is room for any path of waypoints. */
const MAX_ACTION_FILE_BYTES = 1024 * 1024;

export async function applyCommand(io: CliIo, saveFile: string, actionFile: string, registry: RulesetRegistry): Promise<number> {
  const loaded = await loadSaveFile(io, saveFile, registry);
  if (loaded === null) return EXIT_FAILED;
  const actionText = await readInputFile(io, actionFile, MAX_ACTION_FILE_BYTES);
  if (actionText === null) return EXIT_FAILED;
  let action: unknown;
  try {
    action = JSON.parse(actionText);
  } catch (error) {
    io.stderr(`error: ${actionFile} is not valid JSON: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT_FAILED;
  }
  const result = applyAction(loaded.ruleset, loaded.state, action);
  if (!result.ok) {
    io.stderr(`refused: ${result.refusal.message}\n`);
    return EXIT_FAILED;
  }
  for (const e of result.events) {
    if (isRollEvent(e)) io.stderr(`rolled ${e.faces.length}d${e.sides} for ${e.purpose}: ${e.faces.join(', ')} — ${e.ruleId}\n`);
  }
  io.stdout(`${JSON.stringify(serializeSave(result.state, loaded.json.scenario), null, 2)}\n`);
  return EXIT_OK;
}
