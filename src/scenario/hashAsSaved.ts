/**
 * The hash of a replayed game as the build that saved it computed it.
 *
 * A save records every option its build knew (engine/saveFile.ts writes the resolved options), and
 * its `stateHash` covers them. An option added since (`OptionSpec.legacyDefault`, filled in by
 * `optionsOfSave` so the old game replays under its old behaviour) is in the replayed state's
 * `options` but was not in the saving build's state: the hash is compared over the options the
 * file names. Everything else in the state must be identical, so a rule change that alters what an
 * old step did is still caught (`hashMismatch`). A file whose hash covers the full options (this
 * build's saves, or a hand-edited file) matches the plain hash first.
 */
import type { GameState } from '../engine/state';
import { stateHash } from '../engine/stateHash';

/** `stateHash(state)` if it equals `expected`, else the hash with `options` cut down to the keys the file names. */
export function hashAsSaved(state: GameState, fileOptions: Readonly<Record<string, unknown>>, expected: string): string {
  const full = stateHash(state);
  if (full === expected) return full;
  const named = Object.fromEntries(Object.entries(state.options).filter(([k]) => Object.prototype.hasOwnProperty.call(fileOptions, k)));
  if (Object.keys(named).length === Object.keys(state.options).length) return full;
  return stateHash({ ...state, options: named });
}
