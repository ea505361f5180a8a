/**
 * The translations as data, not code (bundle budget: src/board/CONTEXT.md, "Bundle"). Provides the
 * virtual module `virtual:skirmish-locales` (its type: src/ui/localeSource.ts):
 * - `vite build`: each language's files merged into ONE JSON asset, `assets/locale-<lang>-<hash>.json`
 *   (content-hashed, so it can be cached for ever), and the module exports their URLs;
 * - `vite dev`: the module exports `/@skirmish-locales/<lang>.json`, which the dev server merges from
 *   the files on each request (an edit reloads the page);
 * - `inline: true` (vitest): the module imports every file, so i18next gets them synchronously.
 *
 * The files are found by name in `dir`: `<lang>.json` (first), then `<part>.<lang>.json` in name order
 * (`saves.en.json`, `shooting.en.json`, …). Adding a file needs no list edited anywhere; a `.json` in
 * `dir` that fits no language fails the build, as does a language without its base file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// With its extension: vite's coming native config loader needs it (tsconfig allows it, noEmit).
import { isLocaleObject, mergeAll, type LocaleTree } from '../src/ui/mergeLocales.ts';

export const LOCALES_MODULE = 'virtual:skirmish-locales';
const RESOLVED = `\0${LOCALES_MODULE}`;
/** The dev server's path for a language's merged strings. */
const DEV_PATH = /\/@skirmish-locales\/([a-z]+)\.json(?:\?.*)?$/;

/** The app's translations (src/ui/locales) and its languages, as vite.config.ts and vitest.config.ts use them. */
export const APP_LOCALES = { dir: fileURLToPath(new URL('../src/ui/locales', import.meta.url)), languages: ['en', 'ru'] } as const;

export interface LocalesOptions {
  /** The folder of the locale files (absolute). */
  readonly dir: string;
  readonly languages: readonly string[];
  /** Import the files into the module instead of fetching them (vitest). */
  readonly inline?: boolean;
}

/** Each language's files in `dir` (absolute paths), base file first. Throws on a file no language claims. */
export function localeFilesIn(dir: string, languages: readonly string[]): Record<string, string[]> {
  const bases = new Map<string, string>();
  const parts = new Map<string, string[]>(languages.map((l) => [l, []]));
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    const lang = name.slice(0, -'.json'.length).split('.').pop() ?? '';
    const files = parts.get(lang);
    if (files === undefined) {
      throw new Error(`locales: ${join(dir, name)} is neither <lang>.json nor <part>.<lang>.json for ${languages.join(', ')}`);
    }
    if (name === `${lang}.json`) bases.set(lang, join(dir, name));
    else files.push(join(dir, name));
  }
  const out: Record<string, string[]> = {};
  for (const lang of languages) {
    const baseFile = bases.get(lang);
    if (baseFile === undefined) throw new Error(`locales: ${join(dir, `${lang}.json`)} is missing`);
    out[lang] = [baseFile, ...(parts.get(lang) ?? [])];
  }
  return out;
}

function readLocale(file: string): LocaleTree {
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isLocaleObject(value)) throw new Error(`locales: ${file} is not a JSON object`);
  return value;
}

/** One language's strings: its files read and merged, in order. */
export function mergedLocale(dir: string, languages: readonly string[], lang: string): LocaleTree {
  return mergeAll((localeFilesIn(dir, languages)[lang] ?? []).map(readLocale));
}

export function localesPlugin(options: LocalesOptions): Plugin {
  const { dir, languages } = options;
  let command: 'build' | 'serve' = 'serve';
  let base = '/';
  const isLocaleFile = (file: string) => file.replaceAll('\\', '/').startsWith(`${dir.replaceAll('\\', '/')}/`) && file.endsWith('.json');
  return {
    name: 'skirmish-locales',
    configResolved(config) {
      command = config.command;
      base = config.base;
    },
    resolveId(source) {
      return source === LOCALES_MODULE ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      const files = localeFilesIn(dir, languages);
      if (options.inline) {
        const imports: string[] = [];
        const lists = languages.map((lang) => `${JSON.stringify(lang)}: [${(files[lang] ?? []).map((file) => {
          const name = `file${imports.length}`;
          imports.push(`import ${name} from ${JSON.stringify(file.replaceAll('\\', '/'))};`);
          return name;
        }).join(', ')}]`);
        return `${imports.join('\n')}\nexport const localeSource = { kind: 'inline', files: { ${lists.join(', ')} } };\n`;
      }
      if (command === 'serve') {
        const urls = languages.map((lang) => `${JSON.stringify(lang)}: ${JSON.stringify(`${base}@skirmish-locales/${lang}.json`)}`);
        return `export const localeSource = { kind: 'fetch', urls: { ${urls.join(', ')} } };\n`;
      }
      const urls = languages.map((lang) => {
        for (const file of files[lang] ?? []) this.addWatchFile(file);
        const ref = this.emitFile({ type: 'asset', name: `locale-${lang}.json`, source: JSON.stringify(mergedLocale(dir, languages, lang)) });
        return `${JSON.stringify(lang)}: import.meta.ROLLUP_FILE_URL_${ref}`;
      });
      return `export const localeSource = { kind: 'fetch', urls: { ${urls.join(', ')} } };\n`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const lang = DEV_PATH.exec(req.url ?? '')?.[1];
        if (lang === undefined || !languages.includes(lang)) {
          next();
          return;
        }
        try {
          const body = JSON.stringify(mergedLocale(dir, languages, lang));
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(body);
        } catch (error) {
          next(error);
        }
      });
    },
    handleHotUpdate({ file, server }) {
      // The files are fetched, not imported: no module to update, so reload the page.
      if (options.inline || !isLocaleFile(file)) return undefined;
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}
