/**
 * Each ruleset's reader of an applied action's events (rules/<id>/outcome): the outcome steps, each
 * roll's verdict, the figures a roll is for, and the name of a figure the scenario never listed (a
 * LOTOW riderless mount, `<rider>~mount`, made and removed in play). A ruleset without one (the free
 * table) reads as nothing to report: its rolls keep their plain total.
 */
import type { Figure } from '../engine/model';
import type { GameEvent, RollEvent } from '../engine/state';
import { riderlessMountFigure, MOUNT_ID_SUFFIX } from '../rules/lotow/mounts/mountModel';
import { lotowRollFigureIds, readLotowEvents } from '../rules/lotow/outcome/lotowOutcome';
import type { EntryReading } from '../engine/outcomeTypes';
import { readSbhEvents } from '../rules/sbh/outcome/sbhOutcome';

export type { EntryReading, OutcomePart, OutcomeWord, RollReading } from '../engine/outcomeTypes';

export interface OutcomeReader {
  readonly read: (events: readonly GameEvent[]) => EntryReading;
  /** The figures the dice log names for a roll (default: its `figureIds`). */
  readonly rollFigureIds?: (roll: RollEvent) => readonly string[];
  /** A name for an id no scenario of the game lists, from the figures it does (`find`), or undefined. */
  readonly nameOfUnlisted?: (id: string, find: (id: string) => Figure | undefined) => string | undefined;
}

const lotowReader: OutcomeReader = {
  read: readLotowEvents,
  rollFigureIds: lotowRollFigureIds,
  nameOfUnlisted: (id, find) => {
    if (!id.endsWith(MOUNT_ID_SUFFIX)) return undefined;
    const rider = find(id.slice(0, -MOUNT_ID_SUFFIX.length));
    return rider === undefined ? undefined : riderlessMountFigure(rider).name;
  },
};

const READERS: Readonly<Record<string, OutcomeReader>> = {
  lotow: lotowReader,
  sbh: { read: readSbhEvents },
};

const NONE: EntryReading = { rolls: [], parts: [], figureIds: [] };
const nothing: OutcomeReader = { read: () => NONE };

export const outcomeReaderOf = (rulesetId: string): OutcomeReader => READERS[rulesetId] ?? nothing;

/** Entries already read (an entry is never edited in place), per ruleset id. */
const readCache = new WeakMap<readonly GameEvent[], { readonly rulesetId: string; readonly reading: EntryReading }>();

/** The reading of one entry's events, read once. */
export function readEntry(rulesetId: string, events: readonly GameEvent[]): EntryReading {
  const hit = readCache.get(events);
  if (hit !== undefined && hit.rulesetId === rulesetId) return hit.reading;
  let reading: EntryReading;
  try {
    reading = outcomeReaderOf(rulesetId).read(events);
  } catch {
    reading = NONE;
  }
  readCache.set(events, { rulesetId, reading });
  return reading;
}
