/**
 * The drag in progress: ruler and ghost. The only board component that re-renders on a pointer move
 * during a drag (it reads `selectDragView`, memoised on the drag state).
 */
import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import { selectDragView, selectFigure } from '../store/selectors';
import { useSkirmishStore } from '../store/store';
import { drawDragOverlay } from './drawOverlays';

export function DragOverlay() {
  const view = useSkirmishStore(selectDragView);
  const figure = useSkirmishStore((s) => (s.drag ? selectFigure(s, s.drag.figureId) : undefined));
  // The zoom only matters (for screen-pixel widths) while there is something to draw.
  const pxPerInch = useSkirmishStore((s) => (s.drag ? s.camera.pxPerInch : 0));
  const draw = useCallback((g: Graphics) => {
    g.clear();
    if (view && figure) drawDragOverlay(g, view, figure, pxPerInch);
  }, [view, figure, pxPerInch]);
  return <pixiGraphics draw={draw} />;
}
