/**
 * Scenario load problems in the player's language. The scenario module gives each problem a code,
 * parameters and an English message. A known code is translated with its parameters; when they are
 * missing, English keeps the loader's own message (it says more than a generic line) and other
 * languages use the code's plain wording. Unknown codes show the message as is.
 */
import type { i18n as I18n } from 'i18next';
import { problemParams, translateFirst } from './translate';
import type { TextParams } from './translate';

/** The shape `src/scenario` reports, kept structural here so the UI reads any problem safely. */
export interface ProblemLike {
  readonly path: string;
  readonly code: string;
  readonly message: string;
  readonly params?: TextParams;
}

/**
 * Codes with a translation, `problem.<code>`, and `problem.<code>Plain` where the text has parameters.
 * Parameters expected: overlapsFigure {figureName}, insideImpassable {pieceName}, unknownSide /
 * unknownPiece / duplicateId {id}, wrongType {expected}, outOfRange {min, max}, badEnum {allowed},
 * notJson {line}, fetchFailed {url, status}, badEncoding {offset}, urlNotAllowed {url}, unknownMember {id},
 * memberOfOtherSide {id, side, unitSide}, memberInTwoUnits {id, firstPath}, formationMismatch {count, files, ranks},
 * outOfSlot {id, offsetIn, toleranceIn, rank, file}, rulesetLoadFailed {id, detail} (the store's: a ruleset's code did not load).
 */
export const TRANSLATED_PROBLEM_CODES = [
  'offTable', 'overlapsFigure', 'insideImpassable', 'unknownSide', 'unknownPiece', 'duplicateId', 'badPolygon',
  'wrongType', 'missing', 'outOfRange', 'badEnum', 'unsupportedVersion', 'notJson', 'tooLarge', 'fetchFailed',
  'badLength', 'badFormat', 'tooMany', 'tooFew', 'conflict', 'notStandable', 'notOverPiece', 'pieceOffTable',
  'invalid', 'unknownField', 'closedPolygon', 'migrated', 'zeroHeight', 'tooDeep', 'badEncoding', 'urlNotAllowed',
  'unknownMember', 'memberOfOtherSide', 'memberInTwoUnits', 'formationMismatch', 'outOfSlot', 'rulesetLoadFailed',
] as const;

const KNOWN = new Set<string>(TRANSLATED_PROBLEM_CODES);

/** The loader's message without a leading "path: ", which the panel already shows. */
function bareMessage(problem: ProblemLike): string {
  const message = typeof problem.message === 'string' && problem.message !== '' ? problem.message : String(problem.code);
  const prefix = `${problem.path}: `;
  return problem.path !== '' && message.startsWith(prefix) && message.length > prefix.length ? message.slice(prefix.length) : message;
}

function localisedParams(i18n: I18n, params: TextParams): TextParams {
  const out: Record<string, string | number> = { ...params };
  // `wrongType` names a JSON type ("number"), `offTable` a table edge ("west"): say them in words.
  if (typeof params.expected === 'string' && i18n.exists(`valueType.${params.expected}`)) out.expected = i18n.t(`valueType.${params.expected}`);
  if (typeof params.edge === 'string' && i18n.exists(`tableEdge.${params.edge}`)) out.edge = i18n.t(`tableEdge.${params.edge}`);
  return out;
}

/** The problem's message in the current language; never blank, never throws. */
export function problemText(i18n: I18n, problem: ProblemLike): string {
  const message = bareMessage(problem);
  if (!KNOWN.has(problem.code)) return message;
  try {
    const params = localisedParams(i18n, problemParams(problem.params));
    const keys = i18n.resolvedLanguage === 'en'
      ? [`problem.${problem.code}`]
      : [`problem.${problem.code}`, `problem.${problem.code}Plain`];
    return translateFirst(i18n, keys, params, message);
  } catch {
    return message;
  }
}
