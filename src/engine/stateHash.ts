/**
 * A fingerprint of a game state that proves a replay rebuilt the same game, stable across runs,
 * browsers and machines.
 *
 * 1. Canonical JSON: object keys sorted by UTF-16 code units, no whitespace, `undefined` members
 *    left out (as JSON.stringify does), numbers as JSON.stringify writes them (ECMAScript's shortest
 *    round-trip form, identical in every engine), −0 as 0.
 * 2. cyrb64: two 32-bit multiply–xorshift lanes over the UTF-16 code units (bryc's cyrb53 with all
 *    64 bits kept), each lane seeded differently and cross-mixed at the end. Not cryptographic — a
 *    save is not a security boundary — but 64 bits make an accidental collision between two
 *    different replays vanishingly unlikely, and it is fast on long strings.
 *
 * The log is most of a long game's state, and it only grows: every new state shares the entries of
 * the one before it (the engine never edits an entry in place; undo and redo replace the one entry
 * they change). So `stateHash` of a game state keeps each log entry's canonical text in a WeakMap
 * keyed by the entry object, and writes only the new entries' text: the autosave after each action
 * in a 500-action game drops from ~4 ms to under 1 ms (bench/store.bench.ts). The text,
 * and so the hash, is exactly `canonicalJson(state)`'s.
 */

/**
 * Canonical JSON text of a JSON value (see the module comment). The parts are pushed to one list and
 * joined once, so the text is one flat string: the hash keeps each log entry's text for the whole
 * game, and a text built by appends is a rope of dozens of pieces (issue 12 measured 1 KB a step
 * kept that way). Each object's keys are put in order by an insertion sort (a handful, mostly in
 * order already). The text is the same as before, byte for byte.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  writeCanonical(value, out);
  return out.join('');
}

function writeCanonical(value: unknown, out: string[]): void {
  if (value === null) {
    out.push('null');
    return;
  }
  switch (typeof value) {
    case 'number':
      out.push(Number.isFinite(value) ? (Object.is(value, -0) ? '0' : JSON.stringify(value)) : 'null');
      return;
    case 'string':
      out.push(JSON.stringify(value));
      return;
    case 'boolean':
      out.push(value ? 'true' : 'false');
      return;
    case 'object': {
      if (Array.isArray(value)) {
        out.push('[');
        for (let i = 0; i < value.length; i++) {
          if (i > 0) out.push(',');
          const v: unknown = value[i];
          if (v === undefined) out.push('null');
          else writeCanonical(v, out);
        }
        out.push(']');
        return;
      }
      const rec = value as Record<string, unknown>;
      const keys = Object.keys(rec);
      // UTF-16 code unit order, as `Array.prototype.sort` with no comparator.
      for (let i = 1; i < keys.length; i++) {
        const k = keys[i]!;
        let j = i - 1;
        while (j >= 0 && keys[j]! > k) {
          keys[j + 1] = keys[j]!;
          j--;
        }
        keys[j + 1] = k;
      }
      out.push('{');
      let first = true;
      for (const k of keys) {
        const v = rec[k];
        if (v === undefined) continue;
        if (!first) out.push(',');
        first = false;
        out.push(JSON.stringify(k), ':');
        writeCanonical(v, out);
      }
      out.push('}');
      return;
    }
    default:
      out.push('null');
  }
}

/** cyrb64 of a string: 16 lowercase hex digits. */
export function hashString64(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

/** Canonical text of each log entry already written, by entry object (entries are never edited in place). */
const entryText = new WeakMap<object, string>();

function canonicalEntry(entry: unknown): string {
  if (typeof entry !== 'object' || entry === null) return entry === undefined ? 'null' : canonicalJson(entry);
  let text = entryText.get(entry);
  if (text === undefined) {
    text = canonicalJson(entry);
    entryText.set(entry, text);
  }
  return text;
}

const isGameStateLike = (v: unknown): v is Record<string, unknown> & { log: readonly unknown[] } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && (v as { schemaVersion?: unknown }).schemaVersion === 1
  && typeof (v as { rulesetId?: unknown }).rulesetId === 'string' && Array.isArray((v as { log?: unknown }).log);

/** `canonicalJson(state)` of a game state, with its log entries' text from the cache. */
function canonicalGameState(state: Record<string, unknown> & { log: readonly unknown[] }): string {
  const keys = Object.keys(state).filter((k) => state[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${k === 'log' ? `[${state.log.map(canonicalEntry).join(',')}]` : canonicalJson(state[k])}`).join(',')}}`;
}

/** The hash of a game state (or any JSON value). */
export function stateHash(state: unknown): string {
  return hashString64(isGameStateLike(state) ? canonicalGameState(state) : canonicalJson(state));
}
