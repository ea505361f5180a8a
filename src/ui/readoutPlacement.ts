/**
 * Where a readout label goes over the canvas: by a table point, kept inside the board cell (the
 * viewport is the cell's size) so the reading stays visible when its point is off screen (a tape
 * running past the edge after a zoom) and never runs under the side panel (issue 13, bug 12).
 *
 * The label sits above and to the right of the point; it flips to the left when the right has less
 * room than the left and not enough for a typical label, and drops below the point when there is no
 * room above. `maxWidthPx` is the room on the chosen side: the label wraps inside it rather than
 * leaving the cell. With `touch`, the label sits well above the point, clear of the fingertip
 * that covers the point and the area round it. `transform` is the CSS that puts the label's box on
 * the chosen side of (`left`, `top`); `flip` says it went left (the `readout--flip` class does the
 * same, for readouts that use only the class).
 */
import type { Vec2 } from '../geometry/point';
import type { Camera, ViewportSize } from '../store/camera';
import { cameraWorldToScreen } from '../store/camera';

export interface ReadoutPlacement {
  readonly left: number;
  readonly top: number;
  readonly flip: boolean;
  /** The label is below its point (no room above). */
  readonly below: boolean;
  /** The widest the label may be and stay inside the cell, CSS px. */
  readonly maxWidthPx: number;
  readonly transform: string;
}

export interface ReadoutPlacementOptions {
  /** The drag is by a finger: keep the label clear of it. */
  readonly touch?: boolean;
}

/** Room a typical label needs beside its point before it flips, and above it, CSS px. */
const LABEL_WIDTH_PX = 220;
const LABEL_HEIGHT_PX = 80;
const MARGIN_PX = 8;
/** From the point to the label's box, CSS px: beside it, and above it (a finger needs more). */
const GAP_X_PX = 14;
const GAP_Y_PX = 10;
const TOUCH_GAP_Y_PX = 56;
/** A label is never made narrower than this (a tiny cell clips rather than stacking words). */
const MIN_WIDTH_PX = 120;
/** Nor wider than this, however much room there is: long reasons wrap into a block. */
const MAX_WIDTH_PX = 340;

export function readoutPlacement(camera: Camera, viewport: ViewportSize, at: Vec2, options: ReadoutPlacementOptions = {}): ReadoutPlacement {
  const p = cameraWorldToScreen(camera, at);
  const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), Math.max(lo, hi));
  const left = clamp(p.x, MARGIN_PX, viewport.widthPx - MARGIN_PX);
  const gapY = options.touch === true ? TOUCH_GAP_Y_PX : GAP_Y_PX;
  const roomRight = viewport.widthPx - MARGIN_PX - (left + GAP_X_PX);
  const roomLeft = left - GAP_X_PX - MARGIN_PX;
  const flip = roomRight < LABEL_WIDTH_PX && roomLeft > roomRight;
  // Floor, not round: the label must fit in the room, never a fraction of a pixel past it.
  const maxWidthPx = Math.floor(clamp(flip ? roomLeft : roomRight, MIN_WIDTH_PX, MAX_WIDTH_PX));
  const top = clamp(p.y, MARGIN_PX, viewport.heightPx - MARGIN_PX);
  const below = top - gapY - MARGIN_PX < LABEL_HEIGHT_PX;
  const x = flip ? `calc(-100% - ${GAP_X_PX}px)` : `${GAP_X_PX}px`;
  const y = below ? `${gapY}px` : `calc(-100% - ${gapY}px)`;
  return { left, top, flip, below, maxWidthPx, transform: `translate(${x}, ${y})` };
}

/**
 * The label's transform once its height is known (a wrapped reason can be several lines): above
 * its point when it fits there, else below, else pinned to the cell's top edge — never out of the
 * cell. `placement` is what `readoutPlacement` gave for the same point.
 */
export function readoutTransformForHeight(placement: ReadoutPlacement, heightPx: number, viewport: ViewportSize, options: ReadoutPlacementOptions = {}): string {
  const gapY = options.touch === true ? TOUCH_GAP_Y_PX : GAP_Y_PX;
  const x = placement.flip ? `calc(-100% - ${GAP_X_PX}px)` : `${GAP_X_PX}px`;
  const { top } = placement;
  let dy: number;
  if (top - gapY - heightPx >= MARGIN_PX) dy = -gapY - heightPx;
  else if (top + gapY + heightPx <= viewport.heightPx - MARGIN_PX) dy = gapY;
  else dy = MARGIN_PX - top;
  return `translate(${x}, ${Math.round(dy)}px)`;
}
