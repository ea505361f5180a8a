/**
 * The reader of an applied action's events, per game: the ruleset's own (`Ruleset.outcome`,
 * engine/outcomeTypes.ts), found in the store's registry, so the store imports no ruleset. A
 * ruleset without one (the free table), or one not installed, reads as nothing to report: its
 * rolls keep their plain totals.
 */
import type { EntryReading, OutcomeReader } from '../engine/outcomeTypes';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { GameEvent } from '../engine/state';

export type { EntryReading, OutcomePart, OutcomeReader, OutcomeWord, RollReading } from '../engine/outcomeTypes';

const NONE: EntryReading = { rolls: [], parts: [], figureIds: [] };
const nothing: OutcomeReader = { read: () => NONE };

export const outcomeReaderOf = (registry: RulesetRegistry, rulesetId: string): OutcomeReader => registry.get(rulesetId)?.outcome ?? nothing;

/** Entries already read (an entry is never edited in place), per ruleset id. */
const readCache = new WeakMap<readonly GameEvent[], { readonly rulesetId: string; readonly reading: EntryReading }>();

/** The reading of one entry's events, read once; a throwing reader reads as nothing. */
export function readEntry(registry: RulesetRegistry, rulesetId: string, events: readonly GameEvent[]): EntryReading {
  const hit = readCache.get(events);
  if (hit !== undefined && hit.rulesetId === rulesetId) return hit.reading;
  let reading: EntryReading;
  try {
    reading = outcomeReaderOf(registry, rulesetId).read(events);
  } catch {
    reading = NONE;
  }
  readCache.set(events, { rulesetId, reading });
  return reading;
}
