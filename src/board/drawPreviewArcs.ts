/**
 * The previewed volley's arcs and target rings (store/previewArcSelectors.ts): each shooting
 * figure's arc as two edges from its base centre and the arc between them, `reachIn` out — teal
 * for a figure that fires, grey for one that does not (the preview's lines say why) — and a ring
 * round each target figure in sight. World inches in, stroke widths in CSS px (÷ `pxPerInch`).
 * Outlines only, so twenty overlapping arcs never hide the table; a colour none of the other
 * overlays use (LOS green/red, tape blue, selection yellow, hit chain orange); the rings magenta.
 */
import type { Graphics } from 'pixi.js';
import type { PreviewArcsView } from '../store/previewArcSelectors';

export const ARC_FIRES_COLOR = 0x3fd0c9;
export const ARC_IDLE_COLOR = 0x9a9a9a;
export const MARK_COLOR = 0xff6ad5;
const ARC_WIDTH_PX = 1.5;
const MARK_WIDTH_PX = 2;
/** Arc points every this many degrees. */
const STEP_DEG = 5;

/** The compass bearing's unit vector (0 = north = −y, clockwise). */
const bearing = (deg: number) => ({ x: Math.sin((deg * Math.PI) / 180), y: -Math.cos((deg * Math.PI) / 180) });

export function drawPreviewArcs(g: Graphics, view: PreviewArcsView, pxPerInch: number): void {
  g.clear();
  if (pxPerInch <= 0) return;
  for (const fires of [false, true]) {
    for (const a of view.arcs) {
      if (a.fires !== fires) continue;
      const from = a.facingDeg - a.arcDeg / 2;
      const steps = Math.max(1, Math.ceil(a.arcDeg / STEP_DEG));
      const first = bearing(from);
      g.moveTo(a.at.x, a.at.y).lineTo(a.at.x + first.x * a.reachIn, a.at.y + first.y * a.reachIn);
      for (let i = 1; i <= steps; i++) {
        const d = bearing(from + (a.arcDeg * i) / steps);
        g.lineTo(a.at.x + d.x * a.reachIn, a.at.y + d.y * a.reachIn);
      }
      g.lineTo(a.at.x, a.at.y);
      g.stroke({ width: ARC_WIDTH_PX / pxPerInch, color: fires ? ARC_FIRES_COLOR : ARC_IDLE_COLOR, alpha: fires ? 0.8 : 0.6 });
    }
  }
  for (const m of view.marks) {
    g.circle(m.at.x, m.at.y, m.radiusIn + 3 / pxPerInch);
    g.stroke({ width: MARK_WIDTH_PX / pxPerInch, color: MARK_COLOR, alpha: 0.9 });
  }
}
