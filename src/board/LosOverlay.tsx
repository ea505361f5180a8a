/**
 * The line-of-sight tool's rays and rings, above the figures. It reads `selectLosView` alone (memoised
 * on the scenario, the drag and the picks), so it redraws when the line changes: on every pointer move
 * while a figure is dragged in this tool, and not at all in the other tools.
 */
import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import { selectLosView } from '../store/losSelectors';
import { useSkirmishStore } from '../store/store';
import type { StoreState } from '../store/storeState';
import { useOverlayZoom } from './useOverlayZoom';
import { drawLosOverlay } from './drawLos';

const hasLine = (s: StoreState) => selectLosView(s) !== null;

export function LosOverlay() {
  const view = useSkirmishStore(selectLosView);
  const pxPerInch = useOverlayZoom(hasLine);
  const draw = useCallback((g: Graphics) => {
    g.clear();
    if (view) drawLosOverlay(g, view, pxPerInch);
  }, [view, pxPerInch]);
  return <pixiGraphics draw={draw} />;
}
