/**
 * The black-powder skirmish as a ruleset on the engine's kit (engine/kit/familyRuleset.ts): the
 * turn (flow/), the actions (families/: moves and the pending move for reactions, aim, reload,
 * rally, hide, shoot, react, a saved hit passed on, Close Order, End turn), the reach area, the
 * card's lines, the LOS tool's verdict, the Measure tool's lengths in cm and the outcome reader.
 *
 * Gates, in order: while a saved hit (or the defender's placing of hits) waits only that choice is
 * allowed (BP-VOLLEY-5/6); an actor's action belongs to the active side, with no move pending.
 * After every accepted action: an Aim ends with the actor's next other action (BP-SHOOT-REROLL-2),
 * the extra after-actions (a charge's melee, BP-GAP-12), then the end of the game and `actors`.
 *
 * `makeBpRuleset(parts)` builds one from any families and after-actions, so each is testable alone.
 */
import type { ActionFamily, AfterAction, Gate } from '../../engine/kit/familyRuleset';
import { familyRuleset, whilePlaying } from '../../engine/kit/familyRuleset';
import type { PathChoice, Ruleset } from '../../engine/ruleset';
import type { Action } from '../../engine/state';
import { refusal } from '../../engine/state';
import type { BpFigState, BpFlow, BpState } from './flow/bpTypes';
import { BP_ID } from './flow/bpTypes';
import { bpSetup } from './flow/bpSetup';
import { describeBpFlow } from './flow/describeBpFlow';
import { bpSideActions } from './flow/endTurnFamily';
import { withBpActors } from './flow/flowAccess';
import { withVictory } from './flow/gameEnd';
import { groupProblems } from './groups/bpGroup';
import { boardReachOf } from './families/moveFamily';
import { bpDragMove } from './families/dragMove';
import { declineSideActions } from './families/pendingMove';
import { clearAimAfterOtherActions } from './families/smallActions';
import { BP_OPTIONS } from './profile/bpOptions';
import { bpProfileProblems } from './profile/bpProfile';
import { bpOutcomeReader } from './outcome/bpOutcome';
import { bpFigureStatus } from './status/bpFigureStatus';
import { bpMeasureBands } from './status/bpMeasureBands';
import { bpSightVerdict } from './status/bpSightVerdict';

type Family = ActionFamily<BpState> & { readonly actorAction?: boolean };

export interface BpParts {
  readonly families: readonly Family[];
  readonly gates: readonly Gate<BpState, Family>[];
  /** After every accepted action, after the Aim's clearing and before the end of the game, while the game goes on. */
  readonly afterResolve?: readonly AfterAction<BpState, Family>[];
  readonly pathChoice?: (state: BpState, pieceId: string) => PathChoice | null;
}

export function makeBpRuleset(parts: BpParts): Ruleset<BpFlow, BpFigState> {
  const afterAction: AfterAction<BpState, Family>[] = [
    clearAimAfterOtherActions,
    ...(parts.afterResolve ?? []).map((a) => whilePlaying(a)),
    (state) => withBpActors(withVictory(state)),
  ];
  const sideActions = (state: BpState, side: string): Action[] => [...bpSideActions(state, side), ...declineSideActions(state, side)];
  return familyRuleset<BpFlow, BpFigState, Family>({
    families: parts.families,
    gates: parts.gates,
    afterAction,
    unknownAction: (type) => refusal('blackpowder.unknownAction', 'BP-GAP-04', `the black-powder rules have no action "${type}"`, { type }),
    unknownLabel: (type) => ({ labelKey: 'blackpowder.action.unknown', params: { type } }),
    rest: {
      id: BP_ID,
      options: BP_OPTIONS,
      lengthUnit: 'cm',
      profileProblems: bpProfileProblems,
      scenarioProblems: groupProblems,
      setup: bpSetup,
      describeFlow: describeBpFlow,
      sideActions,
      movementArea: (state, figureId) => boardReachOf(state, figureId),
      dragMove: bpDragMove,
      figureStatus: bpFigureStatus,
      sightVerdict: bpSightVerdict,
      measureBands: bpMeasureBands,
      ...(parts.pathChoice === undefined ? {} : { pathChoice: parts.pathChoice }),
      outcome: bpOutcomeReader,
    },
  });
}
