import type { LoadFailure } from '../store/sessionSlice';

/** A load failure marked as a save file's by whoever loaded it (an import, a saved game, the replay viewer). */
export type SaveLoadFailure = LoadFailure & { readonly kind: 'save' };

/** Mark a failure as a save file's, so the panel says "saved game" even when nothing in it shows that (a file too large to read). */
export const asSaveFailure = (failure: LoadFailure): SaveLoadFailure => ({ ...failure, kind: 'save' });
