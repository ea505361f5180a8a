/**
 * The parts of a mounted model as In the Way (LOTOW-SHOOT-MOUNTED-1, LOTOW-PASS-3). A mounted
 * figure is one model (rider + mount, one solid for line of sight), so its parts are In the Way
 * items added by the rules, just before the target (after everything the line crosses):
 * - a shot at a rider (`aim: 'rider'`, default): the mount is In the Way at 4+; at the mount
 *   (`aim: 'mount'`): the rider is. Option `mountInTheWay` (§6.6): `always` (as written: no ¼ test)
 *   or `quarter` — only when that part is seen over at least ¼ of the model's samples: the mount is
 *   the lower two sample rows (0.1, 0.3 of the model's height: below MOUNT_PART_TOP), the rider the
 *   upper three.
 * - PASS-3: a shot at a passenger has the rider and the mount each In the Way at 4+ (TV-LOTOW-40); a
 *   shot at a mounted model carrying a passenger has the passenger In the Way at 4+. The seed's "in
 *   any order": the shooter's choice, here always mount, then rider, then passenger (house rule).
 *   Those parts are left out of the line of sight (`ignoreFigureIds`): they are rolled for instead.
 */
import type { Figure } from '../../../engine/model';
import { raysShare } from '../../../los/lineOfSight';
import type { LosRay, LosResult } from '../../../los/losTypes';
import type { LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import type { InTheWayItem } from './inTheWay';
import { CREATURE_IN_THE_WAY, reachesQuarter } from './inTheWay';

/** Where the mount ends and the rider begins, as a share of a mounted model's height. */
export const MOUNT_PART_TOP = 0.45;

export type Aim = 'rider' | 'mount';

/** The figures whose parts are rolled for instead of being in the line of sight. */
export function mountedPartFigureIds(state: LotowState, target: Figure): string[] {
  const carrier = figStateOf(state, target.id).passengerOf;
  if (carrier !== null) return figureOf(state, carrier) === undefined ? [] : [carrier];
  return passengersOf(state, target).map((p) => p.id);
}

export const passengersOf = (state: LotowState, carrier: Figure): Figure[] =>
  state.scenario.figures.filter((f) => figStateOf(state, f.id).passengerOf === carrier.id);

/** The share of the model's samples seen in its mount part and its rider part (needs `los.rays`). */
export function partShares(los: LosResult, baseZIn: number, heightIn: number): { mount: number; rider: number } {
  const inMount = (r: LosRay): boolean => (r.to.zIn - baseZIn) / heightIn < MOUNT_PART_TOP;
  return {
    mount: raysShare(los, (r) => r.blockedBy === null && inMount(r)),
    rider: raysShare(los, (r) => r.blockedBy === null && !inMount(r)),
  };
}

interface PartsInput {
  readonly state: LotowState;
  readonly target: Figure;
  readonly aim: Aim;
  readonly mode: 'always' | 'quarter';
  /** Part shares when `mode` is `quarter` and the target is mounted (else unused). */
  readonly shares: { mount: number; rider: number } | null;
  /** Where the target is from the shooter, inches (ordering: just before it). */
  readonly targetIn: number;
  readonly shooterSide: string;
}

const part = (source: InTheWayItem['source'], figureId: string, p: 'figure' | 'mount', ruleId: string, enterIn: number, hiddenFraction: number): InTheWayItem => ({
  source, id: figureId, value: CREATURE_IN_THE_WAY, hiddenFraction, enterIn, friendly: false, hits: { figureId, part: p }, ruleId,
});

/** The In the Way items the mounted model's other parts add (in rolling order). */
export function mountedParts(input: PartsInput): InTheWayItem[] {
  const { state, target, aim, mode, shares, targetIn } = input;
  const items: InTheWayItem[] = [];
  const carrierId = figStateOf(state, target.id).passengerOf;
  const carrier = carrierId === null ? undefined : figureOf(state, carrierId);
  if (carrier !== undefined) {
    // PASS-3: at the passenger, the mount and the rider are each In the Way at 4+.
    items.push(part('mount', carrier.id, 'mount', 'LOTOW-PASS-3', targetIn, 1), part('rider', carrier.id, 'figure', 'LOTOW-PASS-3', targetIn, 1));
    return items;
  }
  if (target.mounted) {
    const other: Aim = aim === 'rider' ? 'mount' : 'rider';
    const share = shares === null ? 1 : shares[other];
    if (mode === 'always' || reachesQuarter(share)) {
      items.push(part(other, target.id, other === 'mount' ? 'mount' : 'figure', 'LOTOW-SHOOT-MOUNTED-1', targetIn, mode === 'always' ? 1 : share));
    }
  }
  for (const p of passengersOf(state, target)) items.push(part('passenger', p.id, 'figure', 'LOTOW-PASS-3', targetIn, 1));
  return items;
}
