/**
 * Bases of several figures (BS-CAS-3), drawn over the figures so a base reads as one piece: each
 * base outlined, the slots its lost figures left greyed, and the casualty marker laid along the
 * edges that cut them off (dark under gold, so it reads on any side's colour). The shapes are the
 * store's (`selectUnitStands`); nothing when no unit stands on such bases. Deferred chunk.
 */
import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import type { StandShapes } from '../engine/unitStandShapes';
import { useSkirmishStore } from '../store/store';
import { selectUnitStands } from '../store/unitStandSelectors';
import { CASUALTY_MARKER, EMPTY_SLOT, STAND_OUTLINE_COLOR, STAND_OUTLINE_PX } from './boardStyle';
import { flatPoints } from './drawBase';

export function UnitStandsLayer() {
  const stands = useSkirmishStore(selectUnitStands);
  const pxPerInch = useSkirmishStore((s) => (selectUnitStands(s).length === 0 ? 0 : s.camera.pxPerInch));
  if (stands.length === 0 || pxPerInch <= 0) return null;
  return <UnitStands stands={stands} pxPerInch={pxPerInch} />;
}

function UnitStands({ stands, pxPerInch }: { stands: readonly StandShapes[]; pxPerInch: number }) {
  const draw = useCallback((g: Graphics) => {
    g.clear();
    const px = 1 / pxPerInch;
    for (const unit of stands) {
      for (const slot of unit.emptySlots) g.poly(flatPoints(slot)).fill({ color: EMPTY_SLOT.color, alpha: EMPTY_SLOT.alpha });
      for (const base of unit.bases) g.poly(flatPoints(base)).stroke({ width: STAND_OUTLINE_PX * px, color: STAND_OUTLINE_COLOR, alpha: 0.9 });
      for (const [width, color] of [[CASUALTY_MARKER.widthPx + 2, CASUALTY_MARKER.edge], [CASUALTY_MARKER.widthPx, CASUALTY_MARKER.color]] as const) {
        for (const m of unit.marker) g.moveTo(m.a.x, m.a.y).lineTo(m.b.x, m.b.y).stroke({ width: width * px, color, cap: 'round' });
      }
    }
  }, [stands, pxPerInch]);
  return <pixiGraphics draw={draw} eventMode="none" />;
}
