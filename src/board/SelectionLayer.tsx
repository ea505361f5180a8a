/**
 * Rings under the selected figure (bright) and the hovered one (faint). Redrawn when either figure or
 * the zoom changes (ring widths are screen pixels); never on a plain pointer move.
 */
import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import type { Figure } from '../engine/model';
import { selectFigure, selectSelectedFigure } from '../store/selectors';
import { useSkirmishStore } from '../store/store';
import { HOVER_RING, RING_GAP_PX, RING_WIDTH_PX, SELECTED_RING } from './boardStyle';
import { figureFacingRad, pathBaseAt, tokenBase } from './drawBase';

function ring(g: Graphics, figure: Figure, pxPerInch: number, color: number, alpha: number, widthPx: number): void {
  const px = 1 / pxPerInch;
  pathBaseAt(g, tokenBase(figure.base, pxPerInch), figure, figureFacingRad(figure), (RING_GAP_PX + widthPx / 2) * px)
    .stroke({ width: widthPx * px, color, alpha });
}

export function SelectionLayer() {
  const selected = useSkirmishStore(selectSelectedFigure);
  const hovered = useSkirmishStore((s) =>
    s.hoveredFigureId === s.selectedFigureId ? undefined : selectFigure(s, s.hoveredFigureId));
  // The zoom only matters (for screen-pixel widths) while there is something to draw.
  const pxPerInch = useSkirmishStore((s) => (s.selectedFigureId !== null || s.hoveredFigureId !== null ? s.camera.pxPerInch : 0));
  const draw = useCallback((g: Graphics) => {
    g.clear();
    if (hovered) ring(g, hovered, pxPerInch, HOVER_RING, 0.45, RING_WIDTH_PX * 0.7);
    if (selected) ring(g, selected, pxPerInch, SELECTED_RING, 1, RING_WIDTH_PX);
  }, [selected, hovered, pxPerInch]);
  return <pixiGraphics draw={draw} />;
}
