/**
 * Where a JSON text first goes wrong, as a 1-based line and column. Browsers word (and place) their
 * JSON.parse errors differently, so a small scanner of our own finds the position: iterative (an
 * explicit stack, no recursion) so deeply nested input cannot overflow the call stack.
 */

export interface JsonErrorPosition {
  readonly line: number;
  readonly column: number;
  readonly reason: string;
}

const WS = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

/** Line and column of character `index` in `text` (both 1-based). */
export function lineColumnAt(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < index && i < text.length; i++) {
    if (text[i] === '\n') {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: index - lineStart + 1 };
}

/** The first syntax error in `text`, or null when it is valid JSON. */
export function jsonErrorPosition(text: string): JsonErrorPosition | null {
  let i = 0;
  const fail = (reason: string): JsonErrorPosition => ({ ...lineColumnAt(text, i), reason });
  const skip = () => { while (i < text.length && WS.has(text[i] as string)) i++; };
  const shown = () => (i >= text.length ? 'the end of the text' : JSON.stringify(text[i]));
  /** Read a string starting at text[i] === '"'; false when it is malformed or unterminated. */
  const readString = (): boolean => {
    i++;
    while (i < text.length) {
      const code = text.charCodeAt(i);
      if (code === 0x22) { // closing quote
        i++;
        return true;
      }
      if (code < 0x20) return false; // raw control characters must be escaped
      if (code === 0x5c) { // backslash: one of the JSON escapes
        ESCAPE.lastIndex = i;
        if (ESCAPE.exec(text) === null) return false;
        i = ESCAPE.lastIndex;
      } else i++;
    }
    return false;
  };
  /** Inside an object, at a field: read `"name" :` and leave i at the value. */
  const readKey = (): JsonErrorPosition | null => {
    skip();
    if (text[i] !== '"') return fail(`expected a "quoted" field name, found ${shown()}`);
    if (!readString()) return fail(`bad or unterminated field name, found ${shown()}`);
    skip();
    if (text[i] !== ':') return fail(`expected ":" after the field name, found ${shown()}`);
    i++;
    return null;
  };
  // Open containers; after each value the top decides what may follow.
  const stack: ('[' | '{')[] = [];
  let expectValue = true;
  for (;;) {
    skip();
    if (expectValue) {
      const c = text[i];
      if (c === '{' || c === '[') {
        i++;
        skip();
        if (text[i] === (c === '{' ? '}' : ']')) {
          i++;
          expectValue = false;
          continue;
        }
        stack.push(c);
        if (c === '{') {
          const bad = readKey();
          if (bad !== null) return bad;
        }
        continue;
      }
      if (c === '"') {
        if (!readString()) return fail(`bad or unterminated text, found ${shown()}`);
      } else if (text.startsWith('true', i)) i += 4;
      else if (text.startsWith('false', i)) i += 5;
      else if (text.startsWith('null', i)) i += 4;
      else {
        NUMBER.lastIndex = i;
        if (NUMBER.exec(text) === null) return fail(i >= text.length ? 'the text ends where a value should be' : `unexpected ${shown()}`);
        i = NUMBER.lastIndex;
      }
      expectValue = false;
      continue;
    }
    const top = stack[stack.length - 1];
    if (top === undefined) return i >= text.length ? null : fail(`unexpected ${shown()} after the end of the data`);
    const close = top === '{' ? '}' : ']';
    if (text[i] === ',') {
      i++;
      if (top === '{') {
        const bad = readKey();
        if (bad !== null) return bad;
      }
      expectValue = true;
    } else if (text[i] === close) {
      stack.pop();
      i++;
    } else return fail(`expected "," or "${close}", found ${shown()}`);
  }
}
