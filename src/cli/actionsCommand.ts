/**
 * `actions <save.json> [figureId]`: what can be done now, so a script can play a whole game.
 *
 * With a figure: its candidate actions (the ruleset's `candidateActions` through the engine's
 * `legalActions`), then its side's side actions (`sideActions`: End phase, End turn…). Without: the
 * actions of every figure of each side that may act now (`actors`), then those sides' side actions.
 * Side actions are judged by the engine's `legalSideActions`, as the app's buttons are.
 *
 * Output: the legal ones first, one JSON object a line (each can be saved to a file and given to
 * `apply`); then the refused ones under `refused:`, each with the reason and the rule ID; a count on stderr.
 */
import type { LegalAction } from '../engine/applyAction';
import { legalActions, legalSideActions } from '../engine/applyAction';
import type { Ruleset } from '../engine/ruleset';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { GameState } from '../engine/state';
import { canonicalJson } from '../engine/stateHash';
import type { CliIo } from './io';
import { count, EXIT_FAILED, EXIT_OK } from './io';
import { loadSaveFile, unknownFigureMessage } from './saveInput';

/**
 * The figure's actions then its side's, or (no figure) every acting side's figures' actions then
 * those sides' own. Each action once: a ruleset may offer a side action among a figure's candidates
 * too (the engine's test ruleset does).
 */
export function actionsNow(ruleset: Ruleset, state: GameState, figureId?: string): LegalAction[] {
  let all: LegalAction[];
  if (figureId !== undefined) {
    const side = state.scenario.figures.find((f) => f.id === figureId)?.side;
    all = [...legalActions(ruleset, state, figureId), ...(side === undefined ? [] : legalSideActions(ruleset, state, side))];
  } else {
    const sides = state.actors;
    const figures = state.scenario.figures.filter((f) => sides.includes(f.side));
    all = [...figures.flatMap((f) => legalActions(ruleset, state, f.id)), ...sides.flatMap((side) => legalSideActions(ruleset, state, side))];
  }
  // Keep the last of duplicates, so the side's actions stay at the end where a script looks for them.
  const last = new Map<string, number>();
  all.forEach((a, i) => last.set(canonicalJson(a.action), i));
  return all.filter((a, i) => last.get(canonicalJson(a.action)) === i);
}

export async function actionsCommand(io: CliIo, file: string, figureId: string | undefined, registry: RulesetRegistry): Promise<number> {
  const loaded = await loadSaveFile(io, file, registry);
  if (loaded === null) return EXIT_FAILED;
  if (figureId !== undefined) {
    const unknown = unknownFigureMessage(loaded.state.scenario.figures.map((f) => f.id), figureId);
    if (unknown !== null) {
      io.stderr(`error: ${unknown}\n`);
      return EXIT_FAILED;
    }
  }
  const all = actionsNow(loaded.ruleset, loaded.state, figureId);
  const legal = all.filter((a) => a.legal);
  let out = '';
  for (const a of legal) out += `${JSON.stringify(a.action)}\n`;
  const refused = all.flatMap((a) => (a.legal ? [] : [a]));
  if (refused.length > 0) {
    out += `refused:\n`;
    for (const a of refused) out += `  ${JSON.stringify(a.action)}: ${a.refusal.message}\n`;
  }
  io.stdout(out);
  const { actors, outcome } = loaded.state;
  const who = figureId ?? (outcome !== null ? 'game over' : `${actors.length === 1 ? 'side' : 'sides'} ${actors.join(', ') || '(none)'}`);
  io.stderr(`${who}: ${count(legal.length, 'legal action')}, ${refused.length} refused\n`);
  return EXIT_OK;
}
