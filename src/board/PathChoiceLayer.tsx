/**
 * The selected piece's path choice (the black-powder reaction's point on the enemy's move): the
 * mover's path, the stretches where the rules allow the point, the previewed point. It reads
 * `selectPathChoice` (memoised per state and piece) and the mark (the preview's point), so it
 * redraws when either changes, and on pan/zoom only while a choice shows (screen-pixel widths).
 * A click or tap on it is the input controller's (`pickPathPoint`).
 */
import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import { selectPathChoice, selectPathChoiceMark } from '../store/pathChoiceSelectors';
import { useSkirmishStore } from '../store/store';
import type { StoreState } from '../store/storeState';
import { drawPathChoice } from './drawPathChoice';
import { useOverlayZoom } from './useOverlayZoom';

const showing = (s: StoreState) => selectPathChoice(s) !== null;

export function PathChoiceLayer() {
  const view = useSkirmishStore(selectPathChoice);
  const mark = useSkirmishStore(selectPathChoiceMark);
  const pxPerInch = useOverlayZoom(showing);
  const draw = useCallback((g: Graphics) => {
    g.clear();
    if (view !== null) drawPathChoice(g, view, mark, pxPerInch);
  }, [view, mark, pxPerInch]);
  return <pixiGraphics draw={draw} />;
}
