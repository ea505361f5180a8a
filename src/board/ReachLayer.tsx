/**
 * The selected (or dragged) figure's movement area, over the terrain and under the figures: one
 * Graphics per tier (sure, after a test, a fall), a back hatch where a drop ends under a raised
 * surface (the street under a balcony), redrawn only when the area object changes. The
 * area is memoised on the game state and the figure (`selectMovementArea`), so a drag, which
 * changes neither, re-renders nothing here.
 */
import { useCallback, useMemo } from 'react';
import type { Graphics } from 'pixi.js';
import { selectMovementArea } from '../store/movementSelectors';
import { useSkirmishStore } from '../store/store';
import type { ReachTierShapes, ReachTierStyle } from './drawReach';
import { DRAWN_TIERS, drawReachTier, drawReachUnder, drawShootRings, REACH_STYLE, reachShapes, shootRingEdges, underShapes } from './drawReach';
import type { MovementArea } from '../engine/ruleset';
import { selectShootRings } from '../store/shootAfterMoveSelectors';
import { selectCellsUnderSurfaces } from '../store/cellsUnderSurfaces';

export function ReachLayer() {
  const area = useSkirmishStore(selectMovementArea);
  const shapes = useMemo(() => (area === null ? null : reachShapes(area)), [area]);
  // The container stays mounted when there is no area: @pixi/react destroys a removed container
  // without its children, so unmounting it would leave the tiers' Graphics (and their GPU data in
  // Pixi's pipes) undestroyed; removed one by one, each Graphics is destroyed.
  return (
    <pixiContainer>
      {shapes !== null && DRAWN_TIERS.map((tier) => (shapes[tier].rects.length === 0
        ? null
        : <ReachTierGraphics key={tier} shapes={shapes[tier]} style={REACH_STYLE[tier]} />))}
      {area !== null && <UnderSurfacesGraphics area={area} />}
      {area !== null && <ShootRingsGraphics area={area} />}
    </pixiContainer>
  );
}

function ReachTierGraphics({ shapes, style }: { shapes: ReachTierShapes; style: ReachTierStyle }) {
  const draw = useCallback((g: Graphics) => drawReachTier(g, shapes, style), [shapes, style]);
  return <pixiGraphics draw={draw} />;
}

/** The dashed shoot-after-move rings over the area (one Graphics; rebuilt when the area or the rings change). */
function ShootRingsGraphics({ area }: { area: MovementArea }) {
  const rings = useSkirmishStore(selectShootRings);
  const dashes = useMemo(() => rings.flatMap((r) => shootRingEdges(area, r.budgetIn)), [area, rings]);
  const draw = useCallback((g: Graphics) => drawShootRings(g, dashes), [dashes]);
  return <pixiGraphics draw={draw} />;
}

/** The back hatch over cells where a drop ends under a raised surface (a balcony out of reach): never read as the balcony. */
function UnderSurfacesGraphics({ area }: { area: MovementArea }) {
  const under = useSkirmishStore(selectCellsUnderSurfaces);
  const shapes = useMemo(() => (under === null ? null : underShapes(area, under)), [area, under]);
  const draw = useCallback((g: Graphics) => {
    if (shapes === null) g.clear();
    else drawReachUnder(g, shapes);
  }, [shapes]);
  return <pixiGraphics draw={draw} />;
}
