/**
 * The step just taken's links over the figures (a volley's hit chain, BP-VOLLEY-4): arrows
 * figure to figure with the order number by each target (drawOutcomeLinks.ts), until the next step
 * (store/outcomeLinkSelectors.ts). Strokes are screen-sized, so it re-renders on pan and zoom, but
 * only while it has links to show (useOverlayZoom).
 */
import { useCallback, useMemo } from 'react';
import type { Graphics } from 'pixi.js';
import { selectOutcomeLinks } from '../store/outcomeLinkSelectors';
import { useSkirmishStore } from '../store/store';
import type { StoreState } from '../store/storeState';
import { drawOutcomeLinks, linkMarks } from './drawOutcomeLinks';
import { ANCHOR_CENTER, TOKEN_INITIALS_STYLE } from './textStyles';
import { useOverlayZoom } from './useOverlayZoom';

const hasLinks = (s: StoreState) => selectOutcomeLinks(s).length > 0;

export function OutcomeLinksLayer() {
  const links = useSkirmishStore(selectOutcomeLinks);
  const pxPerInch = useOverlayZoom(hasLinks);
  const draw = useCallback((g: Graphics) => drawOutcomeLinks(g, links, pxPerInch), [links, pxPerInch]);
  const labels = useMemo(() => links.flatMap((l) => {
    const m = linkMarks(l, pxPerInch);
    return m === null ? [] : [{ key: `${l.order}:${l.toFigureId}`, text: String(l.order), at: m.label }];
  }), [links, pxPerInch]);
  if (links.length === 0 || pxPerInch <= 0) return null;
  return (
    <pixiContainer>
      <pixiGraphics draw={draw} />
      {labels.map((l) => (
        <pixiText key={l.key} text={l.text} x={l.at.x} y={l.at.y} anchor={ANCHOR_CENTER} scale={1 / pxPerInch} style={TOKEN_INITIALS_STYLE} />
      ))}
    </pixiContainer>
  );
}
