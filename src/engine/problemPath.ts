/**
 * Problem paths into a JSON file (`figures[3].x`, `options.turnLimit`), built one way everywhere.
 *
 * Why one function: a key is data from the file. The headless command prints one problem a line,
 * starting with its path, and a key such as `"a\nb"` or `"x: y"` written as it is would split the
 * line or pass for the end of the path. So a key that is an identifier is written `.key`; any other
 * key is written JSON-quoted in brackets, `["a\nb"]`, so the path stays on one line and reads back
 * unambiguously. List indices are `[3]`; the document itself is `(root)`.
 */

/** The path shown for the document itself. */
export const ROOT_PATH = '(root)';

/** Keys written bare (`.key`): what JavaScript would accept after a dot. */
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** JSON-quoted, with JavaScript's two other line terminators escaped too (JSON.stringify leaves them). */
const quoted = (text: string): string => JSON.stringify(text).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** A key as a path segment: `.key` for an identifier, `["key\n"]` otherwise (JSON-quoted). */
export function keySegment(key: string): string {
  return IDENTIFIER.test(key) ? `.${key}` : `[${quoted(key)}]`;
}

/** `parent` followed by a key or an index: `childPath('options', 'a b')` → `options["a b"]`; under `(root)`, the key alone. */
export function childPath(parent: string, key: string | number): string {
  const segment = typeof key === 'number' ? `[${key}]` : keySegment(key);
  if (parent === ROOT_PATH || parent === '') return segment.startsWith('.') ? segment.slice(1) : segment;
  return `${parent}${segment}`;
}

/**
 * A path relative to `prefix` (as the ruleset or the scenario parser wrote it) moved under `prefix`:
 * `joinPath('scenario', 'figures[0].x')` → `scenario.figures[0].x`, `joinPath('scenario', '["a b"]')`
 * → `scenario["a b"]`, `joinPath('scenario', '(root)')` → `scenario`.
 */
export function joinPath(prefix: string, path: string): string {
  if (path === ROOT_PATH || path === '') return prefix === '' ? ROOT_PATH : prefix;
  if (prefix === ROOT_PATH || prefix === '') return path;
  return path.startsWith('[') ? `${prefix}${path}` : `${prefix}.${path}`;
}

/** `['figures', 3, 'x']` → `figures[3].x`; `[]` → `(root)`. Symbols (only from a JavaScript caller) are quoted by their description. */
export function formatProblemPath(path: readonly PropertyKey[]): string {
  let out = ROOT_PATH;
  for (const key of path) out = childPath(out, typeof key === 'symbol' ? String(key) : key);
  return out;
}

/** A key quoted for a message (`unknown field "a\nb"`): JSON-quoted, so it stays on one line, and cut to `max` characters. */
export function quoteKey(key: string, max = 40): string {
  return quoted(key.length > max ? `${key.slice(0, max)}…` : key);
}
