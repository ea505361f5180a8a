/**
 * A unit's tray as an oriented rectangle, and the slots of a regular formation on it. Pure, inches.
 *
 * Conventions (engine/model.ts): x east, y south, `facingDeg` a compass bearing (0 = north = −y,
 * 90 = east, clockwise). A tray's `forward` is its facing's unit vector, `right` is 90° clockwise
 * from it (the unit's right hand as it faces). `widthIn` is the frontage (along the front edge),
 * `depthIn` runs front to rear. With one figure a base, slot k of a regular formation is rank
 * ⌊k / files⌋, file k mod files (on multi-figure bases slots count base by base: unitStands.ts);
 * file 0 is on the unit's left, rank 0 is the front; a short last rank fills from file 0.
 */
import type { Footprint } from '../geometry/footprint';
import type { Vec2 } from '../geometry/point';
import { degreesToRadians, mmToInches } from '../geometry/units';
import type { BaseShape, Formation } from './model';
import type { Slot, SlotGrid } from './unitStands';
import { memberSlotIndices, slotAt } from './unitStands';

/** A tray in plan: centre, facing (compass degrees), frontage and depth, inches. */
export interface Tray {
  readonly centre: Vec2;
  readonly facingDeg: number;
  /** Length of the front edge, inches. */
  readonly widthIn: number;
  /** Front edge to rear edge, inches. */
  readonly depthIn: number;
}

/** The four edges of a tray; each segment runs from the unit's left to its right, or front to rear. */
export type TrayEdgeName = 'front' | 'rear' | 'left' | 'right';
export const TRAY_EDGE_NAMES: readonly TrayEdgeName[] = ['front', 'rear', 'left', 'right'];

export interface Segment {
  readonly a: Vec2;
  readonly b: Vec2;
}

export interface TrayCorners {
  readonly frontLeft: Vec2;
  readonly frontRight: Vec2;
  readonly rearRight: Vec2;
  readonly rearLeft: Vec2;
}

/** Front: frontLeft → frontRight; rear: rearLeft → rearRight; left: frontLeft → rearLeft; right: frontRight → rearRight. */
export type TrayEdges = Readonly<Record<TrayEdgeName, Segment>>;

export type { Slot } from './unitStands';

/** The size of one slot of a regular formation, inches: across the front and front to rear. */
export interface SlotSize {
  readonly widthIn: number;
  readonly depthIn: number;
}

/** A figure's place as a layout gives it: base centre (inches) and facing (compass degrees). */
export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly facingDeg: number;
}

/** A bearing in [0, 360), as the scenario format stores facings (one already in range is kept as is; −0 is 0). */
export function normalFacingDeg(deg: number): number {
  if (deg >= 0 && deg < 360) return deg === 0 ? 0 : deg;
  const d = ((deg % 360) + 360) % 360;
  return d === 360 || Object.is(d, -0) ? 0 : d;
}

/** The tray's axes: `forward` along the facing, `right` 90° clockwise from it (unit vectors). */
export function facingAxes(facingDeg: number): { readonly forward: Vec2; readonly right: Vec2 } {
  const rad = degreesToRadians(facingDeg);
  const forward = { x: Math.sin(rad), y: -Math.cos(rad) };
  return { forward, right: { x: -forward.y, y: forward.x } };
}

/** The point `acrossIn` to the right and `alongIn` forward of `origin` in the frame of `facingDeg`. */
export function pointInFrame(origin: Vec2, facingDeg: number, acrossIn: number, alongIn: number): Vec2 {
  const { forward, right } = facingAxes(facingDeg);
  return { x: origin.x + right.x * acrossIn + forward.x * alongIn, y: origin.y + right.y * acrossIn + forward.y * alongIn };
}

/** `p` in the frame of `facingDeg` at `origin`: how far right (`acrossIn`) and forward (`alongIn`) of it. */
export function frameCoordinates(origin: Vec2, facingDeg: number, p: Vec2): { readonly acrossIn: number; readonly alongIn: number } {
  const { forward, right } = facingAxes(facingDeg);
  const dx = p.x - origin.x;
  const dy = p.y - origin.y;
  return { acrossIn: dx * right.x + dy * right.y, alongIn: dx * forward.x + dy * forward.y };
}

export function trayCorners(tray: Tray): TrayCorners {
  const hw = tray.widthIn / 2;
  const hd = tray.depthIn / 2;
  const at = (across: number, along: number): Vec2 => pointInFrame(tray.centre, tray.facingDeg, across, along);
  return { frontLeft: at(-hw, hd), frontRight: at(hw, hd), rearRight: at(hw, -hd), rearLeft: at(-hw, -hd) };
}

/** The tray's outline, clockwise on screen: front-left, front-right, rear-right, rear-left. */
export function trayPolygon(tray: Tray): readonly Vec2[] {
  const c = trayCorners(tray);
  return [c.frontLeft, c.frontRight, c.rearRight, c.rearLeft];
}

export function trayEdges(tray: Tray): TrayEdges {
  const c = trayCorners(tray);
  return {
    front: { a: c.frontLeft, b: c.frontRight },
    rear: { a: c.rearLeft, b: c.rearRight },
    left: { a: c.frontLeft, b: c.rearLeft },
    right: { a: c.frontRight, b: c.rearRight },
  };
}

/** The middle of the tray's front edge. */
export function trayFrontCentre(tray: Tray): Vec2 {
  return pointInFrame(tray.centre, tray.facingDeg, 0, tray.depthIn / 2);
}

/** A base's size in a slot, inches: width across the facing, length along it (a round base: its diameter both ways). */
export function baseSizeIn(base: BaseShape): SlotSize {
  if (base.shape === 'round') {
    const d = mmToInches(base.diameterMm);
    return { widthIn: d, depthIn: d };
  }
  return { widthIn: mmToInches(base.widthMm), depthIn: mmToInches(base.lengthMm) };
}

/** One slot fits the largest member base: the widest width and the longest length (0 × 0 for none). */
export function slotSizeOfBases(bases: readonly BaseShape[]): SlotSize {
  let widthIn = 0;
  let depthIn = 0;
  for (const b of bases) {
    const s = baseSizeIn(b);
    widthIn = Math.max(widthIn, s.widthIn);
    depthIn = Math.max(depthIn, s.depthIn);
  }
  return { widthIn, depthIn };
}

/** The rank and file of slot index `k` (counted base by base: unitStands.ts), or null for an irregular formation. */
export function slotOfIndex(formation: Formation, k: number): Slot | null {
  return formation.kind === 'regular' ? slotAt(formation, k) : null;
}

/** Ranks needed to hold `memberCount` members `files` abreast: ⌈memberCount / files⌉. */
export function ranksNeeded(memberCount: number, files: number): number {
  return Math.ceil(memberCount / files);
}

/** The tray of a regular formation whose front-left corner is `frontLeft`: files × slot width by ranks × slot depth. */
export function regularTray(frontLeft: Vec2, facingDeg: number, files: number, ranks: number, slot: SlotSize): Tray {
  const widthIn = files * slot.widthIn;
  const depthIn = ranks * slot.depthIn;
  return { centre: pointInFrame(frontLeft, facingDeg, widthIn / 2, -depthIn / 2), facingDeg, widthIn, depthIn };
}

/** Where a slot's centre lies from the tray's front-left corner, in the tray's frame (inches right, inches forward). */
export function slotOffsetFromFrontLeft(slot: Slot, size: SlotSize): { readonly acrossIn: number; readonly alongIn: number } {
  return { acrossIn: (slot.file + 0.5) * size.widthIn, alongIn: -(slot.rank + 0.5) * size.depthIn };
}

/** The centre of `slot` on a tray whose front-left corner is `frontLeft`. */
export function slotCentre(frontLeft: Vec2, facingDeg: number, slot: Slot, size: SlotSize): Vec2 {
  const o = slotOffsetFromFrontLeft(slot, size);
  return pointInFrame(frontLeft, facingDeg, o.acrossIn, o.alongIn);
}

/** Where the layout starts: the tray's front-left corner, or the middle of its front edge. */
export type LayoutAnchor = { readonly frontLeft: Vec2 } | { readonly frontCentre: Vec2 };

/**
 * Members laid out in their slots, in `memberIds` order (the slots not empty, counted base by base:
 * unitStands.ts): each base centred in its slot, facing the unit's way. The slot is sized by the
 * largest of `bases` (`slotSizeOfBases`); `frontCentre` is the middle of the full frontage (`files`
 * wide), whatever the number of members. A ruleset uses it to place a unit after an advance, a
 * wheel or a change of formation.
 */
export function layoutInSlots(
  formation: SlotGrid,
  bases: readonly BaseShape[],
  anchor: LayoutAnchor,
  facingDeg: number,
): Placement[] {
  const size = slotSizeOfBases(bases);
  const frontLeft = 'frontLeft' in anchor
    ? anchor.frontLeft
    : pointInFrame(anchor.frontCentre, facingDeg, -(formation.files * size.widthIn) / 2, 0);
  const slots = memberSlotIndices(formation, bases.length);
  return bases.map((_, k) => {
    const c = slotCentre(frontLeft, facingDeg, slotAt(formation, slots[k]!), size);
    return { x: c.x, y: c.y, facingDeg: normalFacingDeg(facingDeg) };
  });
}

/** The extent of a base footprint in the frame of `facingDeg` at `origin`: least and most across and along, inches. */
export function footprintExtentInFrame(
  fp: Footprint,
  origin: Vec2,
  facingDeg: number,
): { readonly minAcross: number; readonly maxAcross: number; readonly minAlong: number; readonly maxAlong: number } {
  if (fp.kind === 'circle') {
    const c = frameCoordinates(origin, facingDeg, fp.center);
    return { minAcross: c.acrossIn - fp.radiusIn, maxAcross: c.acrossIn + fp.radiusIn, minAlong: c.alongIn - fp.radiusIn, maxAlong: c.alongIn + fp.radiusIn };
  }
  let minAcross = Infinity;
  let maxAcross = -Infinity;
  let minAlong = Infinity;
  let maxAlong = -Infinity;
  for (const p of fp.points) {
    const c = frameCoordinates(origin, facingDeg, p);
    minAcross = Math.min(minAcross, c.acrossIn);
    maxAcross = Math.max(maxAcross, c.acrossIn);
    minAlong = Math.min(minAlong, c.alongIn);
    maxAlong = Math.max(maxAlong, c.alongIn);
  }
  return { minAcross, maxAcross, minAlong, maxAlong };
}

/** Whether the whole base lies on the tray, edges included, give or take `slackIn` inches. */
export function trayContainsFootprint(tray: Tray, fp: Footprint, slackIn = 1e-9): boolean {
  const e = footprintExtentInFrame(fp, tray.centre, tray.facingDeg);
  const hw = tray.widthIn / 2 + slackIn;
  const hd = tray.depthIn / 2 + slackIn;
  return e.minAcross >= -hw && e.maxAcross <= hw && e.minAlong >= -hd && e.maxAlong <= hd;
}
