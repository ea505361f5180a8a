import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { localeFiles, resources } from './testing/localeResources';
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

// The merged resources i18next is given: every locale file of each language (en.json, saves.en.json, …).
const enKeys = flatten(resources.en.translation);
const ruKeys = flatten(resources.ru.translation);
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

  it('the files of a language never define the same key twice (a merge would hide one)', () => {
    for (const files of [localeFiles.en, localeFiles.ru]) {
      const seen = new Set<string>();
      let total = 0;
      for (const file of files) {
        for (const key of flatten(file).keys()) {
          expect(seen.has(key), key).toBe(false);
          seen.add(key);
          total++;
        }
      }
      expect(total).toBe(seen.size);
    }
    // Every file's keys reach the merged resources.
    for (const file of localeFiles.en) for (const key of flatten(file).keys()) expect(enKeys.has(key), key).toBe(true);
    for (const file of localeFiles.ru) for (const key of flatten(file).keys()) expect(ruKeys.has(key), key).toBe(true);
  });

  it('every locale file on disk reaches i18next, base file first', () => {
    const names = readdirSync(fileURLToPath(new URL('./locales', import.meta.url)));
    for (const lang of ['en', 'ru'] as const) {
      const mine = names.filter((n) => n === `${lang}.json` || n.endsWith(`.${lang}.json`));
      expect(localeFiles[lang].length, lang).toBe(mine.length);
      expect(i18n.getResourceBundle(lang, 'translation'), lang).toEqual(resources[lang].translation);
    }
    expect(localeFiles.en[0]).toHaveProperty('app.title', 'Skirmish Table');
  });

  it('placeholders are found, spaces and all', () => {
    expect(templatePlaceholders('Can’t put {{moverName}} near {{ figureName }}.')).toEqual(['moverName', 'figureName']);
  });
});
