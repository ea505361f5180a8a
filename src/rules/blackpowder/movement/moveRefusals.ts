/**
 * The movement refusals of the black-powder ruleset, each an engine `Refusal` (reasonKey, ruleId,
 * English words ending with the rule ID) wrapped as `Refused` (`{ ok: false, refusal }`, the shape
 * damage/refused.ts uses too, written here because movement imports only profile/ and cover/), so the
 * flow's `check` can hand `r.refusal` on unchanged. Every distance travels twice in the params:
 * inches (the core's unit, 9 decimals) and centimetres (what a player of this ruleset reads).
 *
 * Reason keys (`blackpowder.move.*`) and their params are listed in CONTEXT.md; the locale files
 * are not ours to edit.
 */
import { inchParam, inchesApart } from '../../../engine/inchesApart';
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

/** `{ <name>In, <name>Cm }` for one length in inches. */
export function lengthParams(name: string, inches: number): Record<string, JsonValue> {
  return { [`${name}In`]: inchParam(inches), [`${name}Cm`]: cmParam(inches) };
}

/** English words for a length: `10.2 cm (4″)`. */
export function cmWords(inches: number, apartFrom: readonly number[] = []): string {
  const printed = inchesApart([inches, ...apartFrom])[0]!;
  return `${Number((inches * CM_PER_INCH).toFixed(1))} cm (${printed})`;
}

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

/** The allowance is exceeded (ruleId: the rule that set the allowance). */
export function tooFar(ruleId: string, lengthIn: number, crossIn: number, maxIn: number): Refused {
  const costIn = lengthIn + crossIn;
  const words = crossIn > 0
    ? `the move costs ${cmWords(costIn, [maxIn])} (${cmWords(lengthIn)} walked + ${cmWords(crossIn)} crossing obstacles); at most ${cmWords(maxIn, [costIn])}`
    : `the move is ${cmWords(costIn, [maxIn])}; at most ${cmWords(maxIn, [costIn])}`;
  return refused('blackpowder.move.tooFar', ruleId, words, {
    ...lengthParams('length', lengthIn), ...lengthParams('cross', crossIn), ...lengthParams('cost', costIn), ...lengthParams('max', maxIn),
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
