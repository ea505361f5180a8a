/**
 * Two guards for the moment the page goes away:
 *   - while the game in progress is not saved (the last autosave failed: storage full, refused),
 *     the browser asks before leaving ("Leave site? Changes you made may not be saved"; browsers
 *     show their own words for this, the notice over the table says ours);
 *   - when the page is hidden for good (`pagehide`: a reload, a closed tab) with a write still under
 *     way, the store writes those games synchronously to localStorage (`flushNow`), since an
 *     IndexedDB write may not finish; the next start moves that copy into IndexedDB.
 */
import { useEffect } from 'react';
import { useSkirmishStore } from '../store/store';

export function useUnsavedGameGuard(): void {
  const unsaved = useSkirmishStore((s) => s.saveFailure !== null && s.saveFailure.gameId === s.game?.id);
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a value set to ask at all.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  useEffect(() => {
    const onPageHide = () => {
      useSkirmishStore.getState().flushNow();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);
}
