/**
 * The selected unit's reach (issue 14, item 3): the ground its front edge can advance over on what
 * is left of its allowance (a faint band, its far edge a line at full reach), and the
 * arcs each outer front corner can wheel through, ending at the front edge of the widest wheel.
 * The rules' answer (`selectUnitReach`); line widths in screen px. Nothing without a reach.
 */
import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import { selectUnitReach } from '../store/unitReachSelectors';
import { useSkirmishStore } from '../store/store';
import { GHOST_LEGAL } from './boardStyle';
import { flatPoints } from './drawBase';

export function UnitReachLayer() {
  const reach = useSkirmishStore(selectUnitReach);
  const pxPerInch = useSkirmishStore((s) => (selectUnitReach(s) === null ? 0 : s.camera.pxPerInch));
  const draw = useCallback((g: Graphics) => {
    g.clear();
    if (reach === null || pxPerInch <= 0) return;
    const px = 1 / pxPerInch;
    if (reach.advance !== null) {
      g.poly(flatPoints(reach.advance.sweep)).fill({ color: GHOST_LEGAL, alpha: 0.14 });
      const e = reach.advance.frontEdgeAtMax;
      g.moveTo(e.a.x, e.a.y).lineTo(e.b.x, e.b.y).stroke({ width: 2 * px, color: GHOST_LEGAL, alpha: 0.9 });
    }
    if (reach.wheel !== null) {
      for (const side of [reach.wheel.left, reach.wheel.right]) {
        if (side.arc.length >= 2) g.poly(flatPoints(side.arc), false).stroke({ width: 1.5 * px, color: GHOST_LEGAL, alpha: 0.8 });
        const e = side.frontEdgeAtMax;
        g.moveTo(e.a.x, e.a.y).lineTo(e.b.x, e.b.y).stroke({ width: 1 * px, color: GHOST_LEGAL, alpha: 0.6 });
      }
    }
  }, [reach, pxPerInch]);
  return <pixiGraphics draw={draw} />;
}
