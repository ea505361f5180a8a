/**
 * The shipped SBH ruleset (Song of Blades and Heroes style; seed 003; catalog `shared/rules/sbh.md`):
 * the turn (sbhFlow.ts) and its families on the engine's kit (engine/kit/familyRuleset.ts) —
 * activation (Quality tests, turnovers), movement (sticks, difficult ground, woods), combat (melee,
 * shooting, cover, woods, the shot at a charger, ammunition) and morale (tests, fleeing, the end of
 * the game). After every accepted action: the activation's cost is spent, an activation with
 * nothing left ends (a turnover passes the turn), then the hooks run (morale tests waiting, the end
 * of the game) while the game goes on; fallen figures lie prone and `actors` follow the flow.
 *
 * `makeSbhRuleset(parts)` builds one from any of its parts, so each family is testable on its own.
 */
import type { AfterAction } from '../../engine/kit/familyRuleset';
import { familyRuleset, whilePlaying } from '../../engine/kit/familyRuleset';
import type { MovementArea, ActionDescription, ResolveContext, Ruleset } from '../../engine/ruleset';
import type { Action } from '../../engine/state';
import { refusal } from '../../engine/state';
import { activationHandler, sbhSideActions } from './activation';
import { combatHandlers } from './combat';
import { sbhSightVerdict } from './combat/sightVerdict';
import { withFallenStances } from './fallenStances';
import { moraleAfterResolve, sbhFigureStatus, sbhGameEnd } from './morale';
import { movementHandler, sbhMovementArea } from './movement';
import { sbhOutcomeReader } from './outcome/sbhOutcome';
import { describeSbhFlow, endSpentActivation, sbhSetup, spendActivation, turnGate, withActors } from './sbhFlow';
import { SBH_OPTIONS, sbhOptions } from './sbhOptions';
import { sbhProfileProblems } from './sbhProfile';
import type { SbhActionHandler, SbhFigState, SbhFlow, SbhState } from './sbhTypes';
import { SBH_ID } from './sbhTypes';
import { sbhMeasureBands } from './sticks';

export interface SbhParts {
  readonly handlers: readonly SbhActionHandler[];
  /** After every accepted action, in order, with dice, while the game goes on (morale tests waiting, the end of the game). */
  readonly afterResolve: readonly ((state: SbhState, action: Action, ctx: ResolveContext) => SbhState)[];
  readonly movementArea?: (state: SbhState, figureId: string) => MovementArea | null;
  readonly figureStatus?: (state: SbhState, figureId: string) => ActionDescription[];
  /** The line-of-sight tool's verdict (combat/sightVerdict.ts) and the Measure tool's sticks. */
  readonly sightVerdict?: Ruleset<SbhFlow, SbhFigState>['sightVerdict'];
  readonly measureBands?: Ruleset<SbhFlow, SbhFigState>['measureBands'];
  /** Side actions (end the turn…): listed by the activation family. */
  readonly sideActions: (state: SbhState, side: string) => Action[];
}

type SbhAfter = AfterAction<SbhState, SbhActionHandler>;

export function makeSbhRuleset(parts: SbhParts): Ruleset<SbhFlow, SbhFigState> {
  const afterAction: SbhAfter[] = [
    spendActivation,
    endSpentActivation,
    ...parts.afterResolve.map((after) => whilePlaying<SbhState, SbhActionHandler>((state, step, ctx) => after(state, step.action, ctx))),
    (state) => withActors(withFallenStances(state)),
  ];
  return familyRuleset<SbhFlow, SbhFigState, SbhActionHandler>({
    families: parts.handlers,
    gates: [turnGate],
    afterAction,
    unknownAction: (type) => refusal('sbh.unknownAction', 'SBH-GAP-03', `SBH has no action "${type}"`, { type }),
    unknownLabel: (type) => ({ labelKey: 'sbh.action.unknown', params: { type } }),
    rest: {
      id: SBH_ID,
      options: SBH_OPTIONS,
      profileProblems: sbhProfileProblems,
      setup: (scenario, options, ctx) => sbhSetup(scenario, sbhOptions(options), ctx),
      describeFlow: describeSbhFlow,
      sideActions: (state, side) => parts.sideActions(state, side),
      ...(parts.movementArea === undefined ? {} : { movementArea: parts.movementArea }),
      ...(parts.figureStatus === undefined ? {} : { figureStatus: parts.figureStatus }),
      ...(parts.sightVerdict === undefined ? {} : { sightVerdict: parts.sightVerdict }),
      ...(parts.measureBands === undefined ? {} : { measureBands: parts.measureBands }),
    },
  });
}

export const sbhRuleset: Ruleset<SbhFlow, SbhFigState> = {
  ...makeSbhRuleset({
    handlers: [activationHandler, movementHandler, ...combatHandlers],
    afterResolve: [moraleAfterResolve, sbhGameEnd],
    movementArea: sbhMovementArea,
    figureStatus: sbhFigureStatus,
    sideActions: sbhSideActions,
    sightVerdict: sbhSightVerdict,
    measureBands: sbhMeasureBands,
  }),
  // The result cards, log outcomes and dice verdicts the store shows (outcome/).
  outcome: sbhOutcomeReader,
};

export { REACTION_ACTIONS } from './sbhFlow';
export { SBH_ID } from './sbhTypes';
