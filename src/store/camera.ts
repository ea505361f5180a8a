/**
 * The camera maps the table (inches) to the canvas (CSS pixels): a uniform scale and a translation,
 * because world y and screen y both grow downwards. Pure functions on a plain record so the board,
 * the UI's "fit table" button and the e2e test API all agree on one mapping.
 */
import type { ScreenPoint, Vec2, WorldPoint } from '../geometry/point';
import type { TableSize } from '../engine/model';

export interface Camera {
  /** World point (inches) drawn at the canvas's top-left corner. */
  readonly originXIn: number;
  readonly originYIn: number;
  /** CSS pixels per inch. */
  readonly pxPerInch: number;
}

export interface ViewportSize {
  readonly widthPx: number;
  readonly heightPx: number;
}

export const MIN_PX_PER_INCH = 2;
export const MAX_PX_PER_INCH = 200;

export const clampZoom = (pxPerInch: number): number =>
  Math.min(MAX_PX_PER_INCH, Math.max(MIN_PX_PER_INCH, pxPerInch));

export const cameraWorldToScreen = (cam: Camera, p: Vec2): ScreenPoint => ({
  x: (p.x - cam.originXIn) * cam.pxPerInch,
  y: (p.y - cam.originYIn) * cam.pxPerInch,
});

export const cameraScreenToWorld = (cam: Camera, p: Vec2): WorldPoint => ({
  x: p.x / cam.pxPerInch + cam.originXIn,
  y: p.y / cam.pxPerInch + cam.originYIn,
});

/** Move the view by a screen-space drag of (dxPx, dyPx): the table follows the pointer. */
export const cameraPanBy = (cam: Camera, dxPx: number, dyPx: number): Camera => ({
  ...cam,
  originXIn: cam.originXIn - dxPx / cam.pxPerInch,
  originYIn: cam.originYIn - dyPx / cam.pxPerInch,
});

/** Zoom by `factor` keeping the world point under `anchorPx` fixed on screen. */
export const cameraZoomAt = (cam: Camera, anchorPx: Vec2, factor: number): Camera => {
  const pxPerInch = clampZoom(cam.pxPerInch * factor);
  const anchor = cameraScreenToWorld(cam, anchorPx);
  return {
    pxPerInch,
    originXIn: anchor.x - anchorPx.x / pxPerInch,
    originYIn: anchor.y - anchorPx.y / pxPerInch,
  };
};

/** What a fitted view leaves round the table on its tighter side, px (the board's names may reach into it). */
export const FIT_MARGIN_PX = 24;

/** The whole table centred in the viewport with `marginPx` to spare on the tighter side. */
export const cameraFitTable = (table: TableSize, viewport: ViewportSize, marginPx = FIT_MARGIN_PX): Camera => {
  const w = Math.max(1, viewport.widthPx - 2 * marginPx);
  const h = Math.max(1, viewport.heightPx - 2 * marginPx);
  const pxPerInch = clampZoom(Math.min(w / table.widthIn, h / table.depthIn));
  return {
    pxPerInch,
    originXIn: table.widthIn / 2 - viewport.widthPx / 2 / pxPerInch,
    originYIn: table.depthIn / 2 - viewport.heightPx / 2 / pxPerInch,
  };
};

/**
 * Whether `cam` shows the table as `cameraFitTable` would for this viewport (to a hundredth of a
 * pixel): the board refits after a layout change only while the player has not panned or zoomed.
 */
export const cameraIsFitted = (cam: Camera, table: TableSize, viewport: ViewportSize, marginPx = FIT_MARGIN_PX): boolean => {
  const fit = cameraFitTable(table, viewport, marginPx);
  const eps = 0.01;
  return Math.abs(fit.pxPerInch - cam.pxPerInch) * Math.max(table.widthIn, table.depthIn) < eps
    && Math.abs(fit.originXIn - cam.originXIn) * cam.pxPerInch < eps
    && Math.abs(fit.originYIn - cam.originYIn) * cam.pxPerInch < eps;
};
