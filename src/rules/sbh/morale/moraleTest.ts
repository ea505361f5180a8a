/**
 * One morale test (SBH-MORALE-1): 3 d6 against the figure's Quality, a die below it a failure, and
 * what the failures do to a standing, fallen, bound or engaged figure (SBH-MORALE-1..5, SBH-GAP-15).
 *
 * Modifiers (SBH-GAP-08): Steadfast +1 and Coward −1 move the Quality the dice must reach — a
 * Steadfast Q4+ figure tests on 3+, a Coward Q4+ on 5+ — the same as adding the modifier to each
 * die. With "1 always fails, 6 always succeeds" (naturalOnesAndSixes) the target stays within 2–6;
 * without it, 1–7 (every die passes at 1, none at 7): the activation family's `qualityTarget`.
 */
import type { ResolveContext } from '../../../engine/ruleset';
import type { Figure } from '../../../engine/model';
import { qualityTarget } from '../activation/quality';
import { removeFigure } from '../casualties';
import { hasFlag, qualityOf } from '../sbhProfile';
import type { SbhState } from '../sbhTypes';
import { figStateOf, withFigState } from '../sbhTypes';
import { figureOf, withFigure } from '../../../engine/kit/pieceState';
import { optionsOf } from '../sbhOptions';
import type { MoraleTest } from '../sbhTypes';
import { enemiesInContact } from './contacts';
import { planFlight } from './flightPath';
import { freeAttacksOn } from './freeAttacks';

/** The face each die must reach in a morale test (Quality with the Steadfast / Coward modifier). */
export function moraleTargetOf(state: SbhState, figure: Figure): number {
  const q = qualityOf(figure) - (hasFlag(figure, 'steadfast') ? 1 : 0) + (hasFlag(figure, 'coward') ? 1 : 0);
  return qualityTarget(q, optionsOf(state).naturalOnesAndSixes);
}

/** The trigger's word (`sbh.morale.why.<why>`), for the dice log. */
const WHY_PREFIX = 'sbh.morale.why.';
const whyOf = (test: MoraleTest): string => (test.reasonKey.startsWith(WHY_PREFIX) ? test.reasonKey.slice(WHY_PREFIX.length) : 'other');

/** The figure's situation when it tests, which decides what failures do. */
export type MoraleCase = 'standing' | 'fallenFree' | 'helpless' | 'engaged';

export function moraleCaseOf(state: SbhState, figure: Figure): MoraleCase {
  const fs = figStateOf(state, figure.id);
  const inContact = enemiesInContact(state, figure).length > 0;
  if (fs.bound || (fs.fallen && inContact)) return 'helpless';
  if (fs.fallen) return 'fallenFree';
  return inContact ? 'engaged' : 'standing';
}

/** Roll and apply one test. A figure no longer on the table does not test. */
export function resolveMoraleTest(state: SbhState, test: MoraleTest, ctx: ResolveContext): SbhState {
  const figure = figureOf(state, test.figureId);
  if (figure === undefined) return state;
  const target = moraleTargetOf(state, figure);
  const faces = ctx.roll({
    count: 3, sides: 6, purpose: 'sbh.morale.test', ruleId: 'SBH-MORALE-1', figureIds: [figure.id], atLeast: target,
    params: { figureId: figure.id, target, why: whyOf(test) },
  });
  const failures = faces.filter((f) => f < target).length;
  const situation = moraleCaseOf(state, figure);
  ctx.emit({ type: 'sbh.morale.result', ruleId: 'SBH-MORALE-1', figureIds: [figure.id], params: { figureId: figure.id, failures, situation, passed: failures === 0, triggerRuleId: test.ruleId } });
  if (failures === 0) return state;

  switch (situation) {
    case 'helpless':
      // SBH-MORALE-5 (TV-SBH-09): bound, or fallen in contact with an enemy: any failure.
      return removeFigure(state, figure.id, 'outOfAction', 'SBH-MORALE-5', ctx);
    case 'fallenFree': {
      // SBH-MORALE-4 (TV-SBH-08): the first compulsory move is spent standing up.
      if (failures >= 3) return removeFigure(state, figure.id, 'outOfAction', 'SBH-MORALE-4', ctx);
      const stood = standUp(state, figure);
      ctx.emit({ type: 'sbh.morale.stoodUp', ruleId: 'SBH-MORALE-4', figureIds: [figure.id], params: { figureId: figure.id } });
      return failures === 2 ? flee(stood, figure.id, 1, 'SBH-MORALE-4', ctx) : stood;
    }
    case 'engaged': {
      if (!optionsOf(state).fleeFromMelee) {
        // Without the SBH-GAP-15 house rule a standing figure in contact is one of SBH-MORALE-5's "etc.".
        return removeFigure(state, figure.id, 'outOfAction', 'SBH-MORALE-5', ctx);
      }
      const hit = freeAttacksOn(state, figure, ctx);
      if (hit.fate !== 'free') return hit.state;
      return failures >= 3 ? removeFigure(hit.state, figure.id, 'fled', 'SBH-MORALE-1', ctx) : flee(hit.state, figure.id, failures, 'SBH-GAP-15', ctx);
    }
    case 'standing':
      // SBH-MORALE-1 (TV-SBH-07): 1 → a single move, 2 → a double move, 3 → off the battlefield.
      return failures >= 3 ? removeFigure(state, figure.id, 'fled', 'SBH-MORALE-1', ctx) : flee(state, figure.id, failures, 'SBH-MORALE-1', ctx);
  }
}

function standUp(state: SbhState, figure: Figure): SbhState {
  const next = withFigState(state, figure.id, { fallen: false });
  return figure.stance === 'prone' ? withFigure(next, figure.id, { stance: 'standing' }) : next;
}

/** `moves` single moves toward the nearest table edge (SBH-MORALE-2/3). */
export function flee(state: SbhState, figureId: string, moves: number, ruleId: string, ctx: ResolveContext): SbhState {
  const plan = planFlight(state, figureId, moves);
  if (plan === null) return state;
  if (plan.kind === 'trapped') {
    ctx.emit({ type: 'sbh.morale.trapped', ruleId: 'SBH-MORALE-2', figureIds: [figureId], params: { figureId } });
    return removeFigure(state, figureId, 'killed', 'SBH-MORALE-2', ctx);
  }
  const path = plan.path.map((p) => ({ x: p.x, y: p.y }));
  if (plan.kind === 'leftTable') {
    ctx.emit({ type: 'sbh.morale.leftTable', ruleId: 'SBH-MORALE-3', figureIds: [figureId], params: { figureId, moves, lengthIn: plan.lengthIn, edge: plan.edge, path } });
    return removeFigure(state, figureId, 'fled', 'SBH-MORALE-3', ctx);
  }
  const end = plan.path[plan.path.length - 1]!;
  ctx.emit({ type: 'sbh.morale.fled', ruleId, figureIds: [figureId], params: { figureId, moves, lengthIn: plan.lengthIn, edge: plan.edge, path } });
  let next = withFigure(state, figureId, { x: end.x, y: end.y, standsOn: plan.standsOn });
  // A charge waiting on a figure that has just run away is over (SBH-GAP-08 terror, SBH-CHARGE-1).
  const pending = next.flow.pendingReaction;
  if (pending !== null && (pending.targetId === figureId || pending.chargerId === figureId)) next = { ...next, flow: { ...next.flow, pendingReaction: null } };
  return next;
}
