/**
 * Everything inside the Pixi application: one world container (inches; moved and scaled by the camera
 * imperatively) holding the layers, bottom to top. Those that draw nothing on the first board are in a
 * chunk, mounted once it is drawn (deferredLayers.tsx).
 */
import { useMemo, useRef } from 'react';
import type { Container } from 'pixi.js';
import { ControlZonesLayer } from './ControlZonesLayer';
import {
  AfterFirstBoard, DragOverlay, LosOverlay, MeasureOverlay, OutcomeLinksLayer, PathChoiceLayer, PreviewArcsLayer, ReachLayer, RotateHandleLayer, UnitDragOverlay,
  UnitReachLayer, UnitStandsLayer, VisibilityLayer,
} from './deferredLayers';
import { FiguresLayer, TokenScaleContext } from './FiguresLayer';
import { LabelScaleContext, LabelScaler } from './labelScale';
import { SelectionLayer } from './SelectionLayer';
import { TableLayer } from './TableLayer';
import { TerrainLayer } from './TerrainLayer';
import { TerrainLabelPlacer, TerrainLabelPlacerContext } from './terrainLabelPlacement';
import { UnitTraysLayer } from './UnitTraysLayer';
import { TokenScaler } from './tokenScale';
import { useCameraTransform } from './useCameraTransform';

export function BoardScene() {
  const worldRef = useRef<Container>(null);
  const labels = useMemo(() => new LabelScaler(), []);
  const tokens = useMemo(() => new TokenScaler(), []);
  const terrainLabels = useMemo(() => new TerrainLabelPlacer(), []);
  useCameraTransform(worldRef, labels, tokens);
  return (
    <LabelScaleContext value={labels}>
    <TokenScaleContext value={tokens}>
    <TerrainLabelPlacerContext value={terrainLabels}>
      <pixiContainer ref={worldRef} isRenderGroup>
        <TableLayer />
        <TerrainLayer />
        <AfterFirstBoard><VisibilityLayer /></AfterFirstBoard>
        <ControlZonesLayer />
        <UnitTraysLayer />
        <AfterFirstBoard>
          <ReachLayer />
          <UnitReachLayer />
          <PathChoiceLayer />
        </AfterFirstBoard>
        <SelectionLayer />
        <FiguresLayer />
        <AfterFirstBoard>
          <UnitStandsLayer />
          <OutcomeLinksLayer />
          <PreviewArcsLayer />
          <LosOverlay />
          <MeasureOverlay />
          <DragOverlay />
          <UnitDragOverlay />
          <RotateHandleLayer />
        </AfterFirstBoard>
      </pixiContainer>
    </TerrainLabelPlacerContext>
    </TokenScaleContext>
    </LabelScaleContext>
  );
}
