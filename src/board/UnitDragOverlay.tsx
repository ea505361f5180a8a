/**
 * A unit's drag (issue 14, item 4): the tray where the unit stands, faint; the tray and a ghost of
 * every member where the drop would put them, green when the rules allow it and red when not, with
 * the front edge bold. Geometry and verdict are the store's (`selectUnitDragView`: the manoeuvre the
 * drop dispatches); the label is the UI's (`UnitDragReadout`).
 */
import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import { degreesToRadians } from '../geometry/units';
import { selectUnitDragView } from '../store/unitDragSelectors';
import type { UnitDragView } from '../store/unitDragSelectors';
import { useSkirmishStore } from '../store/store';
import type { StoreState } from '../store/storeState';
import type { Figure } from '../engine/model';
import { GHOST_ALPHA, GHOST_ILLEGAL, GHOST_LEGAL, RULER, UNIT_FRONT_PX, UNIT_TRAY_OUTLINE_PX } from './boardStyle';
import { facingMarkAt, flatPoints, pathBaseAt, tokenBase } from './drawBase';
import { useOverlayZoom } from './useOverlayZoom';
import { selectScenario } from '../store/scenarioSelectors';

const isDragging = (s: StoreState) => s.drag !== null;

export function drawUnitDrag(g: Graphics, view: UnitDragView, figures: readonly Figure[], pxPerInch: number): void {
  const px = 1 / pxPerInch;
  const tint = view.legal ? GHOST_LEGAL : GHOST_ILLEGAL;
  g.poly(flatPoints(view.trayBefore)).stroke({ width: 1.5 * px, color: RULER, alpha: 0.5 });
  g.poly(flatPoints(view.trayAfter)).fill({ color: tint, alpha: GHOST_ALPHA * 0.5 }).stroke({ width: UNIT_TRAY_OUTLINE_PX * px, color: tint });
  const [fl, fr] = view.trayAfter;
  if (fl !== undefined && fr !== undefined) g.moveTo(fl.x, fl.y).lineTo(fr.x, fr.y).stroke({ width: UNIT_FRONT_PX * px, color: tint, cap: 'round' });
  const byId = new Map(figures.map((f) => [f.id, f]));
  for (const m of view.members) {
    const figure = byId.get(m.figureId);
    if (figure === undefined) continue;
    const base = tokenBase(figure.base, pxPerInch);
    const facing = degreesToRadians(m.facingDeg);
    pathBaseAt(g, base, m, facing).fill({ color: tint, alpha: GHOST_ALPHA }).stroke({ width: 1.5 * px, color: tint });
    g.poly(flatPoints(facingMarkAt(base, m, facing)), true).fill({ color: 0xffffff, alpha: 0.7 });
  }
}

export function UnitDragOverlay() {
  const view = useSkirmishStore(selectUnitDragView);
  const figures = useSkirmishStore((s) => selectScenario(s)?.figures);
  const pxPerInch = useOverlayZoom(isDragging);
  const draw = useCallback((g: Graphics) => {
    g.clear();
    if (view !== null && figures !== undefined) drawUnitDrag(g, view, figures, pxPerInch);
  }, [view, figures, pxPerInch]);
  return <pixiGraphics draw={draw} />;
}
