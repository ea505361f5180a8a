/**
 * The AR modifiers of the figures a strike attacks (BS-MELEE-AR-1..7, BS-GAP-06), before the clamp
 * (dice/armourRating.ts adds them all and holds the AR within 2..10):
 *   - AR-1 −2 / AR-4 +2: more than half the attacked figures stand higher / lower than the mean of
 *     their attackers by at least `HIGHER_GROUND_IN`. Only heights the terrain calls structures
 *     count: a figure on a hill (`slope` piece) stands at the hill's foot for this rule (AR-1's
 *     "not further up an ordinary hill slope");
 *   - AR-2 −2: every attacked figure stands on terrain its unit prefers (`preferredTerrain`, editable
 *     per unit). Terrain by its fields: `hills` on a slope piece; `forest` inside a piece measured
 *     through for sight (a wood); `swamp` inside a difficult piece that is neither wood, hill nor
 *     impassable (a marsh, a ford); `open` and `farmland` in no piece; `underground` never on a table;
 *   - AR-3 −2: per figure, a wall, hedge, building side or other solid piece with cover lies between
 *     it and an attacker (the line between their centres crosses the piece's outline, neither
 *     standing on it); the same test the other way gives the attackers theirs, so both sides get it;
 *   - AR-5 +2 / AR-6 +4: any enemy unit touches the target's flank / rear (contactFace.ts); both at
 *     once, the larger only (§6.6, option `flankAndRear: add` for +6). A unit-wide modifier.
 * Per figure, so the attacked figures fall into AR groups (BS-AR-2) by the set they share.
 */
import { figureElevationIn } from '../../../engine/figureGeometry';
import type { Figure, Unit } from '../../../engine/model';
import { unitGeometry } from '../../../engine/unitGeometry';
import { polygonContainsPoint } from '../../../geometry/polygon';
import { segmentIntersectsSegment } from '../../../geometry/segment';
import type { TerrainPiece } from '../../../los/terrain';
import type { ArModifier } from '../dice/armourRating';
import type { BsState } from '../flow/bsTypes';
import type { BsOptions } from '../profile/bsOptionSpecs';
import type { PreferredTerrain } from '../profile/bsProfileTypes';
import { bsUnitProfileOf } from '../profile/bsUnitProfile';
import type { ContactFace } from './contactFace';
import { contactFace } from './contactFace';
import { foesOf } from './meleeContacts';

/** A difference of base heights this large, inches, is "higher ground" (BS-MELEE-AR-1/4; bases in contact differ by under 1″). */
export const HIGHER_GROUND_IN = 0.25;


/** The base's height for AR-1/4: a hill's rise does not count (its foot), a structure's does. */
function groundIn(state: BsState, f: Figure): number {
  const piece = f.standsOn === null ? undefined : state.scenario.terrain.find((t) => t.id === f.standsOn);
  return piece?.slope === true ? piece.elevationIn : figureElevationIn(state.scenario, f);
}

/** The kinds of ground a figure stands on, read from the pieces' fields (module comment). */
export function groundKinds(state: BsState, f: Figure): Set<PreferredTerrain> {
  const on = f.standsOn === null ? undefined : state.scenario.terrain.find((t) => t.id === f.standsOn);
  const inside = state.scenario.terrain.filter((t) => t.id !== f.standsOn && polygonContainsPoint(t.footprint, f));
  const kinds = new Set<PreferredTerrain>();
  if (on?.slope === true) kinds.add('hills');
  if (inside.some((t) => t.sight === 'area')) kinds.add('forest');
  if (inside.some((t) => t.difficult && t.sight !== 'area' && t.slope !== true && !t.impassable)) kinds.add('swamp');
  if (on === undefined && inside.length === 0) { kinds.add('open'); kinds.add('farmland'); }
  return kinds;
}

const protects = (t: TerrainPiece): boolean => t.sight === 'solid' && t.cover !== 'none';

/** Whether a protecting piece lies between the two figures (neither on it). */
export function barrierBetween(state: BsState, a: Figure, b: Figure): boolean {
  return state.scenario.terrain.some((t) => {
    if (!protects(t) || t.id === a.standsOn || t.id === b.standsOn) return false;
    const pts = t.footprint;
    for (let i = 0; i < pts.length; i++) {
      if (segmentIntersectsSegment(a, b, pts[i]!, pts[(i + 1) % pts.length]!)) return true;
    }
    return false;
  });
}

/** The faces of `unit` that enemy units touch (BS-MELEE-ELIG-3). */
export function facesTouched(state: BsState, unit: Unit): Set<ContactFace> {
  const faces = new Set<ContactFace>();
  const g = unitGeometry(unit, state.scenario.figures);
  if (g === null) return faces;
  for (const foe of foesOf(state.scenario, unit.id)) {
    const gf = unitGeometry(foe, state.scenario.figures);
    const c = gf === null ? null : contactFace(gf.tray, g.tray);
    if (c !== null) faces.add(c.face);
  }
  return faces;
}

export interface AttackedFigure {
  readonly figure: Figure;
  /** The figures attacking it. */
  readonly attackers: readonly Figure[];
}

/** Each attacked figure's modifiers, in the order of `attacked`. */
export function meleeArModifiers(state: BsState, defender: Unit, attacked: readonly AttackedFigure[], o: Pick<BsOptions, 'flankAndRear'>): ArModifier[][] {
  if (attacked.length === 0) return [];
  const unitWide: ArModifier[] = [];
  const allAttackers = attacked.flatMap((x) => x.attackers);
  const attackersIn = allAttackers.length === 0 ? 0 : allAttackers.reduce((s, f) => s + groundIn(state, f), 0) / allAttackers.length;
  const higher = attacked.filter((x) => groundIn(state, x.figure) - attackersIn >= HIGHER_GROUND_IN).length;
  const lower = attacked.filter((x) => attackersIn - groundIn(state, x.figure) >= HIGHER_GROUND_IN).length;
  if (higher * 2 > attacked.length) unitWide.push({ valueAr: -2, ruleId: 'BS-MELEE-AR-1', labelKey: 'battlesystem.arMod.higherGround' });
  if (lower * 2 > attacked.length) unitWide.push({ valueAr: 2, ruleId: 'BS-MELEE-AR-4', labelKey: 'battlesystem.arMod.lowerGround' });
  const preferred = bsUnitProfileOf(defender.profile).preferredTerrain;
  if (preferred.length > 0 && attacked.every((x) => [...groundKinds(state, x.figure)].some((k) => preferred.includes(k)))) {
    unitWide.push({ valueAr: -2, ruleId: 'BS-MELEE-AR-2', labelKey: 'battlesystem.arMod.preferredTerrain' });
  }
  const faces = facesTouched(state, defender);
  const flank: ArModifier = { valueAr: 2, ruleId: 'BS-MELEE-AR-5', labelKey: 'battlesystem.arMod.flank' };
  const rear: ArModifier = { valueAr: 4, ruleId: 'BS-MELEE-AR-6', labelKey: 'battlesystem.arMod.rear' };
  if (faces.has('rear')) unitWide.push(rear);
  if (faces.has('flank') && (!faces.has('rear') || o.flankAndRear === 'add')) unitWide.push(flank);
  const wall: ArModifier = { valueAr: -2, ruleId: 'BS-MELEE-AR-3', labelKey: 'battlesystem.arMod.meleeWall' };
  return attacked.map((x) => (x.attackers.some((a) => barrierBetween(state, a, x.figure)) ? [...unitWide, wall] : unitWide));
}
