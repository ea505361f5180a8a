/**
 * The set-up of a BATTLESYSTEM game: every unit's fresh state (nothing moved or fired, no hits
 * carried), each side's starting figures (BS-GAP-16) and round 1 begun (Step 1's initiative roll,
 * flow/bsSteps.ts). `GameState.turn` is the round.
 */
import type { Scenario } from '../../../engine/model';
import type { ResolveContext, SetupResult } from '../../../engine/ruleset';
import type { ResolvedOptions } from '../../../engine/state';
import type { BsFlow, BsPieceState } from './bsTypes';
import { freshBsPieceState } from './bsTypes';
import { bsActorsOf } from './bsActors';
import { beginRound } from './bsSteps';

export function bsSetup(scenario: Scenario, options: ResolvedOptions, ctx: ResolveContext): SetupResult<BsFlow, BsPieceState> {
  const sides = scenario.sides.map((s) => s.id);
  const figureState: Record<string, BsPieceState> = Object.fromEntries((scenario.units ?? []).map((u) => [u.id, freshBsPieceState()]));
  const unstarted: BsFlow = {
    round: 0, step: 'initiative', order: sides, initiative: {}, active: sides[0] ?? '', pendingCasualties: null,
    startingFigures: Object.fromEntries(sides.map((s) => [s, scenario.figures.filter((f) => f.side === s).length])),
  };
  const started = beginRound({ scenario, flow: unstarted, figureState, turn: 0, options }, 1, ctx);
  return { flow: started.flow, figureState: started.figureState, actors: bsActorsOf({ ...started, outcome: null }), turn: started.turn };
}
