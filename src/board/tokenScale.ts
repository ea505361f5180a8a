/**
 * Tokens that read at any zoom: a figure's base is drawn to scale, but never smaller on screen than
 * `MIN_TOKEN_PX` across its narrower side (a 25 mm base is ≈ 12 px at the fit zoom of a 48″ table on
 * 1280×800). Below that size the token is scaled up about its centre by `tokenScaleFactor`; the hit
 * test (hitTest.ts), the selection ring and the drag ghost use the same factor, so what is drawn is
 * what can be pressed. The badges and the initials on a token are screen-sized (CSS px) and sit
 * within the minimum size.
 *
 * On a zoom the camera sets every registered token's scale directly (as `LabelScaler` does for the
 * labels), without React re-rendering anything. No Pixi import.
 */
import type { BaseShape } from '../engine/model';
import { baseExtents } from './baseGeometry';
import type { Scalable } from './labelScale';

/** The least a token measures on screen across its narrower side, CSS px. */
export const MIN_TOKEN_PX = 22;

/** How much a base is scaled up at `pxPerInch` so that it is at least `MIN_TOKEN_PX` across (≥ 1). */
export function tokenScaleFactor(base: BaseShape, pxPerInch: number): number {
  const { halfWidthIn, halfLengthIn } = baseExtents(base);
  const narrowPx = 2 * Math.min(halfWidthIn, halfLengthIn) * pxPerInch;
  return narrowPx >= MIN_TOKEN_PX || narrowPx <= 0 ? 1 : MIN_TOKEN_PX / narrowPx;
}

interface Token {
  readonly base: BaseShape;
  /** Placed at the figure and drawn in inches: scaled by the factor. */
  readonly body: Scalable;
  /** Badges and initials in CSS px: scaled by 1 ÷ (zoom × factor). */
  readonly marks: Scalable;
}

export class TokenScaler {
  private readonly tokens = new Set<Token>();
  private pxPerInch = 1;

  add(token: Token): () => void {
    this.tokens.add(token);
    this.apply(token);
    return () => this.tokens.delete(token);
  }

  private apply(t: Token): void {
    const k = tokenScaleFactor(t.base, this.pxPerInch);
    t.body.scale.set(k);
    t.marks.scale.set(1 / (this.pxPerInch * k));
  }

  setPxPerInch(pxPerInch: number): void {
    if (pxPerInch === this.pxPerInch) return;
    this.pxPerInch = pxPerInch;
    for (const t of this.tokens) this.apply(t);
  }

  get count(): number {
    return this.tokens.size;
  }
}
