/**
 * Units' trays (issue 14): each unit's tray under its members in its side's colour, its front edge
 * bold, so the way the unit faces reads at a glance (an arrow ahead of the front was tried: the
 * members' name tags sit there); the selected unit's tray ringed in the selection's colour. The geometry is the store's
 * (`selectUnitTrays`, from engine/unitGeometry.ts); this layer only draws it. One Graphics, redrawn
 * when the trays change; nothing when the scenario has no units.
 */
import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import { useSkirmishStore } from '../store/store';
import type { UnitTrayView } from '../store/unitTraySelectors';
import { selectUnitTrays } from '../store/unitTraySelectors';
import { RING_WIDTH_PX, SELECTED_RING, UNIT_FRONT_PX, UNIT_TRAY_ALPHA, UNIT_TRAY_OUTLINE_PX } from './boardStyle';
import { flatPoints } from './drawBase';
import { UNKNOWN_SIDE_COLOR, useSideColors } from './useSideColors';

export function UnitTraysLayer() {
  const trays = useSkirmishStore(selectUnitTrays);
  // Line widths are screen pixels: the zoom is read only when there is a tray to draw.
  const pxPerInch = useSkirmishStore((s) => (selectUnitTrays(s).length === 0 ? 0 : s.camera.pxPerInch));
  const selectedId = useSkirmishStore((s) => s.selectedFigureId);
  if (trays.length === 0 || pxPerInch <= 0) return null;
  return <UnitTrays trays={trays} pxPerInch={pxPerInch} selectedId={selectedId} />;
}

function UnitTrays({ trays, pxPerInch, selectedId }: { trays: readonly UnitTrayView[]; pxPerInch: number; selectedId: string | null }) {
  const colors = useSideColors();
  const draw = useCallback((g: Graphics) => {
    g.clear();
    const px = 1 / pxPerInch;
    for (const t of trays) {
      const color = colors.get(t.side) ?? UNKNOWN_SIDE_COLOR;
      g.poly(flatPoints(t.outline)).fill({ color, alpha: UNIT_TRAY_ALPHA.fill })
        .stroke({ width: UNIT_TRAY_OUTLINE_PX * px, color, alpha: UNIT_TRAY_ALPHA.stroke });
      g.moveTo(t.front.a.x, t.front.a.y).lineTo(t.front.b.x, t.front.b.y).stroke({ width: UNIT_FRONT_PX * px, color, alpha: 1, cap: 'round' });
      // The selected unit (a press on a member selects it): its tray ringed as a selected figure is.
      if (t.unitId === selectedId) g.poly(flatPoints(t.outline)).stroke({ width: RING_WIDTH_PX * px, color: SELECTED_RING, alignment: 0 });
    }
  }, [trays, colors, pxPerInch, selectedId]);
  return <pixiGraphics draw={draw} />;
}
