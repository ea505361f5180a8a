/**
 * `actions <save.json> <figureId>`: the figure's candidate actions now (the ruleset's
 * `candidateActions` through the engine's `legalActions`). The legal ones are printed first, one JSON
 * object a line (each can be saved to a file and given to `apply`); then the refused ones under
 * `refused:`, each with the reason and the rule ID.
 */
import { legalActions } from '../engine/applyAction';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { CliIo } from './io';
import { count, EXIT_FAILED, EXIT_OK } from './io';
import { loadSaveFile, unknownFigureMessage } from './saveInput';

export async function actionsCommand(io: CliIo, file: string, figureId: string, registry: RulesetRegistry): Promise<number> {
  const loaded = await loadSaveFile(io, file, registry);
  if (loaded === null) return EXIT_FAILED;
  const unknown = unknownFigureMessage(loaded.state.scenario.figures.map((f) => f.id), figureId);
  if (unknown !== null) {
    io.stderr(`error: ${unknown}\n`);
    return EXIT_FAILED;
  }
  const all = legalActions(loaded.ruleset, loaded.state, figureId);
  const legal = all.filter((a) => a.legal);
  let out = '';
  for (const a of legal) out += `${JSON.stringify(a.action)}\n`;
  const refused = all.flatMap((a) => (a.legal ? [] : [a]));
  if (refused.length > 0) {
    out += `refused:\n`;
    for (const a of refused) out += `  ${JSON.stringify(a.action)}: ${a.refusal.message}\n`;
  }
  io.stdout(out);
  io.stderr(`${figureId}: ${count(legal.length, 'legal action')}, ${refused.length} refused\n`);
  return EXIT_OK;
}
