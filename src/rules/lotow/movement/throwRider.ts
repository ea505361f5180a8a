/**
 * The Thrown Rider table (LOTOW-THROWN-1), for every rule that throws a rider: a difficult horse
 * jump's natural 1 (LOTOW-MJUMP-2), a killed mount (LOTOW-SHOOT-MOUNTED-2), a killed rider's
 * passenger (LOTOW-PASS-3).
 *
 * In every case the rider becomes a foot figure (he keeps his id; his foot base is
 * `profile.footBaseMm`, default 25 mm round) placed next to the mount, and the riderless mount
 * appears as its own figure `<rider>~mount` where the horse stands (lotowTypes.ts). Then:
 *   1 knocked flying: a Strength 2 hit waits for its wound roll; laid prone; his move is over.
 *   2–5 falls: standing next to the mount; he may do nothing more this turn (`actionsOver`).
 *   6 leaps clear: on his feet, no penalty.
 * What he had moved on horseback counts in proportion on foot (LOTOW-GAP-18).
 */
import type { ResolveContext } from '../../../engine/ruleset';
import type { Figure } from '../../../engine/model';
import { placementProblems } from '../../../engine/placement';
import { figureFootprint } from '../../../engine/figureGeometry';
import { footprintDistanceToFootprint } from '../../../geometry/footprint';
import type { LotowState } from '../lotowState';
import { figStateOf, figureOf, optionsOf, withFigState } from '../lotowState';
import { moverOf } from '../lotowMover';
import { footMoveIn, mountKindOf, mountMoveIn } from '../lotowProfile';
import { freshFigState } from '../lotowTypes';
import { rollD6, thrownOutcome } from './testTables';

export const THROWN_HIT_STRENGTH = 2;
const FOOT_BASE_MM = 25;

/** The id of a dismounted rider's riderless mount figure. */
export const mountFigureId = (riderId: string): string => `${riderId}~mount`;

export function throwRider(state: LotowState, riderId: string, ctx: ResolveContext, cause: string): LotowState {
  const rider = figureOf(state, riderId);
  if (rider === undefined || !rider.mounted) return state;
  const face = rollD6(ctx, 'lotow.thrownRider', 'LOTOW-THROWN-1', [riderId], { causeRuleId: cause });
  const outcome = thrownOutcome(face);
  const fs = figStateOf(state, riderId);
  const options = optionsOf(state);
  const kind = mountKindOf(rider);
  const mountId = mountFigureId(riderId);
  const mount: Figure = {
    id: mountId, side: rider.side, name: `${rider.name}'s ${kind}`, base: rider.base, x: rider.x, y: rider.y,
    facingDeg: rider.facingDeg, standsOn: rider.standsOn, stance: 'standing', mounted: true,
    profile: { mount: kind, mountMoveIn: mountMoveIn(rider) },
  };
  const footBaseMm = typeof rider.profile.footBaseMm === 'number' ? rider.profile.footBaseMm : FOOT_BASE_MM;
  const onFoot: Figure = { ...rider, mounted: false, base: { shape: 'round', diameterMm: footBaseMm }, stance: outcome === 'knockedFlying' ? 'prone' : 'standing' };
  const withMount = { ...state.scenario, figures: [...state.scenario.figures.filter((f) => f.id !== mountId).map((f) => (f.id === riderId ? onFoot : f)), mount] };
  const at = besideMount(withMount, onFoot, mount);
  const scenario = { ...withMount, figures: withMount.figures.map((f) => (f.id === riderId ? { ...f, x: at.x, y: at.y } : f)) };
  // What he moved mounted, in proportion on foot (LOTOW-GAP-18).
  const mountedAllowance = moverOf(rider, fs, options).allowanceIn;
  const movedIn = mountedAllowance > 0 ? (fs.movedIn / mountedAllowance) * footMoveIn(rider) : 0;
  let next: LotowState = { ...state, scenario };
  next = withFigState(next, riderId, {
    mountId, movedIn, climbing: null,
    moveOver: fs.moveOver || outcome !== 'leapsClear',
    actionsOver: fs.actionsOver || outcome === 'falls',
    pendingHits: outcome === 'knockedFlying' ? [...fs.pendingHits, { strength: THROWN_HIT_STRENGTH, ruleId: 'LOTOW-THROWN-1' }] : fs.pendingHits,
  });
  next = { ...next, figureState: { ...next.figureState, [mountId]: { ...freshFigState(), riderId, moveOver: true } } };
  ctx.emit({ type: 'thrown', ruleId: 'LOTOW-THROWN-1', figureIds: [riderId, mountId], params: { face, outcome, causeRuleId: cause, mountFigureId: mountId, x: at.x, y: at.y } });
  return next;
}

/**
 * A legal spot for the rider's base touching the mount's (or as close as the table allows): around
 * the mount from its left side, then a little further out; the mount's own spot as a last resort.
 */
function besideMount(scenario: LotowState['scenario'], rider: Figure, mount: Figure): { x: number; y: number } {
  const mountFp = figureFootprint(mount);
  const facing = (mount.facingDeg * Math.PI) / 180;
  for (const gapIn of [0.02, 0.25, 0.5, 1]) {
    for (let k = 0; k < 24; k++) {
      // Compass bearing, starting on the mount's left (facing − 90°).
      const bearing = facing - Math.PI / 2 + (k * Math.PI) / 12;
      const dx = Math.sin(bearing);
      const dy = -Math.cos(bearing);
      // Out from the mount's centre until the bases are `gapIn` apart.
      let lo = 0;
      let hi = 6;
      for (let i = 0; i < 30; i++) {
        const mid = (lo + hi) / 2;
        const d = footprintDistanceToFootprint(figureFootprint(rider, { x: mount.x + dx * mid, y: mount.y + dy * mid }), mountFp);
        if (d < gapIn) lo = mid;
        else hi = mid;
      }
      const at = { x: mount.x + dx * hi, y: mount.y + dy * hi };
      if (placementProblems(scenario, rider.id, at, mount.standsOn).length === 0) return at;
    }
  }
  return { x: mount.x, y: mount.y };
}
