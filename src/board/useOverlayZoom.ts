/**
 * The zoom (CSS px per inch) for an overlay whose stroke widths are in screen pixels. It is 0 while the
 * overlay has nothing to show, so pan and zoom re-render an overlay only while it is on screen.
 */
import type { StoreState } from '../store/storeState';
import { useSkirmishStore } from '../store/store';

export function useOverlayZoom(isShowing: (s: StoreState) => boolean): number {
  return useSkirmishStore((s) => (isShowing(s) ? s.camera.pxPerInch : 0));
}
