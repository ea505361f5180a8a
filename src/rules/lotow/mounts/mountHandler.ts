/**
 * Getting on a mount: `mount` (LOTOW-MOUNT-3) and `saddleUp` (LOTOW-SADDLE-1). Both are jumps rolled
 * on a d6 and both carry the rest of the move over in proportion (LOTOW-GAP-18).
 *
 * `mount` { figureId: a standing foot figure, targetIds: [a riderless mount] } — its own mount, or
 * any untethered riderless one, in base contact. d6 (`lotow.mount`):
 *   1 — fails to mount; completion: like a stumbled jump (LOTOW-JUMP-1) its move is over;
 *   2–5 — mounted, no further move this turn;
 *   6 — mounted, and may finish its move as a mounted figure: the unspent share of its foot move
 *       times the mount's move (TV-LOTOW-17).
 * House rule (as for jumps, LOTOW-GAP-04): the figure needs some of its move left to try.
 *
 * `saddleUp` { figureId: a standing foot figure on a terrain piece, targetIds: [his own mount] } —
 * the piece's top is at most 3″ above the mount's feet and the mount is within 1″ of the piece (edge
 * to edge in plan). d6 (`lotow.saddleUp`):
 *   1 — falls: put on the ground beside the mount and falls from the piece's height (LOTOW-FALL-1/2,
 *       through `applyFall`); completion: his move is over even when the fall is harmless (≤ 2″);
 *   2–5 — in the saddle, no further move;
 *   6 — rides on at the mount's speed × (1 − share of his foot move used) (TV-LOTOW-22).
 * Tethered mounts must be untied first (LOTOW-LOOSE-2).
 */
import { footprintDistanceToPolygon } from '../../../geometry/footprintDistance';
import { inchesApart, inchParam } from '../../../engine/inchesApart';
import { figureElevationIn, figureFootprint } from '../../../engine/figureGeometry';
import type { Figure } from '../../../engine/model';
import type { ActionDescription, ResolveContext } from '../../../engine/ruleset';
import type { Action, GameEvent, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import { footprintCentre } from '../../../los/losScene';
import type { TerrainPiece } from '../../../los/terrain';
import { terrainTopIn } from '../../../los/terrain';
import { moverOf } from '../lotowMover';
import type { LotowActionHandler, LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { figureOf, withFigure } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';
import { singleTarget } from './actionParams';
import { figuresInBaseContact } from '../../../engine/kit/baseContact';
import { isRiderlessMount } from './mountModel';
import { placeBeside } from './placeBeside';
import { isPassenger } from './passengers';
import { movedInAfterModeChange } from './proportionalMove';
import { joinRider } from './riderSwap';

export const MOUNT = 'mount';
export const SADDLE_UP = 'saddleUp';

/** LOTOW-SADDLE-1: the highest a fighter may jump into the saddle from, and how far the horse may be, inches. */
export const SADDLE_UP_MAX_HEIGHT_IN = 3;
export const SADDLE_UP_MAX_GAP_IN = 1;
const EPS_IN = 1e-9;

/** A fall of `heightIn` inches onto where the figure now stands (movement/falls.ts: LOTOW-FALL-1/2). */
export type ApplyFall = (state: LotowState, figureId: string, heightIn: number, ctx: ResolveContext, ruleId: string) => LotowState;

/** What a would-be rider must be: on foot, standing, free to act and move, with move left. */
function riderRefusal(state: LotowState, figure: Figure, ruleId: string): Refusal | null {
  const fs = figStateOf(state, figure.id);
  if (figure.mounted || isRiderlessMount(figure)) return refusal('lotow.footOnly', ruleId, `${figure.name} is not a fighter on foot`, { figureId: figure.id });
  if (isPassenger(state, figure.id)) return refusal('lotow.passenger', ruleId, `${figure.name} is riding as a passenger`, { figureId: figure.id });
  if (figure.stance === 'prone') return refusal('lotow.prone', ruleId, `${figure.name} is lying down: stand up first`, { figureId: figure.id });
  if (fs.actionsOver) return refusal('lotow.actionsOver', 'LOTOW-THROWN-1', `${figure.name} may do nothing more this turn`, { figureId: figure.id });
  if (fs.moveOver || fs.climbing !== null) return refusal('lotow.moveOver', ruleId, `${figure.name} may not move any further this turn`, { figureId: figure.id });
  if (fs.movedIn >= moverOf(figure, fs, optionsOf(state)).allowanceIn - EPS_IN) {
    return refusal('lotow.noMoveLeft', ruleId, `getting on is a jump: ${figure.name} needs some of his move left (house rule, as for jumps)`, { figureId: figure.id });
  }
  return null;
}

function mountRefusal(state: LotowState, mount: Figure | undefined, ruleId: string): Refusal | null {
  if (mount === undefined || !isRiderlessMount(mount)) return refusal('lotow.notAMount', ruleId, 'the target must be a riderless horse or mule', {});
  if (figStateOf(state, mount.id).tethered) return refusal('lotow.mountTethered', 'LOTOW-LOOSE-2', `${mount.name} is tethered: untie it first`, { targetFigureId: mount.id });
  return null;
}

function checkMount(state: LotowState, action: Action): Refusal | null {
  const figure = figureOf(state, action.figureId);
  if (figure === undefined) return refusal('lotow.needsFigure', 'LOTOW-MOUNT-3', 'say which figure gets on (figureId, targetIds: [mount])');
  const mount = figureOf(state, singleTarget(action));
  const r = riderRefusal(state, figure, 'LOTOW-MOUNT-3') ?? mountRefusal(state, mount, 'LOTOW-MOUNT-3');
  if (r !== null) return r;
  if (!figuresInBaseContact(state.scenario, figure, mount!)) {
    return refusal('lotow.notInContact', 'LOTOW-MOUNT-3', `${figure.name} must be in base contact with ${mount!.name} to get on`, { figureId: figure.id, targetFigureId: mount!.id });
  }
  return null;
}

/** The piece the fighter stands on, and why Saddle Up is not allowed from it, if it is not. */
function saddleUpRefusal(state: LotowState, figure: Figure, mount: Figure): Refusal | null {
  const piece = state.scenario.terrain.find((t) => t.id === figure.standsOn);
  if (piece === undefined) return refusal('lotow.saddleUpNotOnTerrain', 'LOTOW-SADDLE-1', `${figure.name} must stand on a piece of terrain to jump into the saddle`, { figureId: figure.id });
  const heightIn = terrainTopIn(piece) - figureElevationIn(state.scenario, mount);
  if (heightIn <= EPS_IN) return refusal('lotow.saddleUpNotAbove', 'LOTOW-SADDLE-1', `${figure.name} is not above his mount: get on with a normal mount test`, { figureId: figure.id });
  if (heightIn > SADDLE_UP_MAX_HEIGHT_IN + EPS_IN) {
    const [heightText, maxText] = inchesApart([heightIn, SADDLE_UP_MAX_HEIGHT_IN]);
    return refusal('lotow.saddleUpTooHigh', 'LOTOW-SADDLE-1', `${piece.name ?? piece.kind} is ${heightText} high: at most ${maxText} to jump into the saddle`,
      { heightIn: inchParam(heightIn), maxIn: SADDLE_UP_MAX_HEIGHT_IN });
  }
  const gapIn = footprintDistanceToPolygon(figureFootprint(mount), piece.footprint);
  if (gapIn > SADDLE_UP_MAX_GAP_IN + EPS_IN) {
    const [gapText, maxText] = inchesApart([gapIn, SADDLE_UP_MAX_GAP_IN]);
    return refusal('lotow.saddleUpTooFar', 'LOTOW-SADDLE-1', `${mount.name} is ${gapText} from ${piece.name ?? piece.kind}: it must be within ${maxText}`,
      { gapIn: inchParam(gapIn), maxIn: SADDLE_UP_MAX_GAP_IN });
  }
  return null;
}


function checkSaddleUp(state: LotowState, action: Action): Refusal | null {
  const figure = figureOf(state, action.figureId);
  if (figure === undefined) return refusal('lotow.needsFigure', 'LOTOW-SADDLE-1', 'say which figure jumps into the saddle (figureId, targetIds: [his mount])');
  const mount = figureOf(state, singleTarget(action));
  const r = riderRefusal(state, figure, 'LOTOW-SADDLE-1') ?? mountRefusal(state, mount, 'LOTOW-SADDLE-1');
  if (r !== null) return r;
  if (figStateOf(state, figure.id).mountId !== mount!.id) {
    return refusal('lotow.notOwnMount', 'LOTOW-SADDLE-1', `${figure.name} may only jump into the saddle of his own mount`, { figureId: figure.id, targetFigureId: mount!.id });
  }
  return saddleUpRefusal(state, figure, mount!);
}

/** Mounted, with the rest of the move in proportion on a 6, or none on 2–5 (LOTOW-GAP-18). */
function getOn(state: LotowState, figureId: string, mountId: string, rideOn: boolean): LotowState {
  const before = figureOf(state, figureId)!;
  const fs = figStateOf(state, figureId);
  const options = optionsOf(state);
  const footIn = moverOf(before, fs, options).allowanceIn;
  const next = joinRider(state, figureId, mountId);
  const after = figureOf(next, figureId)!;
  const mountIn = moverOf(after, figStateOf(next, figureId), options).allowanceIn;
  return withFigState(next, figureId, { movedIn: movedInAfterModeChange(fs.movedIn, footIn, mountIn), moveOver: !rideOn });
}

function roll(ctx: ResolveContext, purpose: string, ruleId: string, figureIds: readonly string[]): number {
  return ctx.roll({ count: 1, sides: 6, purpose, ruleId, figureIds })[0] ?? 1;
}

function resolveMount(state: LotowState, action: Action, ctx: ResolveContext): { state: LotowState; events: GameEvent[] } {
  const figureId = action.figureId ?? '';
  const mountId = singleTarget(action) ?? '';
  const face = roll(ctx, 'lotow.mount', 'LOTOW-MOUNT-3', [figureId, mountId]);
  if (face === 1) {
    return { state: withFigState(state, figureId, { moveOver: true }), events: [{ type: 'lotow.mountFailed', ruleId: 'LOTOW-MOUNT-3', figureIds: [figureId, mountId] }] };
  }
  const next = getOn(state, figureId, mountId, face === 6);
  return { state: next, events: [{ type: 'lotow.mounted', ruleId: 'LOTOW-MOUNT-3', figureIds: [figureId, mountId], params: { rideOn: face === 6 } }] };
}

function resolveSaddleUp(state: LotowState, action: Action, ctx: ResolveContext, applyFall: ApplyFall): { state: LotowState; events: GameEvent[] } {
  const figureId = action.figureId ?? '';
  const mountId = singleTarget(action) ?? '';
  const face = roll(ctx, 'lotow.saddleUp', 'LOTOW-SADDLE-1', [figureId, mountId]);
  if (face !== 1) {
    const next = getOn(state, figureId, mountId, face === 6);
    return { state: next, events: [{ type: 'lotow.mounted', ruleId: 'LOTOW-SADDLE-1', figureIds: [figureId, mountId], params: { rideOn: face === 6 } }] };
  }
  const figure = figureOf(state, figureId)!;
  const mount = figureOf(state, mountId)!;
  const piece = state.scenario.terrain.find((t) => t.id === figure.standsOn) as TerrainPiece;
  const heightIn = terrainTopIn(piece) - figureElevationIn(state.scenario, mount);
  // He lands beside the horse, on its level, on the side facing the piece he jumped from.
  const from = footprintCentre(figureFootprint(mount));
  const toward = Math.atan2(figure.y - from.y, figure.x - from.x);
  const aground = withFigure(state, figureId, { standsOn: mount.standsOn });
  const spot = placeBeside(aground.scenario, figureId, figureFootprint(mount), mount.standsOn, { preferRad: toward, maxGapIn: 3 });
  let next = withFigState(state, figureId, { moveOver: true });
  if (spot !== null) {
    next = withFigure(next, figureId, { x: spot.x, y: spot.y, standsOn: spot.standsOn });
    next = applyFall(next, figureId, heightIn, ctx, 'LOTOW-SADDLE-1');
    next = withFigState(next, figureId, { moveOver: true });
  }
  return { state: next, events: [{ type: 'lotow.saddleUpFell', ruleId: 'LOTOW-SADDLE-1', figureIds: [figureId, mountId], params: { heightIn: spot === null ? 0 : heightIn } }] };
}

/** The mount family's handler for getting on; `applyFall` is movement's fall (LOTOW-FALL-1/2). */
export function makeMountHandler(applyFall: ApplyFall): LotowActionHandler {
  return {
    types: [MOUNT, SADDLE_UP],
    phaseOf: { [MOUNT]: 'move', [SADDLE_UP]: 'move' },
    check(state, action) {
      return action.type === MOUNT ? checkMount(state, action) : checkSaddleUp(state, action);
    },
    resolve(state, action, ctx) {
      return action.type === MOUNT ? resolveMount(state, action, ctx) : resolveSaddleUp(state, action, ctx, applyFall);
    },
    describe(_state, action): ActionDescription {
      return { labelKey: `lotow.action.${action.type}`, params: { figureId: action.figureId ?? null, mountFigureId: singleTarget(action) ?? null } };
    },
    candidates(state, figureId) {
      const figure = figureOf(state, figureId);
      if (figure === undefined || figure.mounted || isRiderlessMount(figure)) return [];
      const out: Action[] = [];
      for (const m of state.scenario.figures) {
        if (!isRiderlessMount(m)) continue;
        if (figuresInBaseContact(state.scenario, figure, m)) out.push({ type: MOUNT, side: figure.side, figureId, targetIds: [m.id] });
      }
      const own = figStateOf(state, figureId).mountId;
      if (own !== null && figure.standsOn !== null && figureOf(state, own) !== undefined) out.push({ type: SADDLE_UP, side: figure.side, figureId, targetIds: [own] });
      return out;
    },
  };
}
