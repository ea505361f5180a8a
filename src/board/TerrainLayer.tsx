/**
 * Terrain: one Graphics for every piece, redrawn only when the terrain array changes (immer keeps its
 * identity while figures move), and a height label per piece at a point inside its footprint.
 */
import { memo, useCallback, useMemo } from 'react';
import type { Graphics } from 'pixi.js';
import { useSkirmishStore } from '../store/store';
import { THIN_PIECE_IN } from './boardStyle';
import { drawTerrain, pieceHasLabel, pieceTopIn } from './drawTerrain';
import type { TerrainPieceView } from './drawTerrain';
import { formatInches } from './format';
import { useScreenSizedLabel } from './labelScale';
import { polygonLabelPoint, polygonThicknessIn } from './polygonScan';
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
  const ref = useScreenSizedLabel();
  const at = useMemo(() => polygonLabelPoint(piece.footprint), [piece]);
  const thin = polygonThicknessIn(piece.footprint) < THIN_PIECE_IN;
  return (
    <pixiText
      ref={ref}
      text={formatInches(pieceTopIn(piece))}
      x={at.x}
      y={at.y}
      anchor={ANCHOR_CENTER}
      style={thin ? TERRAIN_LABEL_SMALL_STYLE : TERRAIN_LABEL_STYLE}
    />
  );
});
