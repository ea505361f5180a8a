/**
 * The previewed volley's arcs and target rings (drawPreviewArcs.ts), while the player points at a
 * Shoot button whose rules judge figure by figure (BATTLESYSTEM's 90° arcs). Strokes are
 * screen-sized, so it re-renders on pan and zoom, but only while it has something to show.
 */
import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import { selectPreviewArcs } from '../store/previewArcSelectors';
import { useSkirmishStore } from '../store/store';
import type { StoreState } from '../store/storeState';
import { drawPreviewArcs } from './drawPreviewArcs';
import { useOverlayZoom } from './useOverlayZoom';

const hasArcs = (s: StoreState) => {
  const view = selectPreviewArcs(s);
  return view.arcs.length > 0 || view.marks.length > 0;
};

export function PreviewArcsLayer() {
  const view = useSkirmishStore(selectPreviewArcs);
  const pxPerInch = useOverlayZoom(hasArcs);
  const draw = useCallback((g: Graphics) => drawPreviewArcs(g, view, pxPerInch), [view, pxPerInch]);
  if ((view.arcs.length === 0 && view.marks.length === 0) || pxPerInch <= 0) return null;
  return <pixiGraphics draw={draw} />;
}
