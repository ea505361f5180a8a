/**
 * `replay <save.json>`: replay the save's log from its scenario and seed and print where the game
 * stands — turn, flow, each side's figures with position and state — and the state hash. Exit 1
 * when the file does not load, a logged action is refused on replay, or the hash does not match.
 */
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { GameState } from '../engine/state';
import { stateHash } from '../engine/stateHash';
import type { Ruleset } from '../engine/ruleset';
import type { CliIo } from './io';
import { count, EXIT_FAILED, EXIT_OK } from './io';
import { loadSaveFile } from './saveInput';

/** The text `replay` prints for a state. */
export function describeState(ruleset: Ruleset, state: GameState): string {
  const flow = ruleset.describeFlow(state);
  const lines = [`turn ${flow.turn}: ${flow.labelKey}${Object.keys(flow.params).length > 0 ? ` ${JSON.stringify(flow.params)}` : ''}`];
  lines.push(`acting: ${state.actors.length > 0 ? state.actors.join(', ') : '(nobody)'}`);
  if (state.outcome !== null) lines.push(`game over: ${state.outcome.winner === null ? 'a draw' : `side ${state.outcome.winner} wins`} (${state.outcome.reasonKey})`);
  for (const side of state.scenario.sides) {
    const figures = state.scenario.figures.filter((f) => f.side === side.id);
    lines.push(`side ${side.id} (${side.name}): ${count(figures.length, 'figure')}`);
    for (const f of figures) {
      const where = `(${f.x.toFixed(1)}, ${f.y.toFixed(1)})${f.standsOn === null ? '' : ` on ${f.standsOn}`}`;
      lines.push(`  ${f.id} ${JSON.stringify(f.name)} at ${where} ${JSON.stringify(state.figureState[f.id] ?? null)}`);
    }
  }
  lines.push(`state hash: ${stateHash(state)}`);
  return `${lines.join('\n')}\n`;
}

export async function replayCommand(io: CliIo, file: string, registry: RulesetRegistry): Promise<number> {
  const loaded = await loadSaveFile(io, file, registry);
  if (loaded === null) return EXIT_FAILED;
  const steps = loaded.state.log.filter((e) => e.kind !== 'setup').length;
  io.stdout(`replayed ${count(steps, 'step')} of ${file} (ruleset ${loaded.state.rulesetId}, seed ${loaded.state.seed}); the hash matches\n`);
  io.stdout(describeState(loaded.ruleset, loaded.state));
  for (const w of loaded.warnings) io.stderr(`warning: ${w.message}\n`);
  return EXIT_OK;
}
