/**
 * In the Way (Помеха, LOTOW-SHOOT-INTHEWAY-1..4) from a line of sight's `crossings`, and the two
 * things a shooter may leave out of his line of sight: his own cover (LOTOW-SHOOT-COVER-1) and a
 * friend he touches (LOTOW-SHOOT-FRIEND-1).
 *
 * - INTHEWAY-1: anything that partly hides the target (`hiddenFraction` > 0: it stops some sample
 *   rays first) is In the Way: every figure (any creature, 4+: INTHEWAY-4), and every terrain piece
 *   whose `inTheWay` is set (3+, 4+, 5+; null = never In the Way, though it still blocks sight); an
 *   area piece (scrub, cactus) for the share of the target seen through it (areaInTheWay.ts, option
 *   `areaInTheWay`).
 * - INTHEWAY-2: it matters only when it hides at least ¼ of the target. Option `inTheWayQuarter`
 *   (§6.5): `sum` (house rule, default) — the In the Way hidden shares added up reach ¼, then every
 *   In the Way the line crosses is rolled for; `each` — each one rolled for must hide ¼ itself.
 *   Shares are the weights of sample rays (los/losSamples.ts).
 * - Order: from the shooter (`enterIn`, inches in plan from the shooter's base centre).
 */
import { footprintDistanceToPolygon } from '../../../geometry/footprintDistance';
import { BASE_CONTACT_TOLERANCE_IN } from '../../../geometry/contact';
import { figureElevationIn, figureFootprint } from '../../../engine/figureGeometry';
import { figureHeightsIn, scenarioFigureScaleMm } from '../../../engine/losScene';
import type { BaseShape, Figure, Scenario } from '../../../engine/model';
import type { LosCrossing } from '../../../los/losTypes';
import { terrainTopIn } from '../../../los/terrain';
import type { LotowState } from '../lotowTypes';
import type { AreaShare } from './areaInTheWay';
import { figuresInBaseContact } from '../../../engine/kit/baseContact';
import { isRiderlessMount } from '../mounts/mountModel';

/** INTHEWAY-2: the share of the target an In the Way must hide to count. */
export const QUARTER = 0.25;
/** Shares are sums of sample weights (k/20 on the old pattern): compare with this slack so 5/20 is exactly ¼. */
const SHARE_SLACK = 1e-9;
/** INTHEWAY-4: any creature is In the Way on 4+. */
export const CREATURE_IN_THE_WAY = 4;

/** Where an In the Way comes from; `mount`/`rider`/`passenger` are parts of a mounted model (MOUNTED-1, PASS-3). */
export type InTheWaySource = 'piece' | 'figure' | 'mount' | 'rider' | 'passenger';

export interface InTheWayItem {
  readonly source: InTheWaySource;
  /** A piece id, or the figure id (for `mount`/`rider`: the mounted figure's). */
  readonly id: string;
  /** The d6 roll that gets past it: 3 means 3+. */
  readonly value: number;
  /** Share of the target it hides, 0–1 (parts of a mounted model: their share, or 1 when unconditional). */
  readonly hiddenFraction: number;
  /** Distance from the shooter, inches in plan (ordering only). */
  readonly enterIn: number;
  /** A figure of the shooter's side (INTHEWAY-1 forbids the shot). */
  readonly friendly: boolean;
  /** What a failed roll hits: a figure and which part of it (a wound roll), or null for terrain (the shot stops). */
  readonly hits: { readonly figureId: string; readonly part: 'figure' | 'mount' } | null;
  /** The rule its roll is made under (INTHEWAY-3; MOUNTED-1 or PASS-3 for the parts of a mounted model). */
  readonly ruleId: string;
}

/** The In the Way items of a line of sight's crossings (INTHEWAY-1, -4), in order from the shooter. */
export function inTheWayOfCrossings(scenario: Scenario, shooterSide: string, crossings: readonly LosCrossing[]): InTheWayItem[] {
  const items: InTheWayItem[] = [];
  for (const c of crossings) {
    if (c.hiddenFraction <= 0) continue;
    if (c.kind === 'piece') {
      const piece = scenario.terrain.find((t) => t.id === c.id);
      if (piece === undefined || piece.inTheWay === null) continue;
      items.push({ source: 'piece', id: c.id, value: piece.inTheWay, hiddenFraction: c.hiddenFraction, enterIn: c.enterIn, friendly: false, hits: null, ruleId: 'LOTOW-SHOOT-INTHEWAY-3' });
    } else {
      const f = scenario.figures.find((x) => x.id === c.id);
      if (f === undefined) continue;
      items.push({
        source: 'figure', id: c.id, value: CREATURE_IN_THE_WAY, hiddenFraction: c.hiddenFraction, enterIn: c.enterIn,
        friendly: f.side === shooterSide && !isRiderlessMount(f), hits: { figureId: f.id, part: 'figure' }, ruleId: 'LOTOW-SHOOT-INTHEWAY-3',
      });
    }
  }
  return items.sort((a, b) => a.enterIn - b.enterIn);
}

/** Area pieces' shares (areaInTheWay.ts) as In the Way items: terrain, a failed roll stops the shot. */
export function areaInTheWayItems(scenario: Scenario, shares: readonly AreaShare[]): InTheWayItem[] {
  return shares.flatMap((s) => {
    const piece = scenario.terrain.find((t) => t.id === s.pieceId);
    return piece === undefined || piece.inTheWay === null ? [] : [{
      source: 'piece' as const, id: s.pieceId, value: piece.inTheWay, hiddenFraction: s.hiddenFraction, enterIn: s.enterIn, friendly: false, hits: null, ruleId: 'LOTOW-SHOOT-INTHEWAY-3',
    }];
  });
}

/** INTHEWAY-2: which of `items` are rolled for, by option `inTheWayQuarter`. */
export function rolledInTheWay(items: readonly InTheWayItem[], mode: 'sum' | 'each'): InTheWayItem[] {
  if (mode === 'each') return items.filter((i) => i.hiddenFraction >= QUARTER - SHARE_SLACK);
  const total = items.reduce((s, i) => s + i.hiddenFraction, 0);
  return total >= QUARTER - SHARE_SLACK ? [...items] : [];
}

/** Whether a share (0–1) reaches the ¼ threshold: TV-LOTOW-28 (0.25 yes; 0.249, 0.2 no). */
export const reachesQuarter = (share: number): boolean => share >= QUARTER - SHARE_SLACK;

/**
 * COVER-1: the pieces the shooter ignores — each one his base touches (within 0.05″) whose top is
 * at or below his eye (he rises above it and sees over it; "at" so a 28 mm man, eye 1.0″, uses the
 * catalog's 1″ low wall, TV-LOTOW-31) and above his feet. Only pieces that block sight matter.
 */
export function coverPieceIds(scenario: Scenario, shooter: Figure): string[] {
  const fp = figureFootprint(shooter);
  const feet = figureElevationIn(scenario, shooter);
  const eye = feet + figureHeightsIn(shooter, scenarioFigureScaleMm(scenario)).eyeHeightIn;
  return scenario.terrain
    .filter((p) => p.sight === 'solid' && p.id !== shooter.standsOn)
    .filter((p) => terrainTopIn(p) > feet + 1e-9 && terrainTopIn(p) <= eye + 1e-9)
    .filter((p) => footprintDistanceToPolygon(fp, p.footprint) <= BASE_CONTACT_TOLERANCE_IN)
    .map((p) => p.id);
}

/** A base's area in mm² (FRIEND-1 compares sizes). */
export function baseAreaMm2(base: BaseShape): number {
  if (base.shape === 'round') return (Math.PI * base.diameterMm * base.diameterMm) / 4;
  if (base.shape === 'oval') return (Math.PI * base.widthMm * base.lengthMm) / 4;
  return base.widthMm * base.lengthMm;
}

/**
 * FRIEND-1: friends the shooter shoots past — in base contact with him (same level) and on a base
 * the same size as his or larger (by area; a 25 × 50 mm mounted base behind a 25 mm friend may not,
 * TV-LOTOW-32). Riderless mounts count as friends' creatures too.
 */
export function friendsPastIds(state: LotowState, shooter: Figure): string[] {
  const mine = baseAreaMm2(shooter.base);
  return state.scenario.figures
    .filter((f) => f.id !== shooter.id && f.side === shooter.side)
    .filter((f) => baseAreaMm2(f.base) >= mine - 1e-6 && figuresInBaseContact(state.scenario, shooter, f))
    .map((f) => f.id);
}
