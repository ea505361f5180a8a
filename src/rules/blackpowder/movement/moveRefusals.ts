/**
 * The movement refusals of the black-powder ruleset, each an engine `Refusal` (reasonKey, ruleId,
 * English words ending with the rule ID) wrapped as `Refused` (`{ ok: false, refusal }`, the shape
 * damage/refused.ts uses too, written here because movement imports only profile/ and cover/), so the
 * flow's `check` can hand `r.refusal` on unchanged. Every distance travels twice in the params:
 * inches (the core's unit, 9 decimals) and centimetres (what a player of this ruleset reads: one
 * decimal, more only where a length and the limit it broke would read alike, `cmApart`); the
 * English words say the same centimetres.
 *
 * Reason keys (`blackpowder.move.*`) and their params are listed in CONTEXT.md; the locale files
 * are not ours to edit.
 */
import { decimalsApart, inchParam } from '../../../engine/inchesApart';
import type { JsonValue } from '../../../engine/json';
import { CM_PER_INCH } from '../../../geometry/units';
import type { Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';

/** A refusal as data. */
export interface Refused {
  readonly ok: false;
  readonly refusal: Refusal;
}

const refused = (reasonKey: string, ruleId: string, words: string, params?: Readonly<Record<string, JsonValue>>): Refused =>
  ({ ok: false, refusal: refusal(reasonKey, ruleId, words, params) });

/** A length in centimetres for a refusal's params (from inches, 9 decimals). */
export const cmParam = (inches: number): number => Math.round(inches * CM_PER_INCH * 1e9) / 1e9;

/**
 * Lengths in inches as centimetres for a refusal's params and words: one decimal (`28.100284873` →
 * `28.1`), with the fewest more digits that tell two different lengths apart (a cost just past its
 * limit: `20.00001` against `20`), so the words never say a move costs what it may.
 */
export function cmApart(inches: readonly number[]): number[] {
  const cm = inches.map((v) => v * CM_PER_INCH);
  const decimals = decimalsApart(cm);
  return cm.map((v, i) => {
    const r = Number(v.toFixed(decimals[i]));
    return Object.is(r, -0) ? 0 : r;
  });
}

/** `{ <name>In, <name>Cm }` for one length in inches (`cm`: its centimetres as printed, else one decimal). */
export function lengthParams(name: string, inches: number, cm: number = cmApart([inches])[0]!): Record<string, JsonValue> {
  return { [`${name}In`]: inchParam(inches), [`${name}Cm`]: cm };
}

/** English words for a length in centimetres as `cmApart` prints it: `10.2 cm`. */
export const cmWords = (cm: number): string => `${cm} cm`;

/** BP-GAP-11: a Suppressed fighter may only crawl (params: `mode`). */
export const suppressedCrawlOnly = (mode: string): Refused =>
  refused('blackpowder.move.suppressedCrawlOnly', 'BP-GAP-11', `a Suppressed fighter may only crawl, not ${mode}`, { mode });

/** BP-GAP-11: crawling is what a Suppressed fighter does; a fighter on its feet moves. */
export const crawlNotSuppressed = (): Refused =>
  refused('blackpowder.move.crawlNotSuppressed', 'BP-GAP-11', 'only a Suppressed fighter crawls; this one may move or run');

/** BP-GAP-04: the figure to move is not on the table. */
export const unknownFigure = (figureId: string): Refused =>
  refused('blackpowder.move.unknownFigure', 'BP-GAP-04', `no figure ${figureId} on the table`, { figureId });

/** BP-GAP-04: a move needs at least one point to go to. */
export const noPath = (): Refused => refused('blackpowder.move.noPath', 'BP-GAP-04', 'the move has no path');

/** The allowance is exceeded (ruleId: the rule that set the allowance); every cm to one decimal, the cost and the limit apart. */
export function tooFar(ruleId: string, lengthIn: number, crossIn: number, maxIn: number): Refused {
  const costIn = lengthIn + crossIn;
  const [costCm, maxCm] = cmApart([costIn, maxIn]) as [number, number];
  const [lengthCm] = cmApart([lengthIn]) as [number];
  const [crossCm] = cmApart([crossIn]) as [number];
  const words = crossIn > 0
    ? `the move costs ${cmWords(costCm)} (${cmWords(lengthCm)} walked + ${cmWords(crossCm)} crossing obstacles); at most ${cmWords(maxCm)}`
    : `the move is ${cmWords(costCm)}; at most ${cmWords(maxCm)}`;
  return refused('blackpowder.move.tooFar', ruleId, words, {
    ...lengthParams('length', lengthIn, lengthCm), ...lengthParams('cross', crossIn, crossCm), ...lengthParams('cost', costIn, costCm), ...lengthParams('max', maxIn, maxCm),
  });
}

/** BP-GAP-04: cavalry cannot cross a level-2 or level-3 obstacle. */
export const cavalryBarred = (pieceId: string, pieceName: string, level: 2 | 3): Refused =>
  refused('blackpowder.move.cavalryBarred', 'BP-GAP-04', `cavalry cannot cross ${pieceName}: a level-${level} obstacle`, { pieceId, pieceName, level });

/** BP-GAP-04: no fighter moves through an impassable piece. */
export const impassable = (pieceId: string, pieceName: string): Refused =>
  refused('blackpowder.move.impassable', 'BP-GAP-04', `the way runs through ${pieceName}, which is impassable`, { pieceId, pieceName });

/** BP-GAP-04: the move would end (partly) off the table. */
export const offTable = (): Refused => refused('blackpowder.move.offTable', 'BP-GAP-04', 'the move would end off the table');

/** BP-GAP-04: the move would end on another figure's base. */
export const endsOnFigure = (figureId: string, figureName: string): Refused =>
  refused('blackpowder.move.endsOnFigure', 'BP-GAP-04', `the move would end on ${figureName}`, { figureId, figureName });

/** BP-GAP-04: a charge must end in base contact with an enemy. */
export const chargeNoContact = (): Refused =>
  refused('blackpowder.move.chargeNoContact', 'BP-GAP-04', 'a charge must end in base contact with an enemy');
