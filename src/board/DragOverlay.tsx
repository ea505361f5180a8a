/**
 * The drag in progress: ruler and ghost. The only board component that re-renders on a pointer move
 * during a drag (it reads `selectDragView`, memoised on the drag state).
 */
import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import { selectFigure } from '../store/selectors';
import { selectDragView } from '../store/dragViewSelectors';
import { useSkirmishStore } from '../store/store';
import type { StoreState } from '../store/storeState';
import { useOverlayZoom } from './useOverlayZoom';
import { drawDragOverlay } from './drawOverlays';

const isDragging = (s: StoreState) => s.drag !== null;

export function DragOverlay() {
  const view = useSkirmishStore(selectDragView);
  const figure = useSkirmishStore((s) => (s.drag ? selectFigure(s, s.drag.figureId) : undefined));
  const pxPerInch = useOverlayZoom(isDragging);
  const draw = useCallback((g: Graphics) => {
    g.clear();
    if (view && figure) drawDragOverlay(g, view, figure, pxPerInch);
  }, [view, figure, pxPerInch]);
  return <pixiGraphics draw={draw} />;
}
