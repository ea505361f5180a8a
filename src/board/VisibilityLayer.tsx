/**
 * The observer's visibility polygon, over the terrain and under the figures, when the line-of-sight
 * tool's Visibility toggle is on. Redrawn when the polygon changes (the observer moved or was re-picked).
 */
import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import { selectVisibilityPolygon } from '../store/losSelectors';
import { useSkirmishStore } from '../store/store';
import type { StoreState } from '../store/storeState';
import { useOverlayZoom } from './useOverlayZoom';
import { drawVisibilityPolygon } from './drawLos';

const hasPolygon = (s: StoreState) => selectVisibilityPolygon(s) !== null;

export function VisibilityLayer() {
  const polygon = useSkirmishStore(selectVisibilityPolygon);
  const pxPerInch = useOverlayZoom(hasPolygon);
  const draw = useCallback((g: Graphics) => {
    g.clear();
    if (polygon) drawVisibilityPolygon(g, polygon, pxPerInch);
  }, [polygon, pxPerInch]);
  return <pixiGraphics draw={draw} />;
}
