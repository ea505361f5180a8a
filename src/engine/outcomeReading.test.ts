/**
 * The read loop and the helpers every ruleset's outcome reader is built from (outcomeReading.ts),
 * on made-up events: a reader of a toy ruleset whose rolls pass at 4+.
 */
import { describe, expect, it } from 'vitest';
import type { RollReading } from './outcomeTypes';
import {
  faceSum, outcomeWords, paramNumber, paramString, readEntryEvents, rollFacesPart, rollTotalPart, signedModifier, verdictTone,
} from './outcomeReading';
import type { EntryEventReaders } from './outcomeReading';
import type { GameEvent, RollEvent } from './state';

const roll = (purpose: string, faces: number[], figureIds: string[] = ['a']): RollEvent => ({ type: 'roll', sides: 6, faces, purpose, ruleId: 'T-1', figureIds });
const { word, step } = outcomeWords('results.toy.');

const reading = (total: number, verdict: RollReading['verdict']): RollReading => ({ total, modifier: null, against: 4, verdict, meaning: word(verdict ?? 'none', { total }) });

/** The toy reader: `toy.test` passes at 4+, `toy.told` is told by the events after it, `toy.other` is not read. */
const toy: EntryEventReaders = {
  roll: (r) => (r.purpose === 'toy.other' ? null : reading(faceSum(r.faces), r.purpose === 'toy.told' ? null : faceSum(r.faces) >= 4 ? 'passed' : 'failed')),
  rollPart: (r, e) => (e.purpose === 'toy.told' ? null : rollFacesPart(r, e)),
  eventPart: (e) => (e.type === 'toy.fell' ? step('falls', { figureId: paramString(e.params?.figureId) }, 'bad') : null),
};

describe('readEntryEvents: the read loop over an entry', () => {
  const events: GameEvent[] = [
    roll('toy.test', [5]),
    { type: 'toy.fell', params: { figureId: 'b', fromFigureId: 'c', note: 'x' } },
    roll('toy.told', [2], ['a', 'd']),
    { type: 'toy.quiet', figureIds: ['e'] },
    roll('toy.other', [1]),
    roll('toy.test', [1, 2]),
  ];
  const r = readEntryEvents(events, toy);

  it("gives each event's slot its roll's reading, null for a non-roll event and for a roll the ruleset does not read", () => {
    expect(r.rolls).toHaveLength(events.length);
    expect(r.rolls.map((x) => x?.verdict ?? 'null')).toEqual(['passed', 'null', 'null', 'null', 'null', 'failed']);
    expect(r.rolls[2]).toMatchObject({ total: 2, verdict: null });
    expect(r.rolls[4]).toBeNull();
  });

  it('lists the steps in event order, leaving out those the ruleset says nothing for', () => {
    expect(r.parts.map((p) => p.word.key)).toEqual(['results.toy.passed', 'results.toy.falls', 'results.toy.failed']);
    expect(r.parts.map((p) => p.tone)).toEqual(['good', 'bad', 'bad']);
    expect(r.parts[2]).toEqual({ word: word('failed', { total: 3 }), face: null, faces: [1, 2], tone: 'bad' });
  });

  it('names every figure once: the figureIds and the figureId / …FigureId params, not other params', () => {
    expect(r.figureIds).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(r).not.toHaveProperty('links');
  });

  it('hands the roll reader the roll with the whole entry and its index (to read the events around it)', () => {
    const seen: [string, number, number][] = [];
    readEntryEvents(events, { ...toy, roll: (e, all, i) => { seen.push([e.purpose, all.length, i]); return null; } });
    expect(seen).toEqual([['toy.test', 6, 0], ['toy.told', 6, 2], ['toy.other', 6, 4], ['toy.test', 6, 5]]);
  });

  it('reads an empty entry as nothing to report', () => {
    expect(readEntryEvents([], toy)).toEqual({ rolls: [], parts: [], figureIds: [] });
  });
});

describe('the steps a read roll makes and their tone', () => {
  it('verdictTone: passed good, failed bad, no verdict info', () => {
    expect([verdictTone(reading(5, 'passed')), verdictTone(reading(2, 'failed')), verdictTone(reading(3, null))]).toEqual(['good', 'bad', 'info']);
  });
  it('rollTotalPart puts the number compared as the face; rollFacesPart the roll\'s own dice', () => {
    expect(rollTotalPart(reading(7, null))).toEqual({ word: word('none', { total: 7 }), face: 7, tone: 'info' });
    expect(rollFacesPart(reading(7, 'passed'), roll('toy.test', [3, 4]))).toEqual({ word: word('passed', { total: 7 }), face: null, faces: [3, 4], tone: 'good' });
  });
});

describe('words and params', () => {
  it("outcomeWords: keys under the ruleset's prefix; a step has no face and is info unless told", () => {
    expect(word('hit')).toEqual({ key: 'results.toy.hit', params: {} });
    expect(step('hit', { n: 1 })).toEqual({ word: { key: 'results.toy.hit', params: { n: 1 } }, face: null, tone: 'info' });
    expect(step('won', {}, 'good', 6)).toEqual({ word: { key: 'results.toy.won', params: {} }, face: 6, tone: 'good' });
  });
  it('paramNumber / paramString: the value of that type, else the fallback (0, or the one given) or the empty string', () => {
    expect([paramNumber(3), paramNumber(undefined), paramNumber('3'), paramNumber(null, 9), paramNumber(0, 9)]).toEqual([3, 0, 0, 9, 0]);
    expect([paramString('a'), paramString(undefined), paramString(3)]).toEqual(['a', '', '']);
  });
  it('signedModifier prints the sign (a true minus sign); faceSum adds the faces', () => {
    expect([signedModifier(3), signedModifier(0), signedModifier(-1)]).toEqual(['+3', '+0', '\u22121']);
    expect([faceSum([]), faceSum([1, 2, 6])]).toEqual([0, 9]);
  });
});
