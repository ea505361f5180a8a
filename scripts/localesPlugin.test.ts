import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, createServer } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { localeFilesIn, localesPlugin, mergedLocale } from './localesPlugin';

const LANGS = ['en', 'ru'];
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A project folder with `locales/` holding `files` (name → JSON value) and an entry that prints the module. */
function fixture(files: Record<string, unknown>): { root: string; dir: string } {
  const root = mkdtempSync(join(tmpdir(), 'locales-plugin-'));
  dirs.push(root);
  const dir = join(root, 'locales');
  mkdirSync(dir);
  for (const [name, value] of Object.entries(files)) writeFileSync(join(dir, name), JSON.stringify(value));
  writeFileSync(join(root, 'main.js'), "import { localeSource } from 'virtual:skirmish-locales';\nconsole.log(JSON.stringify(localeSource));\n");
  return { root, dir };
}

const TWO_LANGUAGES = {
  'en.json': { app: { title: 'Table' } },
  'saves.en.json': { saves: { title: 'Games' } },
  'shooting.en.json': { app: { shoot: 'Shoot' } },
  'ru.json': { app: { title: 'Стол' } },
  'saves.ru.json': { saves: { title: 'Игры' } },
  'shooting.ru.json': { app: { shoot: 'Стрелять' } },
};

describe('locale files by name', () => {
  it('finds each language’s files, base file first, then the parts in name order', () => {
    const { dir } = fixture(TWO_LANGUAGES);
    const files = localeFilesIn(dir, LANGS);
    expect(files.en).toEqual(['en.json', 'saves.en.json', 'shooting.en.json'].map((n) => join(dir, n)));
    expect(files.ru).toEqual(['ru.json', 'saves.ru.json', 'shooting.ru.json'].map((n) => join(dir, n)));
    expect(mergedLocale(dir, LANGS, 'ru')).toEqual({ app: { title: 'Стол', shoot: 'Стрелять' }, saves: { title: 'Игры' } });
  });

  it('a file no language claims, a missing base file or a non-object file fail loudly', () => {
    expect(() => localeFilesIn(fixture({ ...TWO_LANGUAGES, 'notes.json': {} }).dir, LANGS)).toThrow(/notes\.json is neither/);
    expect(() => localeFilesIn(fixture({ ...TWO_LANGUAGES, 'x.de.json': {} }).dir, LANGS)).toThrow(/x\.de\.json is neither/);
    const { 'ru.json': _ru, ...noRussianBase } = TWO_LANGUAGES;
    expect(() => localeFilesIn(fixture(noRussianBase).dir, LANGS)).toThrow(/ru\.json is missing/);
    expect(() => mergedLocale(fixture({ ...TWO_LANGUAGES, 'saves.en.json': ['a'] }).dir, LANGS, 'en')).toThrow(/not a JSON object/);
  });
});

describe('the locales plugin', () => {
  it('vite build: one merged, hashed JSON asset per language, its URL in the JavaScript and no strings there', async () => {
    const { root, dir } = fixture(TWO_LANGUAGES);
    const outDir = join(root, 'dist');
    await build({
      root, configFile: false, logLevel: 'silent', plugins: [localesPlugin({ dir, languages: LANGS })],
      build: { outDir, rollupOptions: { input: join(root, 'main.js') } },
    });
    const assets = readdirSync(join(outDir, 'assets'));
    const en = assets.find((f) => /^locale-en-[\w-]+\.json$/.test(f));
    const ru = assets.find((f) => /^locale-ru-[\w-]+\.json$/.test(f));
    expect(en, assets.join()).toBeDefined();
    expect(ru, assets.join()).toBeDefined();
    expect(JSON.parse(readFileSync(join(outDir, 'assets', en!), 'utf8'))).toEqual({ app: { title: 'Table', shoot: 'Shoot' }, saves: { title: 'Games' } });
    const js = assets.filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(outDir, 'assets', f), 'utf8')).join('\n');
    expect(js).toContain(`/assets/${en!}`);
    expect(js).toContain(`/assets/${ru!}`);
    expect(js).toContain('fetch');
    expect(js).not.toContain('Стол');
    expect(js).not.toContain('Games');
  });

  it('inline (vitest): the module imports every file, base first', async () => {
    const { root, dir } = fixture(TWO_LANGUAGES);
    const server = await createServer({ root, configFile: false, logLevel: 'silent', server: { middlewareMode: true, ws: false }, plugins: [localesPlugin({ dir, languages: LANGS, inline: true })] });
    try {
      const mod = await server.ssrLoadModule('virtual:skirmish-locales');
      expect(mod.localeSource).toEqual({ kind: 'inline', files: { en: [TWO_LANGUAGES['en.json'], TWO_LANGUAGES['saves.en.json'], TWO_LANGUAGES['shooting.en.json']], ru: [TWO_LANGUAGES['ru.json'], TWO_LANGUAGES['saves.ru.json'], TWO_LANGUAGES['shooting.ru.json']] } });
    } finally {
      await server.close();
    }
  });

  it('vite dev: the server merges a language on request', async () => {
    const { root, dir } = fixture(TWO_LANGUAGES);
    const server = await createServer({ root, configFile: false, logLevel: 'silent', server: { host: '127.0.0.1', port: 0, ws: false }, plugins: [localesPlugin({ dir, languages: LANGS })] });
    try {
      await server.listen();
      const mod = await server.ssrLoadModule('virtual:skirmish-locales');
      expect(mod.localeSource).toEqual({ kind: 'fetch', urls: { en: '/@skirmish-locales/en.json', ru: '/@skirmish-locales/ru.json' } });
      const origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
      const response = await fetch(`${origin}/@skirmish-locales/ru.json`);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ app: { title: 'Стол', shoot: 'Стрелять' }, saves: { title: 'Игры' } });
    } finally {
      await server.close();
    }
  });
});
