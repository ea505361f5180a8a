/**
 * What every ruleset's outcome reader (rules/<id>/outcome/) is built from, written once: the read
 * loop over an applied action's events (`readEntryEvents`: each roll's reading in the event's
 * slot, the steps in order, every figure the events name), the steps a read roll makes, the words
 * of a ruleset's `results.<id>.` keys, and the plain readers of event params. The ruleset gives the
 * readings and steps themselves, by its own rules; nothing here knows a purpose or an event type.
 */
import { eventFigureIds } from './eventFigureIds';
import type { JsonValue } from './json';
import type { EntryReading, OutcomePart, OutcomeWord, RollReading } from './outcomeTypes';
import type { GameEvent, RollEvent } from './state';
import { isRollEvent } from './state';

export type OutcomeParams = OutcomeWord['params'];
export type OutcomeTone = OutcomePart['tone'];

/** A number param, or `fallback` (0) when it is absent or not a number. */
export const paramNumber = (v: JsonValue | undefined, fallback = 0): number => (typeof v === 'number' ? v : fallback);
/** A string param, or '' when it is absent or not a string. */
export const paramString = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');
/** A modifier with its sign, as the dice line prints it ("+3", "−1"). */
export const signedModifier = (n: number): string => (n < 0 ? `\u2212${-n}` : `+${n}`);
/** The sum of the faces. */
export const faceSum = (faces: readonly number[]): number => faces.reduce((a, b) => a + b, 0);

/** A ruleset's words under its key prefix (`results.lotow.`): `word`, and `step` (a step with no face, 'info' unless told). */
export function outcomeWords(prefix: string): {
  readonly word: (key: string, params?: OutcomeParams) => OutcomeWord;
  readonly step: (key: string, params?: OutcomeParams, tone?: OutcomeTone, face?: number | null) => OutcomePart;
} {
  const word = (key: string, params: OutcomeParams = {}): OutcomeWord => ({ key: prefix + key, params });
  const step = (key: string, params: OutcomeParams = {}, tone: OutcomeTone = 'info', face: number | null = null): OutcomePart => ({ word: word(key, params), face, tone });
  return { word, step };
}

/** A reading's tone: passed good, failed bad, no verdict info. */
export const verdictTone = (r: RollReading): OutcomeTone => (r.verdict === 'passed' ? 'good' : r.verdict === 'failed' ? 'bad' : 'info');

/** A read roll as a step with the number it compared (`face`: the reading's total). */
export const rollTotalPart = (r: RollReading): OutcomePart => ({ word: r.meaning, face: r.total, tone: verdictTone(r) });

/** A read roll as a step with its dice (`faces`: the roll's own). */
export const rollFacesPart = (r: RollReading, roll: RollEvent): OutcomePart => ({ word: r.meaning, face: null, faces: roll.faces, tone: verdictTone(r) });

/** What a ruleset reads: its rolls (with the events around them), the step a read roll makes, and its other events. */
export interface EntryEventReaders {
  /** The reading of the roll `roll` (= `events[i]`), or null when it has nothing to say. */
  readonly roll: (roll: RollEvent, events: readonly GameEvent[], i: number) => RollReading | null;
  /** The step a read roll makes, or null when the events after it tell it. */
  readonly rollPart: (reading: RollReading, roll: RollEvent) => OutcomePart | null;
  /** A non-roll event's step, or null when it adds nothing. */
  readonly eventPart: (e: GameEvent) => OutcomePart | null;
}

/** Read an applied action's events in order with a ruleset's readers (no `links`: a ruleset adds its own). */
export function readEntryEvents(events: readonly GameEvent[], readers: EntryEventReaders): EntryReading {
  const rolls: (RollReading | null)[] = [];
  const parts: OutcomePart[] = [];
  const figureIds = new Set<string>();
  events.forEach((e, i) => {
    for (const id of eventFigureIds(e)) figureIds.add(id);
    if (isRollEvent(e)) {
      const r = readers.roll(e, events, i);
      rolls.push(r);
      const part = r === null ? null : readers.rollPart(r, e);
      if (part !== null) parts.push(part);
      return;
    }
    rolls.push(null);
    const part = readers.eventPart(e);
    if (part !== null) parts.push(part);
  });
  return { rolls, parts, figureIds: [...figureIds] };
}
