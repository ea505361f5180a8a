/**
 * For tests that render the layout or the side panel: fetch the UI's chunks (ui/deferredUi.tsx) and
 * mark the first screen up, so what the app mounts after the first board renders at once, as in the
 * app once its chunks have come. Call in `beforeAll`.
 */
import { markFirstScreenShown } from '../../store/firstScreen';
import { preloadDeferredUi } from '../deferredUi';

export async function loadDeferredUi(): Promise<void> {
  await preloadDeferredUi();
  markFirstScreenShown();
}
