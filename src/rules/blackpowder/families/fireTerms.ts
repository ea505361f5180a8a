/**
 * The terms of a volley before it is rolled (BP-VOLLEY-1/2, BP-GAP-05/06, BP-SHOOT-REROLL-1..3,
 * BP-COVER-1/2, BP-OBST-2/3): who of the shooters can fire and why the others cannot, the number
 * needed, the target's cover, running and aim, the reroll regime, the pool and the exact odds.
 * What the preview shows and what `resolveFire` rolls. Pure readers of the state.
 *
 * Decisions:
 *   - a shooter fires when in action, not Suppressed, armed, loaded (groups/groupRules `memberFire`),
 *     in sight (the LOS core's visible fraction > 0, the game's sampling) and in range of its weapon
 *     (the game's band options, BP-GAP-05; a charger is Effective, BP-REACT-5);
 *   - the number needed is the worst (highest) band's among the counted shooters: one volley, one
 *     divisor, and a far shooter cannot make a near one's dice better;
 *   - cover is the most any counted shooter's line gives (hard > soft > none): one shooter seeing
 *     the target behind a wall is enough for the rerolls and the damage modifier;
 *   - aimed only when every counted shooter aimed (a caller may say `aimed` to override);
 *   - a Hidden target is never a target (BP-OBST-2/3), whoever looks.
 */
import { figureEdgeDistance } from '../../../engine/figureGeometry';
import { tableLosScene } from '../../../engine/losScene';
import { losSamplingOf } from '../../../engine/losSampling';
import type { Figure } from '../../../engine/model';
import { inchesToCm } from '../../../geometry/units';
import { lineOfSight } from '../../../los/lineOfSight';
import type { LosScene } from '../../../los/losScene';
import type { CoverKind } from '../cover/targetCover';
import { targetCover } from '../cover/targetCover';
import type { Refused } from '../damage/refused';
import { refused } from '../damage/refused';
import type { BpState } from '../flow/bpTypes';
import { bpFigStateOf } from '../flow/bpTypes';
import { isInAction } from '../flow/inAction';
import { isRunning } from '../flow/running';
import { memberFire } from '../groups/groupRules';
import { unitById } from '../groups/bpGroup';
import { optionsOf } from '../profile/bpOptions';
import { reactionWeaponOf } from '../reaction/reactionWeapon';
import type { ForcedRerolls } from '../shooting/forcedRerolls';
import { forcedRerolls } from '../shooting/forcedRerolls';
import type { RangeVerdict } from '../shooting/rangeBands';
import { RANGE_EDGE_TOLERANCE_IN } from '../shooting/rangeBands';
import { volleyPool } from '../shooting/volleyPool';
import type { VolleyOdds } from '../shooting/volleyOdds';
import { volleyOdds } from '../shooting/volleyOdds';

type Readable = Pick<BpState, 'scenario' | 'figureState' | 'options'>;

export type CannotFireWhy = 'outOfAction' | 'suppressed' | 'noWeapon' | 'unloaded' | 'notInSight' | 'outOfRange';

/** Why a shooter cannot fire, in the rules' English (the players' words: `blackpowder.word.cannotFire.<why>`). */
export const CANNOT_FIRE_WORDS: Readonly<Record<CannotFireWhy, string>> = {
  outOfAction: 'out of action', suppressed: 'Suppressed', noWeapon: 'no weapon', unloaded: 'weapon unloaded',
  notInSight: 'the target is not in sight', outOfRange: 'out of range',
};

export interface ShooterTerms {
  readonly figureId: string;
  /** Null: this shooter counts. */
  readonly why: CannotFireWhy | null;
  readonly ruleId: string;
  /** Edge to edge in 3-D (BP-GAP-01), when measured. */
  readonly distanceIn: number | null;
  readonly distanceCm: number | null;
  readonly range: RangeVerdict | null;
}

export interface FireRequest {
  readonly shooterIds: readonly string[];
  readonly targetId: string;
  /** Override of "every counted shooter aimed". */
  readonly aimed?: boolean;
  /** Reaction fire at a charger (BP-REACT-5). */
  readonly againstCharger?: boolean;
}

export interface FireTerms {
  readonly ok: true;
  readonly targetId: string;
  readonly shooters: readonly ShooterTerms[];
  /** The shooters that count, in the order asked. */
  readonly counted: readonly string[];
  readonly required: number;
  readonly band: 'effective' | 'long';
  readonly cover: CoverKind;
  readonly running: boolean;
  readonly aimed: boolean;
  readonly rerolls: ForcedRerolls;
  readonly closeOrder: boolean;
  readonly dice: number;
  readonly odds: VolleyOdds;
}

/** The band and number needed by the game's options (BP-GAP-05; defaults are `rangeBandAt`'s table). */
export function fireRangeAt(state: Readable, figure: Figure, distanceIn: number, charging: boolean): RangeVerdict | null {
  const weapon = reactionWeaponOf(figure);
  if (weapon === null) return null;
  const o = optionsOf(state);
  const bands = weapon === 'rifledMusket' ? o.rifled : o.smoothbore;
  const longIn = Math.max(bands.longIn, bands.effectiveIn);
  if (charging) return { inRange: true, band: 'effective', required: o.effectiveNeeds, ruleId: 'BP-REACT-5' };
  if (distanceIn <= bands.effectiveIn + RANGE_EDGE_TOLERANCE_IN) return { inRange: true, band: 'effective', required: o.effectiveNeeds, ruleId: 'BP-GAP-05' };
  if (distanceIn <= longIn + RANGE_EDGE_TOLERANCE_IN) return { inRange: true, band: 'long', required: o.longNeeds, ruleId: 'BP-GAP-05' };
  return { inRange: false, band: 'outOfRange', maxIn: longIn, ruleId: 'BP-GAP-05' };
}

/** The game's LOS scene of the table (memoised per scenario by engine/losScene). */
export const fireScene = (state: Readable): LosScene => tableLosScene(state.scenario, losSamplingOf(state.options));

const figureOf = (state: Readable, id: string): Figure | undefined => state.scenario.figures.find((f) => f.id === id);

/** One shooter's verdict against the target. */
export function shooterTerms(state: Readable, scene: LosScene, shooterId: string, target: Figure, charging: boolean): ShooterTerms {
  const m = memberFire(state, shooterId);
  const shooter = figureOf(state, shooterId);
  const none = { distanceIn: null, distanceCm: null, range: null };
  if (m.why !== null || shooter === undefined) return { figureId: shooterId, why: m.why ?? 'outOfAction', ruleId: m.ruleId, ...none };
  const distanceIn = figureEdgeDistance(state.scenario, shooter, target).distance3dIn;
  const range = fireRangeAt(state, shooter, distanceIn, charging);
  const measured = { distanceIn, distanceCm: inchesToCm(distanceIn), range };
  const sees = lineOfSight(scene, shooterId, target.id, { withRays: false, withCrossings: false }).visibleFraction > 0;
  if (!sees) return { figureId: shooterId, why: 'notInSight', ruleId: 'BP-VOLLEY-1', ...measured };
  if (range === null || !range.inRange) return { figureId: shooterId, why: 'outOfRange', ruleId: 'BP-GAP-05', ...measured };
  return { figureId: shooterId, why: null, ruleId: 'BP-VOLLEY-1', ...measured };
}

const COVER_RANK: Readonly<Record<CoverKind, number>> = { none: 0, soft: 1, hard: 2 };

/** The most cover any of the shooters' lines gives `figureId` (BP-COVER-1/2). */
export function coverAgainst(state: Readable, shooterIds: readonly string[], figureId: string, scene: LosScene = fireScene(state)): CoverKind {
  const target = figureOf(state, figureId);
  let best: CoverKind = 'none';
  if (target === undefined) return best;
  for (const id of shooterIds) {
    const shooter = figureOf(state, id);
    if (shooter === undefined || shooter.id === target.id) continue;
    const c = targetCover({ scenario: state.scenario, shooter, target, thresholds: optionsOf(state).obstacleLevels, scene }).cover;
    if (COVER_RANK[c] > COVER_RANK[best]) best = c;
  }
  return best;
}

/** The Group (unit) `figureId` stands in that is in Close Order now (BP-VOLLEY-6), or null. */
export function closeOrderGroupOf(state: Readable, figureId: string): string | null {
  const unit = (state.scenario.units ?? []).find((u) => u.memberIds.includes(figureId));
  return unit !== undefined && unitById(state.scenario, unit.id) !== undefined && bpFigStateOf(state, unit.id).closeOrder ? unit.id : null;
}

/** Why `targetId` cannot be shot at by `sideId` at all, or null. */
export function targetRefusal(state: Readable, sideId: string, targetId: string): Refused | null {
  const target = figureOf(state, targetId);
  const params = { targetFigureId: targetId };
  if (target === undefined || !isInAction(state, targetId)) return refused('blackpowder.fire.targetOut', 'BP-DMG-1', `cannot shoot: ${targetId} is not in action`, params);
  if (target.side === sideId) return refused('blackpowder.fire.notEnemy', 'BP-VOLLEY-1', `cannot shoot: ${target.name} is not an enemy`, params);
  if (bpFigStateOf(state, targetId).hidden) return refused('blackpowder.fire.targetHidden', 'BP-OBST-2', `cannot shoot: ${target.name} is hidden and cannot be seen at all`, params);
  return null;
}

/** The volley's terms, or why no volley (target not an enemy in action, Hidden, or nobody can fire). */
export function fireTerms(state: Readable, req: FireRequest, scene: LosScene = fireScene(state)): FireTerms | Refused {
  const target = figureOf(state, req.targetId);
  const side = figureOf(state, req.shooterIds[0] ?? '')?.side ?? '';
  const bad = targetRefusal(state, side, req.targetId);
  if (bad !== null || target === undefined) return bad ?? refused('blackpowder.fire.targetOut', 'BP-DMG-1', 'cannot shoot: no target', { targetFigureId: req.targetId });
  const charging = req.againstCharger === true;
  const shooters = req.shooterIds.map((id) => shooterTerms(state, scene, id, target, charging));
  const counted = shooters.filter((s) => s.why === null).map((s) => s.figureId);
  if (counted.length === 0) {
    const reasons = shooters.map((s) => `${s.figureId}: ${s.why ?? ''}`).join(', ');
    const words = shooters.map((s) => `${s.figureId}: ${s.why === null ? '' : CANNOT_FIRE_WORDS[s.why]}`).join(', ');
    // One reason for all (a lone fighter's): the words say it (`why`); mixed reasons: `reasons` only.
    const whys = [...new Set(shooters.map((s) => s.why))];
    const only = whys.length === 1 ? whys[0] : null;
    const one: Record<string, string> = only === null || only === undefined ? {} : { why: only };
    return refused('blackpowder.fire.nobodyCanFire', 'BP-VOLLEY-1', `cannot shoot at ${target.name}: nobody can fire (${words})`, { targetFigureId: target.id, reasons, ...one });
  }
  const ranges = shooters.filter((s) => s.why === null).map((s) => s.range!).filter((r): r is Extract<RangeVerdict, { inRange: true }> => r.inRange);
  const worst = ranges.reduce((a, b) => (b.required > a.required ? b : a));
  const cover = coverAgainst(state, counted, target.id, scene);
  const running = isRunning(state, target.id);
  const aimed = req.aimed ?? counted.every((id) => bpFigStateOf(state, id).aimed);
  const rerolls = forcedRerolls({ inCover: cover !== 'none', running, aimed, charging }, { chargeIgnoresCover: optionsOf(state).chargeIgnoresCover });
  const dice = volleyPool(counted.length);
  const closeOrder = closeOrderGroupOf(state, target.id) !== null;
  const odds = volleyOdds({ dice, required: worst.required, regime: rerolls.regime, closeOrderTripleOn: optionsOf(state).closeOrderTripleOn });
  return { ok: true, targetId: target.id, shooters, counted, required: worst.required, band: worst.band, cover, running, aimed, rerolls, closeOrder, dice, odds };
}
