/**
 * Keep the renderer and the store's viewport at the size of the board's element (ResizeObserver on
 * the board cell's host), and fit the table to the view on the first size, whenever a scenario with a
 * new id is loaded, and after every change of the cell's size (the side panel growing, a notice or the
 * replay bar opening, a language with longer words) as long as the table was fitted before it: a
 * player who panned or zoomed keeps the view (issue 13, bug 11). "Fitted" is read from the camera
 * itself (`cameraIsFitted`), so Fit table turns refitting back on and no flag has to be kept.
 */
import { useEffect } from 'react';
import type { RefObject } from 'react';
import type { Application } from 'pixi.js';
import { cameraIsFitted } from '../store/camera';
import { useSkirmishStore } from '../store/store';
import { selectScenario } from '../store/scenarioSelectors';

export function useViewportSync(hostRef: RefObject<HTMLElement | null>, app: Application | null): void {
  useEffect(() => {
    const host = hostRef.current;
    if (!host || !app) return;
    let sized = false;
    let fittedId: string | null = null;
    let refitAfterDrag = false;
    const fitIfNew = (): void => {
      const s = useSkirmishStore.getState();
      const id = selectScenario(s)?.id ?? null;
      if (!sized || id === null || id === fittedId) return;
      fittedId = id;
      s.fitTable();
    };
    const observer = new ResizeObserver((entries) => {
      const rect = entries[entries.length - 1]?.contentRect;
      if (!rect) return;
      const widthPx = Math.max(1, Math.floor(rect.width));
      const heightPx = Math.max(1, Math.floor(rect.height));
      const before = useSkirmishStore.getState();
      if (sized && before.viewport.widthPx === widthPx && before.viewport.heightPx === heightPx) return;
      // Was the table fitted to the old size? Then it is fitted to the new one too.
      const table = selectScenario(before)?.table;
      const refit = sized && table !== undefined && cameraIsFitted(before.camera, table, before.viewport);
      // Browser zoom changes both the CSS size and the device pixel ratio: keep the canvas sharp.
      app.renderer.resize(widthPx, heightPx, window.devicePixelRatio || 1);
      useSkirmishStore.getState().setViewport({ widthPx, heightPx });
      sized = true;
      // Never refit under a drag: the figure would jump away from the pointer. Refit when it ends.
      if (refit && useSkirmishStore.getState().drag !== null) refitAfterDrag = true;
      else if (refit) useSkirmishStore.getState().fitTable();
      else fitIfNew();
      // Draw the new size now rather than on the next tick, so a resize never shows a stretched frame.
      app.render();
    });
    observer.observe(host);
    const unsubscribe = useSkirmishStore.subscribe((state, prev) => {
      if (selectScenario(state)?.id !== selectScenario(prev)?.id) fitIfNew();
      if (refitAfterDrag && state.drag === null && prev.drag !== null) {
        refitAfterDrag = false;
        state.fitTable();
      }
    });
    return () => {
      observer.disconnect();
      unsubscribe();
    };
  }, [hostRef, app]);
}
