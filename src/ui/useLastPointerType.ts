/**
 * The type of the pointer that last pressed anywhere on the page ('mouse', 'pen' or 'touch'), from a
 * capturing `pointerdown` listener on the window: the drag readout keeps clear of a finger and the
 * touch Drop / Cancel pair shows only for a touch drag. Read at render time (a drag starts with a
 * press, so the value is current whenever a drag is shown); no state, no re-render of its own.
 */
import { useEffect } from 'react';

let lastType: string = 'mouse';
let listeners = 0;
const onDown = (e: PointerEvent): void => {
  lastType = e.pointerType || 'mouse';
};

export function useLastPointerTypeTracking(): void {
  useEffect(() => {
    if (listeners++ === 0) window.addEventListener('pointerdown', onDown, { capture: true, passive: true });
    return () => {
      if (--listeners === 0) window.removeEventListener('pointerdown', onDown, { capture: true });
    };
  }, []);
}

/** Whether the last press was a finger. */
export const lastPressWasTouch = (): boolean => lastType === 'touch';
