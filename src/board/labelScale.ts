/**
 * Labels that keep one size on screen at any zoom (name tags, terrain heights). They live in the world
 * container, which is scaled by the zoom, so each is scaled by 1 ÷ zoom: on a zoom the camera sets the
 * scale of every registered label directly, without React re-rendering anything. Panning touches none.
 * No Pixi import: a label is anything with a settable scale.
 */
import { createContext, useCallback, useContext } from 'react';

export interface Scalable {
  readonly scale: { set(x: number, y?: number): void };
}

export class LabelScaler {
  private readonly labels = new Set<Scalable>();
  private factor = 1;

  add(label: Scalable): void {
    this.labels.add(label);
    label.scale.set(this.factor);
  }

  remove(label: Scalable): void {
    this.labels.delete(label);
  }

  /** Called by the camera: labels are drawn at 1 ÷ `pxPerInch` so their pixels are CSS pixels. */
  setPxPerInch(pxPerInch: number): void {
    const factor = 1 / pxPerInch;
    if (factor === this.factor) return;
    this.factor = factor;
    for (const label of this.labels) label.scale.set(factor);
  }

  get count(): number {
    return this.labels.size;
  }
}

export const LabelScaleContext = createContext<LabelScaler | null>(null);

/** A ref callback that registers the label with the board's scaler while it is mounted. */
export function useScreenSizedLabel(): (label: Scalable | null) => (() => void) | undefined {
  const scaler = useContext(LabelScaleContext);
  return useCallback((label: Scalable | null) => {
    if (!label || !scaler) return undefined;
    scaler.add(label);
    return () => scaler.remove(label);
  }, [scaler]);
}
