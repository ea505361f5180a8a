/** The measuring tape; stays until the next measurement or Esc. */
import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import { selectFigure, selectMeasureView } from '../store/selectors';
import { useSkirmishStore } from '../store/store';
import { drawMeasureOverlay } from './drawOverlays';

export function MeasureOverlay() {
  const view = useSkirmishStore(selectMeasureView);
  const from = useSkirmishStore((s) => selectFigure(s, s.measure?.kind === 'figures' ? s.measure.fromFigureId : null));
  const to = useSkirmishStore((s) => selectFigure(s, s.measure?.kind === 'figures' ? s.measure.toFigureId : null));
  // The zoom only matters (for screen-pixel widths) while there is something to draw.
  const pxPerInch = useSkirmishStore((s) => (s.measure ? s.camera.pxPerInch : 0));
  const draw = useCallback((g: Graphics) => {
    g.clear();
    if (view) drawMeasureOverlay(g, view, from, to, pxPerInch);
  }, [view, from, to, pxPerInch]);
  return <pixiGraphics draw={draw} />;
}
