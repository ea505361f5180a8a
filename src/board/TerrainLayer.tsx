/**
 * Terrain: one Graphics for every piece, redrawn only when the terrain array changes (immer keeps its
 * identity while figures move), and a height label per piece at a point inside its footprint, in the
 * game's unit (boardLengths.ts: `4″`, or `10.2 cm` in a game in cm), moved off the figures' tokens
 * (or hidden) by the names' layout through `TerrainLabelPlacer` (terrainLabelPlacement.ts).
 */
import { memo, useCallback, useContext, useMemo } from 'react';
import type { Graphics, Text } from 'pixi.js';
import { useSkirmishStore } from '../store/store';
import { THIN_PIECE_IN } from './boardStyle';
import { drawTerrain, pieceHasLabel } from './drawTerrain';
import type { TerrainPieceView } from './drawTerrain';
import { terrainLabelText, useBoardLength } from './boardLengths';
import { useScreenSizedLabel } from './labelScale';
import { polygonLabelPoint, polygonThicknessIn } from './polygonScan';
import { TerrainLabelPlacerContext } from './terrainLabelPlacement';
import { ANCHOR_CENTER, TERRAIN_LABEL_SMALL_STYLE, TERRAIN_LABEL_STYLE } from './textStyles';
import { selectScenario } from '../store/scenarioSelectors';

const NO_TERRAIN: readonly TerrainPieceView[] = [];

export function TerrainLayer() {
  const terrain = useSkirmishStore((s) => selectScenario(s)?.terrain ?? NO_TERRAIN);
  const draw = useCallback((g: Graphics) => drawTerrain(g, terrain), [terrain]);
  const labelled = useMemo(() => terrain.filter(pieceHasLabel), [terrain]);
  return (
    <pixiContainer>
      <pixiGraphics draw={draw} />
      <pixiContainer>
        {labelled.map((piece) => <TerrainLabel key={piece.id} piece={piece} />)}
      </pixiContainer>
    </pixiContainer>
  );
}

const TerrainLabel = memo(function TerrainLabel({ piece }: { piece: TerrainPieceView }) {
  const scaleRef = useScreenSizedLabel();
  const placer = useContext(TerrainLabelPlacerContext);
  const at = useMemo(() => polygonLabelPoint(piece.footprint), [piece]);
  // Placed (and hidden) by the names' layout, off every token (figureLabels.ts); at the label point until then.
  const ref = useCallback((label: Text | null) => {
    if (!label) return undefined;
    const unscale = scaleRef(label);
    let unplace: (() => void) | undefined;
    if (placer) unplace = placer.register(piece.id, label, at);
    else label.position.set(at.x, at.y);
    return () => {
      unscale?.();
      unplace?.();
    };
  }, [scaleRef, placer, piece.id, at]);
  const thin = polygonThicknessIn(piece.footprint) < THIN_PIECE_IN;
  const length = useBoardLength();
  return (
    <pixiText
      ref={ref}
      text={terrainLabelText(piece, length)}
      anchor={ANCHOR_CENTER}
      style={thin ? TERRAIN_LABEL_SMALL_STYLE : TERRAIN_LABEL_STYLE}
    />
  );
});
