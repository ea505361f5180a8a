/**
 * A refusal as data: `{ ok: false, refusal }`, the engine's own `Refusal` (reasonKey for the words,
 * ruleId, message ending with the rule ID) in the shape `applyAction` refuses with, so a family's
 * `check` can hand `r.refusal` on unchanged.
 */
import type { JsonValue } from '../../../engine/json';
import type { Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';

export interface Refused {
  readonly ok: false;
  readonly refusal: Refusal;
}

export function refused(reasonKey: string, ruleId: string, words: string, params?: Readonly<Record<string, JsonValue>>): Refused {
  return { ok: false, refusal: refusal(reasonKey, ruleId, words, params) };
}

/** Ids given as a set or as a JSON array (flow state keeps arrays). */
export type IdSet = ReadonlySet<string> | readonly string[];

export const idSetHas = (ids: IdSet | undefined, id: string): boolean =>
  ids === undefined ? false : ids instanceof Set ? ids.has(id) : (ids as readonly string[]).includes(id);
