/**
 * A unit's geometry, derived from its members and formation (never stored: engine/model.ts `Unit`).
 * Pure, inches, compass facings (conventions in unitGeometryTray.ts).
 *
 * Regular formation: the tray is files × slot width by ranks × slot depth, a slot being the largest
 * member base (`slotSizeOfBases`), facing the unit's `facingDeg`. Where it lies is fitted to the
 * members: its front-left corner is the mean, over the members found, of (member centre − its
 * slot's offset from the corner), so members laid out exactly in their slots give the exact tray,
 * and each member's offset from its slot's centre measures how far it strays (the scenario's
 * out-of-slot check, `UNIT_SLOT_TOLERANCE_IN`). Irregular formation: the tray is the bounding
 * rectangle of the members' bases along the unit's facing; members have no slot.
 *
 * Contact between trays: unitGeometryContact.ts. Edges, corners, slots and the layout of members
 * into their slots: unitGeometryTray.ts (re-exported here).
 */
import type { Vec2 } from '../geometry/point';
import { figureFootprint } from './figureGeometry';
import type { Figure, Unit } from './model';
import { recentCache } from './kit/memo';
import { memberSlotIndices, slotTotal } from './unitStands';
import type { Slot, SlotSize, Tray, TrayEdges } from './unitGeometryTray';
import {
  footprintExtentInFrame, frameCoordinates, pointInFrame, regularTray, slotCentre, slotOfIndex, slotOffsetFromFrontLeft,
  slotSizeOfBases, trayEdges, trayFrontCentre,
} from './unitGeometryTray';

export * from './unitGeometryTray';

/** How far, inches, a member of a regular unit may stand from its slot's centre in a scenario file. */
export const UNIT_SLOT_TOLERANCE_IN = 0.5;

/** One member as the unit's geometry sees it. */
export interface MemberPlace {
  readonly figureId: string;
  /** Its place in `memberIds`. */
  readonly index: number;
  /** Its slot's index, counted base by base (unitStands.ts; regular); null in an irregular unit. */
  readonly slotIndex: number | null;
  /** Rank and file (regular); null in an irregular unit. */
  readonly slot: Slot | null;
  /** The centre of its slot on the fitted tray (regular); null in an irregular unit. */
  readonly slotCentre: Vec2 | null;
  /** Where its base centre is from its slot's centre, in the unit's frame: inches right and forward (0, 0 when irregular). */
  readonly offset: { readonly acrossIn: number; readonly alongIn: number };
  /** The length of `offset`, inches. */
  readonly offsetIn: number;
}

export interface UnitGeometry {
  readonly unitId: string;
  readonly tray: Tray;
  readonly edges: TrayEdges;
  /** The slot size of a regular unit; null when irregular. */
  readonly slotSize: SlotSize | null;
  /**
   * Regular: the mean of the front rank's slot centres (the slots in rank 0: `files` of them, or
   * fewer in a short unit; emptied slots of a base still count). Irregular: the middle of the tray's front edge.
   */
  readonly frontRankCentre: Vec2;
  /** The members found, in `memberIds` order. */
  readonly members: readonly MemberPlace[];
}

const NO_OFFSET = { acrossIn: 0, alongIn: 0 };

/**
 * The geometry of `unit` whose members, in `memberIds` order, are `members` (undefined where a
 * member is not on the table: its slot stays empty). Null when no member is given.
 */
export function unitGeometryOfMembers(unit: Unit, members: readonly (Figure | undefined)[]): UnitGeometry | null {
  const present = members.flatMap((f, index) => (f === undefined ? [] : [{ f, index }]));
  if (present.length === 0) return null;
  const { formation, facingDeg } = unit;
  if (formation.kind === 'irregular') {
    const origin = { x: present[0]!.f.x, y: present[0]!.f.y };
    let minAcross = Infinity;
    let maxAcross = -Infinity;
    let minAlong = Infinity;
    let maxAlong = -Infinity;
    for (const { f } of present) {
      const e = footprintExtentInFrame(figureFootprint(f), origin, facingDeg);
      minAcross = Math.min(minAcross, e.minAcross);
      maxAcross = Math.max(maxAcross, e.maxAcross);
      minAlong = Math.min(minAlong, e.minAlong);
      maxAlong = Math.max(maxAlong, e.maxAlong);
    }
    const tray: Tray = {
      centre: pointInFrame(origin, facingDeg, (minAcross + maxAcross) / 2, (minAlong + maxAlong) / 2),
      facingDeg, widthIn: maxAcross - minAcross, depthIn: maxAlong - minAlong,
    };
    return {
      unitId: unit.id, tray, edges: trayEdges(tray), slotSize: null, frontRankCentre: trayFrontCentre(tray),
      members: present.map(({ f, index }) => ({ figureId: f.id, index, slotIndex: null, slot: null, slotCentre: null, offset: NO_OFFSET, offsetIn: 0 })),
    };
  }
  const size = slotSizeOfBases(present.map(({ f }) => f.base));
  const slotIndices = memberSlotIndices(formation, members.length);
  // The front-left corner each member implies, averaged (a least-squares fit of the grid).
  let sx = 0;
  let sy = 0;
  for (const { f, index } of present) {
    const o = slotOffsetFromFrontLeft(slotOfIndex(formation, slotIndices[index]!)!, size);
    const implied = pointInFrame({ x: f.x, y: f.y }, facingDeg, -o.acrossIn, -o.alongIn);
    sx += implied.x;
    sy += implied.y;
  }
  const frontLeft = { x: sx / present.length, y: sy / present.length };
  const tray = regularTray(frontLeft, facingDeg, formation.files, formation.ranks, size);
  const places: MemberPlace[] = present.map(({ f, index }) => {
    const slotIndex = slotIndices[index]!;
    const slot = slotOfIndex(formation, slotIndex)!;
    const centre = slotCentre(frontLeft, facingDeg, slot, size);
    const offset = frameCoordinates(centre, facingDeg, { x: f.x, y: f.y });
    return { figureId: f.id, index, slotIndex, slot, slotCentre: centre, offset, offsetIn: Math.hypot(offset.acrossIn, offset.alongIn) };
  });
  // The front rank's slots, members' or emptied (a base keeps its place until it leaves): all of
  // them among the first row of bases, the first `files` × base-depth slots.
  let frontCount = 0;
  let fx = 0;
  let fy = 0;
  const firstRow = Math.min(slotTotal(formation, members.length), formation.files * (formation.stand?.ranks ?? 1));
  for (let k = 0; k < firstRow; k++) {
    const slot = slotOfIndex(formation, k)!;
    if (slot.rank !== 0) continue;
    const c = slotCentre(frontLeft, facingDeg, slot, size);
    fx += c.x;
    fy += c.y;
    frontCount++;
  }
  return {
    unitId: unit.id, tray, edges: trayEdges(tray), slotSize: size,
    frontRankCentre: { x: fx / frontCount, y: fy / frontCount }, members: places,
  };
}

/** The members of `unit` among `figures`, in `memberIds` order (undefined where an id is not found). */
export function unitMembers(unit: Unit, figures: readonly Figure[]): (Figure | undefined)[] {
  const byId = figuresById(figures);
  return unit.memberIds.map((id) => byId.get(id));
}

/**
 * The figures by id (the first of an id), for the last few figure lists asked: a unit's drag asks for
 * its members several times per pointer move, of the present state and of the move's result, and a
 * map of 300 figures each time was a fifth of the move. Not a WeakMap: every state of a long game
 * keeps its own figure list alive for undo, and a map per state would go with it.
 */
const recentById = recentCache<readonly Figure[], ReadonlyMap<string, Figure>>(4);
function figuresById(figures: readonly Figure[]): ReadonlyMap<string, Figure> {
  const hit = recentById.get(figures, '');
  if (hit !== undefined) return hit;
  const byId = new Map<string, Figure>();
  for (const f of figures) if (!byId.has(f.id)) byId.set(f.id, f);
  recentById.set(figures, '', byId);
  return byId;
}

/** The geometry of `unit`, its members looked up in `figures` (e.g. `scenario.figures`); null when none is there. */
export function unitGeometry(unit: Unit, figures: readonly Figure[]): UnitGeometry | null {
  return unitGeometryOfMembers(unit, unitMembers(unit, figures));
}
