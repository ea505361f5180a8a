/**
 * Everything a volley is, before any die (BS-MISSILE-*, BS-AD-8, BS-AR-2, BS-GAP-09/10): whether
 * unit S may shoot at unit T now and why not; each figure of S — fires, or why not (third rank and
 * behind, BS-MISSILE-RANKS-1; no target figure in its 90° front arc, BS-MISSILE-ARC-1; none in sight,
 * BS-MISSILE-LOS-1); the range band; the AD count with every factor; the target figures the
 * shooters saw grouped by their AR modifiers, each group's share of the AD and its modified AR.
 * The family's check, preview and resolve all read this one plan (one answer per fact).
 */
import { pointInFrontArc } from '../../../geometry/frontArc';
import { enemiesTouching } from '../../../engine/kit/baseContact';
import { gameLosScene } from '../../../engine/losScene';
import type { Figure, Unit } from '../../../engine/model';
import { pieceOf } from '../../../engine/pieces';
import type { Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import { trayFrontCentre, unitGeometry } from '../../../engine/unitGeometry';
import { figureElevationIn } from '../../../engine/figureGeometry';
import type { AdCount, AdFactor } from '../dice/adCount';
import { adCount } from '../dice/adCount';
import type { ArModifier, ModifiedAr } from '../dice/armourRating';
import { modifiedAr } from '../dice/armourRating';
import { splitAttacks } from '../dice/splitAttacks';
import { wastedHitsCap } from '../dice/figuresRemoved';
import type { BsState } from '../flow/bsTypes';
import { bsPieceStateOf } from '../flow/bsTypes';
import { fireWindowRefusal } from '../flow/interruptFire';
import type { AttackDice, BsUnitProfile } from '../profile/bsProfileTypes';
import { attackDiceFor } from '../profile/attackDiceNotation';
import { bsUnitProfileOf, shootsMissiles } from '../profile/bsUnitProfile';
import type { BsOptions } from '../profile/bsOptionSpecs';
import { bsOptions } from '../profile/bsOptionSpecs';
import { firingRankIds } from './firingRanks';
import type { MissileRange } from './missileRange';
import { missileRange } from './missileRange';
import type { MissileSight, SightContext } from './missileSight';
import { missileSight } from './missileSight';

export type ShooterVerdict = 'fires' | 'rank' | 'arc' | 'sight';

export interface ShooterLine {
  readonly figureId: string;
  readonly verdict: ShooterVerdict;
  readonly indirect: boolean;
}

export interface ArGroup {
  readonly figureIds: readonly string[];
  readonly modifiers: readonly ArModifier[];
  readonly ar: ModifiedAr;
  readonly attacks: number;
  readonly capHits: number;
}

export interface FirePlan {
  readonly shooter: Unit;
  readonly target: Unit;
  readonly shooterProfile: BsUnitProfile;
  readonly targetProfile: BsUnitProfile;
  readonly shooters: readonly ShooterLine[];
  readonly range: MissileRange;
  readonly direct: number;
  readonly indirect: number;
  readonly ad: AdCount;
  readonly dice: AttackDice;
  readonly visibleTargetIds: readonly string[];
  readonly groups: readonly ArGroup[];
  readonly carried: number;
  readonly capHits: number;
  readonly options: BsOptions;
}

const BAND_FACTOR: Readonly<Record<'medium' | 'long', AdFactor>> = {
  medium: { num: 1, den: 2, ruleId: 'BS-MISSILE-AD-1', labelKey: 'battlesystem.factor.medium' },
  long: { num: 1, den: 3, ruleId: 'BS-MISSILE-AD-1', labelKey: 'battlesystem.factor.long' },
};
const INDIRECT_FACTOR: AdFactor = { num: 1, den: 2, ruleId: 'BS-MISSILE-INDIRECT-1', labelKey: 'battlesystem.factor.indirect' };

const inMelee = (state: BsState, members: readonly Figure[]): boolean => members.some((f) => enemiesTouching(state.scenario, f).length > 0);

function membersOf(state: BsState, unit: Unit): Figure[] {
  const ids = new Set(unit.memberIds);
  return state.scenario.figures.filter((f) => ids.has(f.id));
}

/** Why S may not shoot at T at all now, or the plan. */
export function firePlan(state: BsState, shooterId: string | undefined, targetId: string | undefined): Refusal | FirePlan {
  const s = pieceOf(state.scenario, shooterId);
  if (s?.kind !== 'unit') return refusal('battlesystem.fireNeedsUnit', 'BS-CORE-1', 'missile fire is one unit shooting at another');
  const t = pieceOf(state.scenario, targetId);
  if (t?.kind !== 'unit' || t.side === s.side) return refusal('battlesystem.fireNeedsEnemy', 'BS-CORE-1', `${s.name} shoots at an enemy unit`, { unitName: s.name });
  const shooter = s.unit;
  const target = t.unit;
  const sp = bsUnitProfileOf(shooter.profile);
  const tp = bsUnitProfileOf(target.profile);
  const o = bsOptions(state.options);
  if (!shootsMissiles(sp) || sp.ranges === undefined) return refusal('battlesystem.noMissiles', 'BS-MISSILE-RANGE-1', `${shooter.name} has no missile weapons`, { unitName: shooter.name });
  const window = fireWindowRefusal(state, shooter, target);
  if (window !== null) return window;
  if (bsPieceStateOf(state, shooter.id).fired) return refusal('battlesystem.firedThisRound', 'BS-MISSILE-1', `${shooter.name} has fired this round`, { unitName: shooter.name });
  const mine = membersOf(state, shooter);
  const theirs = membersOf(state, target);
  if (inMelee(state, mine)) return refusal('battlesystem.shooterInMelee', 'BS-MISSILE-MELEE-1', `${shooter.name} is in melee: it cannot use missile weapons`, { unitName: shooter.name });
  if (theirs.some((f) => enemiesTouching(state.scenario, f).some((e) => e.side === shooter.side))) {
    return refusal('battlesystem.targetInMelee', 'BS-MISSILE-MELEE-1', `${target.name} is in melee with a friendly unit`, { targetName: target.name });
  }
  const g = unitGeometry(shooter, state.scenario.figures);
  if (g === null || theirs.length === 0) return refusal('battlesystem.fireNeedsEnemy', 'BS-CORE-1', `${s.name} shoots at an enemy unit`, { unitName: s.name });
  const firing = new Set(firingRankIds(state.scenario, shooter));
  const range = missileRange(state.scenario, trayFrontCentre(g.tray), mine.filter((f) => firing.has(f.id)), theirs, sp.ranges, o);
  if (range.band === 'out') {
    return refusal('battlesystem.outOfRange', 'BS-MISSILE-RANGE-1', `${target.name} is ${range.distanceIn.toFixed(1)}″ away: beyond long range (${range.bandsIn.longIn}″)`, { targetName: target.name, distanceIn: range.distanceIn, longIn: range.bandsIn.longIn });
  }
  const ctx = sightContext(state);
  const sightRules = { woodsMixing: o.woodsMixing, woodsFrom: o.woodsFrom, unitsBlock: o.unitsBlockLos, higherThresholdIn: o.higherThresholdIn };
  const facingRad = shooter.facingDeg * Math.PI / 180;
  const shooters: ShooterLine[] = [];
  const best = new Map<string, MissileSight>();
  for (const f of mine) {
    if (!firing.has(f.id)) { shooters.push({ figureId: f.id, verdict: 'rank', indirect: false }); continue; }
    const inArc = theirs.filter((x) => pointInFrontArc(f, facingRad, x));
    if (inArc.length === 0) { shooters.push({ figureId: f.id, verdict: 'arc', indirect: false }); continue; }
    let direct = false;
    let any = false;
    for (const x of inArc) {
      // A pair that can change nothing is not judged: its target already has a clear direct line
      // (the best there is) and this shooter already sees a target directly. Same answer, fewer lines.
      const was = best.get(x.id);
      if (direct && was !== undefined && rank(was) === 0) continue;
      const v = missileSight(ctx, f, x, sightRules);
      if (!v.visible) continue;
      any = true;
      direct ||= !v.indirect;
      if (was === undefined || rank(v) < rank(was)) best.set(x.id, v);
    }
    shooters.push({ figureId: f.id, verdict: any ? 'fires' : 'sight', indirect: any && !direct });
  }
  const direct = shooters.filter((l) => l.verdict === 'fires' && !l.indirect).length;
  const indirect = shooters.filter((l) => l.verdict === 'fires' && l.indirect).length;
  const bandFactors = range.band === 'short' ? [] : [BAND_FACTOR[range.band]];
  // Direct and indirect shooters at once: the indirect ones count half (BS-GAP-09, one rounding).
  const ad = indirect > 0 && direct === 0
    ? adCount(indirect, [...bandFactors, INDIRECT_FACTOR], o.factorCombining)
    : indirect > 0
      ? { ...adCount(direct * 2 + indirect, [...bandFactors, { num: 1, den: 2, ruleId: 'BS-MISSILE-INDIRECT-1', labelKey: 'battlesystem.factor.someIndirect' }], o.factorCombining), figures: direct + indirect }
      : adCount(direct, bandFactors, o.factorCombining);
  const lower = range.heightDiffIn >= o.higherThresholdIn - 1e-9;
  const groupsByKey = new Map<string, { figureIds: string[]; modifiers: ArModifier[] }>();
  const visibleTargetIds = theirs.filter((x) => best.has(x.id)).map((x) => x.id);
  for (const id of visibleTargetIds) {
    const mods = targetModifiers(best.get(id)!, lower, tp);
    const key = mods.map((m) => m.labelKey).join('|');
    const group = groupsByKey.get(key) ?? { figureIds: [], modifiers: mods };
    group.figureIds.push(id);
    groupsByKey.set(key, group);
  }
  const carried = bsPieceStateOf(state, target.id).carriedHits;
  const raw = [...groupsByKey.values()];
  const shares = splitAttacks(ad.count, raw.map((x) => ({ figures: x.figureIds.length })), o.missileSplit);
  const groups: ArGroup[] = raw.map((x, i) => ({
    figureIds: x.figureIds, modifiers: x.modifiers, ar: modifiedAr(tp.ar, x.modifiers, 'missile', o.missileBonuses), attacks: shares[i] ?? 0,
    capHits: wastedHitsCap(x.figureIds.length, tp.hits, 0, o.wastedHitsCap),
  }));
  return {
    shooter, target, shooterProfile: sp, targetProfile: tp, shooters, range, direct, indirect, ad, dice: attackDiceFor(sp.ad, 'missile'),
    visibleTargetIds, groups, carried, capHits: wastedHitsCap(visibleTargetIds.length, tp.hits, carried, o.wastedHitsCap), options: o,
  };
}

/** Lines ranked best first for the target: direct before indirect, then the fewest protections. */
const rank = (v: MissileSight): number => (v.indirect ? 4 : 0) + (v.protection === 'arrowSlits' ? 3 : v.protection !== null ? 2 : 0) + (v.screened ? 1 : 0);

function targetModifiers(v: MissileSight, lower: boolean, tp: BsUnitProfile): ArModifier[] {
  const mods: ArModifier[] = [];
  if (lower) mods.push({ valueAr: 1, ruleId: 'BS-MISSILE-AR-1', labelKey: 'battlesystem.arMod.lower' });
  if (tp.size === 'L' || tp.size === 'H') mods.push({ valueAr: 1, ruleId: 'BS-MISSILE-AR-1', labelKey: 'battlesystem.arMod.larger' });
  if (v.screened) mods.push({ valueAr: -3, ruleId: 'BS-MISSILE-AR-2', labelKey: 'battlesystem.arMod.screened' });
  if (v.protection === 'wall' || v.protection === 'windows') mods.push({ valueAr: -2, ruleId: 'BS-MISSILE-AR-3', labelKey: `battlesystem.arMod.${v.protection}` });
  if (v.protection === 'arrowSlits') mods.push({ valueAr: -4, ruleId: 'BS-MISSILE-AR-4', labelKey: 'battlesystem.arMod.arrowSlits' });
  return mods;
}

function sightContext(state: BsState): SightContext {
  const unitOf = new Map<string, string>();
  for (const u of state.scenario.units ?? []) for (const id of u.memberIds) unitOf.set(id, u.id);
  const sizes = new Map((state.scenario.units ?? []).map((u) => [u.id, bsUnitProfileOf(u.profile).size]));
  return {
    scenario: state.scenario,
    scene: gameLosScene(state),
    unitOf,
    sideOf: new Map(state.scenario.figures.map((f) => [f.id, f.side])),
    sizeOfUnit: (id) => sizes.get(id) ?? 'M',
    pieces: new Map(state.scenario.terrain.map((p) => [p.id, p])),
    figures: new Map(state.scenario.figures.map((f) => [f.id, f])),
  };
}

/** Mean elevation of figures, inches (for tests and the preview). */
export const meanElevationIn = (state: BsState, figures: readonly Figure[]): number =>
  figures.length === 0 ? 0 : figures.reduce((sum, f) => sum + figureElevationIn(state.scenario, f), 0) / figures.length;
