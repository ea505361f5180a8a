/**
 * What can be wrong with a scenario file, as data the UI can translate.
 *
 * A problem has a `path` into the JSON (`figures[3].x`; `(root)` for the document itself), a stable
 * `code` (the key the UI translates), plain-English `message` words that already contain the path
 * (for logs, tests and a fallback), and `params` to fill the translated sentence.
 */

export interface ScenarioProblem {
  readonly path: string;
  readonly code: string;
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * Every code, with the params it carries and what it means. Warnings (`severity: 'warning'`) are
 * reported on a successful parse; errors make the parse fail. Lists (e.g. `allowed`) are joined with ", ".
 */
export const SCENARIO_PROBLEM_CODES = {
  notJson: { severity: 'error', params: ['line', 'column', 'reason'], meaning: 'The text is not valid JSON; line and column are 1-based.' },
  tooLarge: { severity: 'error', params: ['bytes', 'maxBytes'], meaning: 'The file is larger than the 5 MB limit.' },
  badEncoding: { severity: 'error', params: ['offset'], meaning: 'The file is not UTF-8 text; offset is the 0-based byte where it stops being UTF-8 (raised by whoever reads the file\'s bytes: decodeUtf8.ts).' },
  tooDeep: { severity: 'error', params: ['maxDepth'], meaning: 'Objects and arrays nest deeper than any file needs (64 levels); the path is where (elided with … when long).' },
  unsupportedVersion: { severity: 'error', params: ['version', 'supported'], meaning: 'schemaVersion is not one this build can read or migrate.' },
  missing: { severity: 'error', params: ['field'], meaning: 'A required field is absent.' },
  wrongType: { severity: 'error', params: ['expected', 'received'], meaning: 'The value has the wrong JSON type.' },
  badEnum: { severity: 'error', params: ['value', 'allowed'], meaning: 'The value is not one of the allowed words.' },
  outOfRange: { severity: 'error', params: ['value', 'min', 'max', 'unit'], meaning: 'A number lies outside its allowed range.' },
  badLength: { severity: 'error', params: ['length', 'min', 'max'], meaning: 'A text is empty or too long.' },
  badFormat: { severity: 'error', params: ['value', 'format'], meaning: 'A text does not have the required form (e.g. a #rrggbb colour).' },
  tooMany: { severity: 'error', params: ['count', 'max'], meaning: 'A list has more entries than allowed (e.g. > 1000 figures).' },
  tooFew: { severity: 'error', params: ['count', 'min'], meaning: 'A list has fewer entries than required (e.g. a footprint with < 3 points).' },
  conflict: { severity: 'error', params: ['fields'], meaning: 'Fields that exclude each other are both given (footprint and rect).' },
  duplicateId: { severity: 'error', params: ['id', 'firstPath'], meaning: 'An id is used twice in the same list, or a unit has a figure\'s id (figures and units share one set of ids).' },
  unknownSide: { severity: 'error', params: ['id'], meaning: 'A figure or a unit names a side that is not in sides[].' },
  unknownPiece: { severity: 'error', params: ['id'], meaning: 'standsOn names a terrain piece that does not exist.' },
  notStandable: { severity: 'error', params: ['id'], meaning: 'standsOn names a piece whose top cannot be stood on.' },
  notOverPiece: { severity: 'error', params: ['id'], meaning: 'The base centre is not over the footprint of the piece it stands on.' },
  offTable: { severity: 'error', params: ['value', 'edge', 'limit', 'reachIn'], meaning: 'The figure\'s base hangs off a table edge.' },
  overlapsFigure: { severity: 'error', params: ['figureId', 'figureName', 'otherPath'], meaning: 'Two bases on the same level overlap; reported on the later figure, params name the earlier one.' },
  insideImpassable: { severity: 'error', params: ['pieceId', 'pieceName'], meaning: 'A figure stands inside impassable terrain.' },
  badPolygon: { severity: 'error', params: ['id'], meaning: 'A footprint is not a simple polygon (crossing edges, repeated points, no area).' },
  pieceOffTable: { severity: 'error', params: ['id', 'widthIn', 'depthIn'], meaning: 'A terrain footprint reaches beyond the table.' },
  zeroHeight: { severity: 'error', params: ['id'], meaning: 'A piece that blocks sight (sight "solid") has a height of 0.' },
  unknownMember: { severity: 'error', params: ['id'], meaning: 'A unit names a member figure that does not exist.' },
  memberOfOtherSide: { severity: 'error', params: ['id', 'side', 'unitSide'], meaning: 'A unit\'s member figure is on another side than the unit.' },
  memberInTwoUnits: { severity: 'error', params: ['id', 'firstPath'], meaning: 'A figure is named as a member twice (in two units, or twice in one); params name the first place.' },
  formationMismatch: { severity: 'error', params: ['count', 'files', 'ranks'], meaning: 'A regular formation does not fit its members: files × ranks < members, or more ranks than ⌈members / files⌉.' },
  standMismatch: { severity: 'error', params: ['files', 'ranks', 'standFiles', 'standRanks', 'slots'], meaning: 'A regular unit on bases of several figures (BS-CAS-3): the bases (standFiles × standRanks) do not tile files × ranks, or its slots (members and empty ones) are not whole bases.' },
  badVacantSlot: { severity: 'error', params: ['slot', 'slots'], meaning: 'An empty slot of a partly lost base is not one of the unit\'s slots (0-based), is not in ascending order, or empties a whole base (which leaves the table instead).' },
  outOfSlot: { severity: 'error', params: ['id', 'offsetIn', 'toleranceIn', 'rank', 'file'], meaning: 'A member of a regular unit stands farther than the tolerance (0.5″) from its slot\'s centre; rank and file count from 1.' },
  invalid: { severity: 'error', params: ['reason'], meaning: 'Anything else that makes the value unusable.' },
  fetchFailed: { severity: 'error', params: ['url', 'status'], meaning: 'The file could not be fetched or read (raised by the app, not the parser).' },
  urlNotAllowed: { severity: 'error', params: ['url'], meaning: 'The address (`?scenario=`) is neither a path on this site nor an https: URL, so it is not fetched (raised by the app).' },
  unknownField: { severity: 'warning', params: ['field'], meaning: 'A field this format does not have; it was ignored.' },
  closedPolygon: { severity: 'warning', params: ['id'], meaning: 'A footprint repeated its first point at the end; the repeat was dropped.' },
  migrated: { severity: 'warning', params: ['from', 'to', 'steps'], meaning: 'The file was written in an older format and was upgraded.' },
} as const satisfies Record<string, { severity: 'error' | 'warning'; params: readonly string[]; meaning: string }>;

export type ScenarioProblemCode = keyof typeof SCENARIO_PROBLEM_CODES;

/** The same codes as a list, for the UI to check that each one has a translation. */
export const SCENARIO_PROBLEM_CODE_LIST = Object.keys(SCENARIO_PROBLEM_CODES) as ScenarioProblemCode[];

// Paths are built by the engine's one path function (keys that are not identifiers are quoted).
export { formatProblemPath, ROOT_PATH } from '../engine/problemPath';

/** Build a problem; `message` is the words after the path. */
export function scenarioProblem(
  path: string,
  code: ScenarioProblemCode,
  message: string,
  params?: Readonly<Record<string, string | number>>,
): ScenarioProblem {
  const base = { path, code, message: `${path}: ${message}` };
  return params === undefined ? base : { ...base, params };
}

/** A short, safe description of a JSON value for a message (never serialises deep structures). */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : typeof value;
}

/** The JSON type name of a value, for `wrongType` params. */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && !Number.isFinite(value)) return 'non-finite number';
  return typeof value;
}
