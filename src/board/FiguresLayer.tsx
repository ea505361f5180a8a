/**
 * Figures: a memoised token per figure, and the name labels above all tokens (so a neighbour's token
 * never hides a name). A moved figure is a new object (immer), so only its token redraws; the others
 * keep their props and are skipped.
 *
 * A token is a container at the figure, scaled up by the token scaler so it is never smaller than
 * `MIN_TOKEN_PX` on screen (tokenScale.ts): its base in inches (side colour, facing arrowhead, inner
 * ring when mounted, a contrast ring when prone; squashed to half its depth when suppressed — laid
 * on its side, BP-DMG-1 —, greyed when out of action), then, in screen pixels, the status badges
 * (figureBadges.ts, drawBadges.ts) and the figure's initials. The names are laid out imperatively by
 * `FigureLabels` (figureLabels.ts: no two overlap, nor another label).
 */
import { createContext, memo, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { Container, Graphics } from 'pixi.js';
import type { Figure } from '../engine/model';
import { useSkirmishStore } from '../store/store';
import { CmTextContext } from './boardLengths';
import { drawTokenBadges } from './drawBadges';
import { drawFigureBase, figureFacingRad } from './drawBase';
import type { FigureBadge } from './figureBadges';
import { selectFigureBadges } from './figureBadges';
import { FigureLabels } from './figureLabels';
import { TerrainLabelPlacerContext } from './terrainLabelPlacement';
import { figureInitials } from './labelLayout';
import { OUT_OF_ACTION_FILL } from '../store/badgeGlyphs';
import { ANCHOR_CENTER, TOKEN_INITIALS_STYLE } from './textStyles';
import type { TokenScaler } from './tokenScale';
import { UNKNOWN_SIDE_COLOR, useSideColors } from './useSideColors';
import { selectScenario } from '../store/scenarioSelectors';

export const TokenScaleContext = createContext<TokenScaler | null>(null);

/** A suppressed figure's base, in its own frame: full width, half its depth (a model on its side). */
const LAID_ON_SIDE = { x: 1, y: 0.5 } as const;
const UPRIGHT = { x: 1, y: 1 } as const;
/** An out-of-action base is drawn faded as well as grey, so the table under it shows through. */
const OUT_ALPHA = 0.6;

export function FiguresLayer() {
  const scenario = useSkirmishStore(selectScenario);
  const badges = useSkirmishStore(selectFigureBadges);
  const colors = useSideColors();
  if (!scenario) return null;
  return (
    <pixiContainer>
      <pixiContainer>
        {scenario.figures.map((f) => (
          <FigureToken key={f.id} figure={f} color={colors.get(f.side) ?? UNKNOWN_SIDE_COLOR} badges={badges.get(f.id) ?? ''} />
        ))}
      </pixiContainer>
      <FigureNames />
    </pixiContainer>
  );
}

const FigureToken = memo(function FigureToken({ figure, color, badges }: { figure: Figure; color: number; badges: string }) {
  const tokens = useContext(TokenScaleContext);
  const bodyRef = useRef<Container>(null);
  const marksRef = useRef<Container>(null);
  const base = figure.base;
  useLayoutEffect(() => {
    const body = bodyRef.current;
    const marks = marksRef.current;
    if (!tokens || !body || !marks) return undefined;
    return tokens.add({ base, body, marks });
  }, [tokens, base]);
  const list = useMemo(() => (badges === '' ? [] : (badges.split(',') as FigureBadge[])), [badges]);
  const out = list.includes('out');
  const fill = out ? OUT_OF_ACTION_FILL : color;
  const drawBody = useCallback((g: Graphics) => drawFigureBase(g, figure, fill), [figure, fill]);
  const drawMarks = useCallback((g: Graphics) => drawTokenBadges(g, list), [list]);
  const initials = useMemo(() => figureInitials(figure.name), [figure.name]);
  return (
    <pixiContainer ref={bodyRef} x={figure.x} y={figure.y}>
      <pixiGraphics
        draw={drawBody} rotation={figureFacingRad(figure)} alpha={out ? OUT_ALPHA : 1}
        scale={list.includes('suppressed') ? LAID_ON_SIDE : UPRIGHT}
      />
      <pixiContainer ref={marksRef}>
        <pixiText text={initials} anchor={ANCHOR_CENTER} style={TOKEN_INITIALS_STYLE} />
        <pixiGraphics draw={drawMarks} />
      </pixiContainer>
    </pixiContainer>
  );
});

/** The name labels: one container whose Text children `FigureLabels` manages from the store. */
function FigureNames() {
  const ref = useRef<Container>(null);
  const labelsRef = useRef<FigureLabels | null>(null);
  const cmText = useContext(CmTextContext);
  const terrainLabels = useContext(TerrainLabelPlacerContext);
  useEffect(() => {
    const layer = ref.current;
    if (!layer) return undefined;
    const labels = new FigureLabels(layer, terrainLabels);
    labelsRef.current = labels;
    labels.update(useSkirmishStore.getState());
    const unsubscribe = useSkirmishStore.subscribe((s) => labels.update(s));
    return () => {
      unsubscribe();
      labels.destroy();
      labelsRef.current = null;
    };
  }, [terrainLabels]);
  // The language's cm words (a game in cm writes an elevation `▲7.6 cm`): lay out again with them.
  useEffect(() => {
    labelsRef.current?.setCmText(cmText);
    labelsRef.current?.update(useSkirmishStore.getState());
  }, [cmText]);
  return <pixiContainer ref={ref} />;
}
