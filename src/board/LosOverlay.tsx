/**
 * The line-of-sight rays and rings, above the figures: the line-of-sight tool's, else the previewed
 * shot's (the rays the rules judged, with what they ignore). It reads `selectBoardLosView` alone
 * (memoised on the scenario, the drag, the picks and the preview), so it redraws when the line
 * changes: on every pointer move while a figure is dragged in that tool, and otherwise only when the
 * preview changes.
 */
import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import { selectBoardLosView } from '../store/previewLosSelectors';
import { useSkirmishStore } from '../store/store';
import type { StoreState } from '../store/storeState';
import { useOverlayZoom } from './useOverlayZoom';
import { drawLosOverlay } from './drawLos';

const hasLine = (s: StoreState) => selectBoardLosView(s) !== null;

export function LosOverlay() {
  const view = useSkirmishStore(selectBoardLosView);
  const pxPerInch = useOverlayZoom(hasLine);
  const draw = useCallback((g: Graphics) => {
    g.clear();
    if (view) drawLosOverlay(g, view, pxPerInch);
  }, [view, pxPerInch]);
  return <pixiGraphics draw={draw} />;
}
