/**
 * Keep the renderer and the store's viewport at the size of the board's element (ResizeObserver), and
 * fit the table to the view on the first size and whenever a scenario with a new id is loaded.
 */
import { useEffect } from 'react';
import type { RefObject } from 'react';
import type { Application } from 'pixi.js';
import { useSkirmishStore } from '../store/store';

export function useViewportSync(hostRef: RefObject<HTMLElement | null>, app: Application | null): void {
  useEffect(() => {
    const host = hostRef.current;
    if (!host || !app) return;
    let sized = false;
    let fittedId: string | null = null;
    const fitIfNew = (): void => {
      const s = useSkirmishStore.getState();
      const id = s.scenario?.id ?? null;
      if (!sized || id === null || id === fittedId) return;
      fittedId = id;
      s.fitTable();
    };
    const observer = new ResizeObserver((entries) => {
      const rect = entries[entries.length - 1]?.contentRect;
      if (!rect) return;
      const widthPx = Math.max(1, Math.floor(rect.width));
      const heightPx = Math.max(1, Math.floor(rect.height));
      // Browser zoom changes both the CSS size and the device pixel ratio: keep the canvas sharp.
      app.renderer.resize(widthPx, heightPx, window.devicePixelRatio || 1);
      useSkirmishStore.getState().setViewport({ widthPx, heightPx });
      sized = true;
      fitIfNew();
      // Draw the new size now rather than on the next tick, so a resize never shows a stretched frame.
      app.render();
    });
    observer.observe(host);
    const unsubscribe = useSkirmishStore.subscribe((state, prev) => {
      if (state.scenario?.id !== prev.scenario?.id) fitIfNew();
    });
    return () => {
      observer.disconnect();
      unsubscribe();
    };
  }, [hostRef, app]);
}
