import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import ru from './locales/ru.json';
import { templatePlaceholders } from './translate';

/** Every leaf as `dotted.key → string`; a non-string leaf is reported as a problem. */
function flatten(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') {
    out.set(prefix, node);
    return out;
  }
  if (typeof node !== 'object' || node === null) throw new Error(`${prefix} is not text`);
  for (const [k, v] of Object.entries(node)) for (const [key, s] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(key, s);
  return out;
}

const enKeys = flatten(en);
const ruKeys = flatten(ru);
/** Strings that read the same in both languages on purpose. */
const SAME_IN_BOTH = new Set(['language.en', 'language.ru', 'figure.positionValue']);

describe('locales', () => {
  it('en and ru have exactly the same keys', () => {
    expect([...ruKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it('each key has the same {{placeholders}} in both languages', () => {
    for (const [key, text] of enKeys) {
      expect(templatePlaceholders(ruKeys.get(key) ?? '').sort(), key).toEqual(templatePlaceholders(text).sort());
    }
  });

  it('no string is empty, and Russian is written in Russian', () => {
    for (const [key, text] of [...enKeys, ...ruKeys]) expect(text.trim(), key).not.toBe('');
    for (const [key, text] of ruKeys) {
      if (SAME_IN_BOTH.has(key)) continue;
      const withoutPlaceholders = text.replace(/\{\{[^}]*\}\}/g, '');
      if (/[A-Za-zА-Яа-яЁё]/.test(withoutPlaceholders)) expect(withoutPlaceholders, key).toMatch(/[А-Яа-яЁё]/);
    }
  });

  it('placeholders are found, spaces and all', () => {
    expect(templatePlaceholders('Can’t put {{moverName}} near {{ figureName }}.')).toEqual(['moverName', 'figureName']);
  });
});
