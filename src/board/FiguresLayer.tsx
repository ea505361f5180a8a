/**
 * Figures: a memoised base and a memoised name tag per figure. A moved figure is a new object (immer),
 * so only its two components redraw; the others keep their props and are skipped. Tags are in a layer
 * above all bases so a neighbour's base never hides a name.
 */
import { memo, useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import type { Figure } from '../engine/model';
import { figureElevationIn } from '../engine/figureGeometry';
import { useSkirmishStore } from '../store/store';
import { baseHalfDepthIn } from './baseGeometry';
import { NAME_TAG_GAP_IN } from './boardStyle';
import { drawFigureBase, figureFacingRad } from './drawBase';
import { figureTagText } from './format';
import { useScreenSizedLabel } from './labelScale';
import { ANCHOR_TOP, NAME_TAG_STYLE } from './textStyles';
import { UNKNOWN_SIDE_COLOR, useSideColors } from './useSideColors';

export function FiguresLayer() {
  const scenario = useSkirmishStore((s) => s.scenario);
  const colors = useSideColors();
  if (!scenario) return null;
  return (
    <pixiContainer>
      <pixiContainer>
        {scenario.figures.map((f) => <FigureBase key={f.id} figure={f} color={colors.get(f.side) ?? UNKNOWN_SIDE_COLOR} />)}
      </pixiContainer>
      <pixiContainer>
        {scenario.figures.map((f) => <FigureTag key={f.id} figure={f} elevationIn={figureElevationIn(scenario, f)} />)}
      </pixiContainer>
    </pixiContainer>
  );
}

const FigureBase = memo(function FigureBase({ figure, color }: { figure: Figure; color: number }) {
  const draw = useCallback((g: Graphics) => drawFigureBase(g, figure, color), [figure, color]);
  return <pixiGraphics draw={draw} x={figure.x} y={figure.y} rotation={figureFacingRad(figure)} />;
});

const FigureTag = memo(function FigureTag({ figure, elevationIn }: { figure: Figure; elevationIn: number }) {
  const ref = useScreenSizedLabel();
  return (
    <pixiText
      ref={ref}
      text={figureTagText(figure.name, elevationIn)}
      x={figure.x}
      y={figure.y + baseHalfDepthIn(figure.base, figureFacingRad(figure)) + NAME_TAG_GAP_IN}
      anchor={ANCHOR_TOP}
      style={NAME_TAG_STYLE}
    />
  );
});
