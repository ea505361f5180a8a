/** The measuring tape; stays until the next measurement or Esc. */
import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import { selectFigure } from '../store/selectors';
import { selectMeasureView } from '../store/measureViewSelectors';
import { useSkirmishStore } from '../store/store';
import type { StoreState } from '../store/storeState';
import { useOverlayZoom } from './useOverlayZoom';
import { drawMeasureOverlay } from './drawOverlays';

const isMeasuring = (s: StoreState) => s.measure !== null;

export function MeasureOverlay() {
  const view = useSkirmishStore(selectMeasureView);
  const from = useSkirmishStore((s) => selectFigure(s, s.measure?.kind === 'figures' ? s.measure.fromFigureId : null));
  const to = useSkirmishStore((s) => selectFigure(s, s.measure?.kind === 'figures' ? s.measure.toFigureId : null));
  const pxPerInch = useOverlayZoom(isMeasuring);
  const draw = useCallback((g: Graphics) => {
    g.clear();
    if (view) drawMeasureOverlay(g, view, from, to, pxPerInch);
  }, [view, from, to, pxPerInch]);
  return <pixiGraphics draw={draw} />;
}
