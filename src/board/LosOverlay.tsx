/**
 * The line-of-sight tool's rays and rings, above the figures. It reads `selectLosView` alone (memoised
 * on the scenario, the drag and the picks), so it redraws when the line changes: on every pointer move
 * while a figure is dragged in this tool, and not at all in the other tools.
 */
import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import { selectLosView } from '../store/losSelectors';
import { useSkirmishStore } from '../store/store';
import { drawLosOverlay } from './drawLos';

export function LosOverlay() {
  const view = useSkirmishStore(selectLosView);
  // The zoom only matters (for screen-pixel widths) while there is something to draw.
  const pxPerInch = useSkirmishStore((s) => (selectLosView(s) ? s.camera.pxPerInch : 0));
  const draw = useCallback((g: Graphics) => {
    g.clear();
    if (view) drawLosOverlay(g, view, pxPerInch);
  }, [view, pxPerInch]);
  return <pixiGraphics draw={draw} />;
}
