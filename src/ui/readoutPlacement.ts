/**
 * Where a readout label goes over the canvas: by a table point, kept inside the board cell so the
 * reading stays visible when its point is off screen (a tape running past the edge after a zoom).
 * The label sits above and to the right of the point, and flips to the left near the right edge
 * (the CSS transform does the flip); `top` is never so high that the label leaves the cell.
 */
import type { Vec2 } from '../geometry/point';
import type { Camera, ViewportSize } from '../store/camera';
import { cameraWorldToScreen } from '../store/camera';

export interface ReadoutPlacement {
  readonly left: number;
  readonly top: number;
  readonly flip: boolean;
}

/** Room a label needs beside its point before it flips, and above it, CSS px. */
const LABEL_WIDTH_PX = 200;
const LABEL_HEIGHT_PX = 80;
const MARGIN_PX = 8;

export function readoutPlacement(camera: Camera, viewport: ViewportSize, at: Vec2): ReadoutPlacement {
  const p = cameraWorldToScreen(camera, at);
  const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), Math.max(lo, hi));
  const left = clamp(p.x, MARGIN_PX, viewport.widthPx - MARGIN_PX);
  const top = clamp(p.y, LABEL_HEIGHT_PX, viewport.heightPx - MARGIN_PX);
  return { left, top, flip: left > viewport.widthPx - LABEL_WIDTH_PX };
}
