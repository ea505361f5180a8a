/**
 * Test support (never shipped): a plain deterministic player for both sides of a BATTLESYSTEM game,
 * for whole-battle tests. Each step it takes, for an acting side (those in `state.actors` other
 * than the step's own side first, so fire at movers and a strike back come in their turn):
 *   - casualties waiting: the `removeCasualties` side action (the rear rank first);
 *   - Step 1: `chooseOrder`, the winner moving first;
 *   - Steps 2–3, its own: for each of its units, a charge at an enemy, else the manoeuvre that
 *     brings its front rank nearest the nearest enemy unit (by more than 0.5″); an enemy's: a shot
 *     at a mover;
 *   - Step 4: a volley; Step 6: the first melee any of its units may fight; Step 7: a rally;
 *   - with nothing else legal, End step.
 * Every step is an engine `applyAction` through the driver, so the log replays.
 */
import { engineRefusal, legalSideActions } from '../../../engine/applyAction';
import { readManoeuvre } from '../../../engine/manoeuvre';
import { applyManoeuvre, manoeuvreUnit } from '../../../engine/manoeuvreUnit';
import type { Unit } from '../../../engine/model';
import type { Action } from '../../../engine/state';
import type { GameDriver } from '../../../engine/testing/gameDriver';
import { unitGeometry } from '../../../engine/unitGeometry';
import { battlesystemRuleset } from '../bsRuleset';
import type { BsFlow, BsPieceState, BsState } from '../flow/bsTypes';
import { bsPieceStateOf } from '../flow/bsTypes';
import { hasMovedThisStep } from '../flow/interruptFire';
import { bsUnitProfileOf, shootsMissiles } from '../profile/bsUnitProfile';
import { remainingMvIn, unitMayMoveRefusal } from '../movement/unitMoveFamily';

export type BsDriver = GameDriver<BsFlow, BsPieceState>;

const rs = battlesystemRuleset;
const MIN_GAIN_IN = 0.5;

const unitsOf = (state: BsState, side: string): Unit[] => (state.scenario.units ?? []).filter((u) => u.side === side);
/**
 * The engine's judge of one action: what `legalActionsOf` (engine/testing/gameDriver.ts) asks of each
 * candidate, asked here of one type's candidates only, and of moves nearest first, as a Stony Ford
 * step judges every candidate of a 40-figure block in ~150 ms.
 */
const isLegal = (state: BsState, a: Action): boolean => (engineRefusal(state, a) ?? rs.check(state, a)) === null;
const candidatesOf = (state: BsState, id: string, type: string): Action[] => rs.candidateActions(state, id).filter((a) => a.type === type);

/** From `unit`'s front rank, on `scenario`, to the nearest enemy tray's centre, inches (Infinity: none left). */
function enemyDistance(scenario: BsState['scenario'], unitId: string): number {
  const unit = scenario.units?.find((u) => u.id === unitId);
  const g = unit === undefined ? null : unitGeometry(unit, scenario.figures);
  if (unit === undefined || g === null) return Infinity;
  const ds = (scenario.units ?? []).filter((u) => u.side !== unit.side).flatMap((u) => {
    const e = unitGeometry(u, scenario.figures);
    return e === null ? [] : [Math.hypot(e.tray.centre.x - g.frontRankCentre.x, e.tray.centre.y - g.frontRankCentre.y)];
  });
  return Math.min(Infinity, ...ds);
}

/** Where a move candidate would leave the unit, as its distance to the nearest enemy (the geometry only; `check` judges it after). */
function distanceAfter(state: BsState, a: Action): number {
  const m = readManoeuvre(a);
  const r = m?.ok === true ? manoeuvreUnit(state.scenario, a.figureId ?? '', m.manoeuvre) : null;
  return r?.ok === true ? enemyDistance(applyManoeuvre(state.scenario, r), a.figureId ?? '') : Infinity;
}

/** Its own movement step: a unit's charge, else its legal manoeuvre that closes most on the enemy (by more than 0.5″). */
function moveOf(state: BsState, side: string): Action | undefined {
  for (const u of unitsOf(state, side)) {
    // The rules' own verdict first (charged, reformed, held in a melee): then no candidate is judged in vain.
    if (unitMayMoveRefusal(state, u) !== null || remainingMvIn(state, u) <= 0) continue;
    const charge = bsPieceStateOf(state, u.id).usedIn > 0 ? undefined : candidatesOf(state, u.id, 'charge').find((a) => isLegal(state, a));
    if (charge !== undefined) return charge;
    const here = enemyDistance(state.scenario, u.id);
    // Nearest first by the geometry alone, then the first the rules accept: the legal move that closes most.
    const closer = candidatesOf(state, u.id, 'move').map((a) => ({ a, d: distanceAfter(state, a) }))
      .filter((m) => m.d < here - MIN_GAIN_IN).sort((x, y) => x.d - y.d).find((m) => isLegal(state, m.a));
    if (closer !== undefined) return closer.a;
  }
  return undefined;
}

/** The first legal action of `type` of any unit of `side`; a volley only from a unit that has not fired, in a move step only at a mover. */
function firstOf(state: BsState, side: string, type: string): Action | undefined {
  const moving = state.flow.step === 'firstMove' || state.flow.step === 'secondMove';
  const mover = (a: Action): boolean => !moving || (state.scenario.units ?? []).some((t) => t.id === a.targetIds?.[0] && hasMovedThisStep(state, t));
  for (const u of unitsOf(state, side)) {
    if (type === 'fire' && (bsPieceStateOf(state, u.id).fired || !shootsMissiles(bsUnitProfileOf(u.profile)))) continue;
    const a = candidatesOf(state, u.id, type).find((c) => (type !== 'fire' || mover(c)) && isLegal(state, c));
    if (a !== undefined) return a;
  }
  return undefined;
}

function actionOf(state: BsState, side: string): Action | undefined {
  const own = legalSideActions(rs, state, side).flatMap((l) => (l.legal ? [l.action] : []));
  if (state.flow.pendingCasualties !== null) return own.find((a) => a.type === 'removeCasualties');
  const { step, active } = state.flow;
  const pick = step === 'initiative' ? own.find((a) => a.type === 'chooseOrder' && a.params?.moveFirst === true)
    : step === 'firstMove' || step === 'secondMove' ? (side === active ? moveOf(state, side) : firstOf(state, side, 'fire'))
      : step === 'missile' ? firstOf(state, side, 'fire')
        : step === 'melee' ? firstOf(state, side, 'melee')
          : step === 'morale' ? firstOf(state, side, 'rally') : undefined;
  return pick ?? own.find((a) => a.type === 'endStep');
}

/** The action the plain player takes now, or null when the game is over or nobody has a legal one. */
export function autoAction(state: BsState): Action | null {
  if (state.outcome !== null) return null;
  const sides = [...state.actors.filter((s) => s !== state.flow.active), ...state.actors.filter((s) => s === state.flow.active)];
  for (const side of sides) {
    const a = actionOf(state, side);
    if (a !== undefined) return a;
  }
  return null;
}

/** Both sides play `autoAction` until the battle ends or `maxActions` were taken; throws `stuck: …` if nobody can act or a step is refused. */
export function autoPlay(game: BsDriver, maxActions = 2000): BsDriver {
  let g = game;
  for (let i = 0; i < maxActions && g.state.outcome === null; i++) {
    const s = g.state;
    const where = `action ${i}, round ${s.flow.round}, step ${s.flow.step}, active ${s.flow.active}, actors [${s.actors.join(',')}]`;
    const a = autoAction(s);
    if (a === null) throw new Error(`stuck: nobody can act at ${where}`);
    g = g.act(a);
    if (g.refusal !== null) throw new Error(`stuck: ${a.type}${a.figureId === undefined ? '' : ` by ${a.figureId}`} refused (${g.refusal.reasonKey}: ${g.refusal.message}) at ${where}`);
  }
  return g;
}
