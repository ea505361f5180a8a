/**
 * Everything inside the Pixi application: one world container (inches; moved and scaled by the camera
 * imperatively) holding the layers, bottom to top.
 */
import { useMemo, useRef } from 'react';
import type { Container } from 'pixi.js';
import { ControlZonesLayer } from './ControlZonesLayer';
import { DragOverlay } from './DragOverlay';
import { FiguresLayer, TokenScaleContext } from './FiguresLayer';
import { LabelScaleContext, LabelScaler } from './labelScale';
import { LosOverlay } from './LosOverlay';
import { MeasureOverlay } from './MeasureOverlay';
import { ReachLayer } from './ReachLayer';
import { RotateHandleLayer } from './RotateHandleLayer';
import { SelectionLayer } from './SelectionLayer';
import { TableLayer } from './TableLayer';
import { TerrainLayer } from './TerrainLayer';
import { UnitDragOverlay } from './UnitDragOverlay';
import { UnitReachLayer } from './UnitReachLayer';
import { UnitTraysLayer } from './UnitTraysLayer';
import { TokenScaler } from './tokenScale';
import { useCameraTransform } from './useCameraTransform';
import { VisibilityLayer } from './VisibilityLayer';

export function BoardScene() {
  const worldRef = useRef<Container>(null);
  const labels = useMemo(() => new LabelScaler(), []);
  const tokens = useMemo(() => new TokenScaler(), []);
  useCameraTransform(worldRef, labels, tokens);
  return (
    <LabelScaleContext value={labels}>
    <TokenScaleContext value={tokens}>
      <pixiContainer ref={worldRef} isRenderGroup>
        <TableLayer />
        <TerrainLayer />
        <VisibilityLayer />
        <ControlZonesLayer />
        <UnitTraysLayer />
        <ReachLayer />
        <UnitReachLayer />
        <SelectionLayer />
        <FiguresLayer />
        <LosOverlay />
        <MeasureOverlay />
        <DragOverlay />
        <UnitDragOverlay />
        <RotateHandleLayer />
      </pixiContainer>
    </TokenScaleContext>
    </LabelScaleContext>
  );
}
