/**
 * The Shooting phase's actions (all phase `shoot`; `figureId` the shooter, `side` its side):
 *   shoot { targetIds: [enemy], params: { weapon?, aim?: 'rider' | 'mount' } } — shotPlan.ts / resolveShot.ts
 *   reload { params: { weapon } }, holdFire, disputeLos { targetIds: [enemy] } — otherActions.ts
 * The Advantage side shoots first, then the other (LOTOW-SHOOT-SEQ-1: the flow, lotowFlow.ts); a
 * figure put out of action is off the table and so never shoots (TV-LOTOW-41).
 */
import type { ActionDescription } from '../../../engine/ruleset';
import type { Action } from '../../../engine/state';
import type { LotowActionHandler, LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';
import { isRiderlessMount } from '../mounts/mountModel';
import { disputeRefusal, holdFireRefusal, reloadRefusal, resolveDispute, resolveHoldFire, resolveReload } from './otherActions';
import { resolveShot } from './resolveShot';
import { planShot, targetIdOf, weaponParamOf } from './shotPlan';
import { shotPreview } from './shotPreview';
import { gameLosScene } from '../../../engine/losScene';
import { chosenWeapon, weaponsOf, weaponStateOf } from './weaponUse';
import { lineOfSight } from '../../../los/lineOfSight';

export const SHOOT = { shoot: 'shoot', reload: 'reload', holdFire: 'holdFire', disputeLos: 'disputeLos' } as const;

function check(state: LotowState, action: Action) {
  switch (action.type) {
    case SHOOT.shoot: return planShot(state, action).refusal;
    case SHOOT.reload: return reloadRefusal(state, action);
    case SHOOT.holdFire: return holdFireRefusal(state, action);
    default: return disputeRefusal(state, action);
  }
}

function resolve(state: LotowState, action: Action, ctx: Parameters<LotowActionHandler['resolve']>[2]): { state: LotowState } {
  switch (action.type) {
    case SHOOT.shoot: {
      const { plan } = planShot(state, action);
      return { state: plan === null ? state : resolveShot(state, plan, ctx) };
    }
    case SHOOT.reload: return { state: resolveReload(state, action, ctx) };
    case SHOOT.holdFire: return { state: resolveHoldFire(state, action, ctx) };
    default: return { state: resolveDispute(state, action, ctx) };
  }
}

/** Names the weapon a shot would use even when the action leaves it to the default, so buttons can say which. */
function describe(state: LotowState, action: Action): ActionDescription {
  const shooter = figureOf(state, action.figureId);
  const requested = weaponParamOf(action);
  const weapon = action.type === SHOOT.shoot && shooter !== undefined ? chosenWeapon(shooter, figStateOf(state, shooter.id), requested, optionsOf(state).weaponMoveLimits)?.id ?? requested : requested;
  return {
    labelKey: `lotow.action.${action.type}`,
    params: { figureId: action.figureId ?? null, targetFigureId: targetIdOf(action) ?? null, weapon: weapon ?? null },
  };
}

/**
 * A `shoot` per enemy figure (the default weapon, and one per other weapon it carries), `reload` per
 * jammed or unloaded weapon, `holdFire` when it is mid-shots, and `disputeLos` per enemy within its
 * longest range that it does not see all of (the raycast's answer may be contested). Candidates
 * may be illegal: the engine runs each through `check`.
 */
function candidates(state: LotowState, figureId: string): Action[] {
  const f = figureOf(state, figureId);
  if (f === undefined || isRiderlessMount(f) || state.flow.phase !== 'shoot') return [];
  const weapons = weaponsOf(f);
  if (weapons.length === 0) return [];
  const fs = figStateOf(state, figureId);
  const base = { side: f.side, figureId };
  const out: Action[] = [];
  if (state.flow.shootingFigureId === figureId) out.push({ type: SHOOT.holdFire, ...base });
  const enemies = state.scenario.figures.filter((e) => e.side !== f.side);
  for (const e of enemies) {
    out.push({ type: SHOOT.shoot, ...base, targetIds: [e.id] });
    for (const w of weapons.slice(1)) out.push({ type: SHOOT.shoot, ...base, targetIds: [e.id], params: { weapon: w.id } });
  }
  for (const w of weapons) {
    const ws = weaponStateOf(fs, w.id);
    if (ws.jammed || ws.unloaded) out.push({ type: SHOOT.reload, ...base, params: { weapon: w.id } });
  }
  const reach = Math.max(...weapons.map((w) => w.rangeIn));
  const scene = gameLosScene(state);
  for (const e of enemies) {
    if (fs.losOverrides?.[e.id] !== undefined) continue;
    const los = lineOfSight(scene, figureId, e.id, { withRays: false, withCrossings: false });
    if (los.flatIn <= reach + 1e-9 && los.visibleFraction < 1) out.push({ type: SHOOT.disputeLos, ...base, targetIds: [e.id] });
  }
  return out;
}

export const shootingHandler: LotowActionHandler = {
  types: [SHOOT.shoot, SHOOT.reload, SHOOT.holdFire, SHOOT.disputeLos],
  phaseOf: { shoot: 'shoot', reload: 'shoot', holdFire: 'shoot', disputeLos: 'shoot' },
  check,
  resolve,
  describe,
  candidates,
  preview: (state, action) => (action.type === SHOOT.shoot ? shotPreview(state, action) : { refusal: check(state, action), lines: [], chances: [] }),
};
