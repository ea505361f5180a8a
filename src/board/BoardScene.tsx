/**
 * Everything inside the Pixi application: one world container (inches; moved and scaled by the camera
 * imperatively) holding the layers, bottom to top.
 */
import { useMemo, useRef } from 'react';
import type { Container } from 'pixi.js';
import { ControlZonesLayer } from './ControlZonesLayer';
import { DragOverlay } from './DragOverlay';
import { FiguresLayer } from './FiguresLayer';
import { LabelScaleContext, LabelScaler } from './labelScale';
import { LosOverlay } from './LosOverlay';
import { MeasureOverlay } from './MeasureOverlay';
import { ReachLayer } from './ReachLayer';
import { SelectionLayer } from './SelectionLayer';
import { TableLayer } from './TableLayer';
import { TerrainLayer } from './TerrainLayer';
import { useCameraTransform } from './useCameraTransform';
import { VisibilityLayer } from './VisibilityLayer';

export function BoardScene() {
  const worldRef = useRef<Container>(null);
  const labels = useMemo(() => new LabelScaler(), []);
  useCameraTransform(worldRef, labels);
  return (
    <LabelScaleContext value={labels}>
      <pixiContainer ref={worldRef} isRenderGroup>
        <TableLayer />
        <TerrainLayer />
        <VisibilityLayer />
        <ControlZonesLayer />
        <ReachLayer />
        <SelectionLayer />
        <FiguresLayer />
        <LosOverlay />
        <MeasureOverlay />
        <DragOverlay />
      </pixiContainer>
    </LabelScaleContext>
  );
}
