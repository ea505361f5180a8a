/**
 * Every key the rules hand the UI has its words in both languages, so a rule added without them
 * fails the build instead of showing a raw key to players.
 *
 * The rulesets' source files (src/rules/**, not tests or test helpers) are parsed with the
 * TypeScript compiler, and only string literals in code count — never comments, regular
 * expressions or module paths:
 * - literals that are whole keys of a ruleset (`'lotow.jump'`, `'free.roll'`: a rules folder's name,
 *   a dot, then dotted words);
 * - the reason key given to `refusal(…)` / `refused(…)` (any prefix: `engine.…` too);
 * - option choices: an object with `labelKey` and `choices` needs `<labelKey>Choices.<choice>`
 *   (what NewGameDialog shows);
 * - template literals (`lotow.action.${action.type}`): `${….type}` is expanded with the action types
 *   the same file lists in a `types: [...]` array; otherwise (`lotow.phase.${flow.phase}`) the key
 *   family must at least exist.
 * When the params passed with a key are known (an object literal beside `labelKey`, `purpose` or an
 * event `type`, or `refusal`'s fourth argument), the English template may use only those
 * placeholders (refusals also get `moverName`, `ruleId`, `fallback` from the status line), unless
 * its `…Plain` variant fits — the same choice `translateFirst` makes. The locale test checks that
 * Russian has the same keys and placeholders.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { resources } from './testing/localeResources';
import { templatePlaceholders } from './translate';

interface KeyUse {
  readonly key: string;
  readonly where: string;
  /** Param names passed with the key; null when they cannot be read from the code. */
  readonly params: readonly string[] | null;
  readonly kind: 'label' | 'refusal';
}

interface Collected {
  readonly uses: KeyUse[];
  /** Key prefixes built at run time that could not be expanded (`lotow.phase.`). */
  readonly families: { readonly prefix: string; readonly where: string }[];
}

/** Params the status line adds to every refusal (statusText). */
const REFUSAL_EXTRAS = ['moverName', 'ruleId', 'fallback'];
/** Object properties whose string value is a translation key with the object's `params`. */
const LABEL_PROPS = new Set(['labelKey', 'purpose', 'type', 'reasonKey']);
const REFUSAL_FUNCTIONS = new Set(['refusal', 'refused']);

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` is a whole key of one of the rulesets (`lotow.action.move`). */
function keyPattern(prefixes: readonly string[]): RegExp {
  if (prefixes.length === 0) return /(?!)/;
  return new RegExp(`^(?:${prefixes.map(escapeRe).join('|')})(?:\\.[A-Za-z0-9][A-Za-z0-9_]*)+$`);
}

function propName(name: ts.PropertyName): string | null {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;
}

/** The names of an object literal's properties; null with a spread or a computed name. */
function objectKeys(node: ts.Expression | undefined): string[] | null {
  if (node === undefined) return [];
  if (!ts.isObjectLiteralExpression(node)) return null;
  const out: string[] = [];
  for (const p of node.properties) {
    if (ts.isShorthandPropertyAssignment(p)) out.push(p.name.text);
    else if (ts.isPropertyAssignment(p) || ts.isMethodDeclaration(p)) {
      const n = propName(p.name);
      if (n === null) return null;
      out.push(n);
    } else return null;
  }
  return out;
}

/** Up from an expression through `a ? b : c`, `(…)`, `a ?? b`, `x as T`. */
function outerExpression(node: ts.Node): ts.Node {
  let n = node;
  while (
    n.parent !== undefined
    && (ts.isConditionalExpression(n.parent) || ts.isParenthesizedExpression(n.parent) || ts.isAsExpression(n.parent)
      || (ts.isBinaryExpression(n.parent) && n.parent.operatorToken.kind !== ts.SyntaxKind.EqualsToken))
  ) n = n.parent;
  return n;
}

/** Where a key literal sits: a label property with its sibling `params`, a refusal's reason, or neither. */
function contextOf(node: ts.Node): { kind: KeyUse['kind']; params: string[] | null } | null {
  const outer = outerExpression(node);
  const parent = outer.parent;
  if (parent !== undefined && ts.isPropertyAssignment(parent) && parent.initializer === outer) {
    const name = propName(parent.name);
    if (name !== null && LABEL_PROPS.has(name) && ts.isObjectLiteralExpression(parent.parent)) {
      const params = parent.parent.properties.find((p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && propName(p.name) === 'params');
      if (params === undefined) return { kind: 'label', params: [] };
      return { kind: 'label', params: ts.isPropertyAssignment(params) ? objectKeys(params.initializer) : null };
    }
  }
  if (parent !== undefined && ts.isCallExpression(parent) && parent.arguments[0] === outer) {
    const callee = parent.expression;
    const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
    if (REFUSAL_FUNCTIONS.has(name)) return { kind: 'refusal', params: objectKeys(parent.arguments[3]) };
  }
  return null;
}

/** The keys one source file uses (see the module comment). `prefixes`: the rulesets' key prefixes. */
function collectRuleKeys(source: string, file: string, prefixes: readonly string[]): Collected {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const isKey = keyPattern(prefixes);
  const uses: KeyUse[] = [];
  const families: Collected['families'] = [];
  const where = (n: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}`;

  // Same-file string constants (`export const GO_PRONE = 'goProne'`) and the handler's `types: [...]`.
  const consts = new Map<string, string>();
  const types: string[] = [];
  const templates: { node: ts.TemplateExpression; params: string[] | null; kind: KeyUse['kind'] }[] = [];

  const visit = (n: ts.Node): void => {
    if (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) return;
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer !== undefined && ts.isStringLiteralLike(n.initializer)) {
      consts.set(n.name.text, n.initializer.text);
    }
    if (ts.isPropertyAssignment(n) && propName(n.name) === 'types' && ts.isArrayLiteralExpression(n.initializer)) {
      for (const e of n.initializer.elements) {
        if (ts.isStringLiteralLike(e)) types.push(e.text);
        else if (ts.isIdentifier(e)) types.push(`\0${e.text}`);
      }
    }
    if (ts.isObjectLiteralExpression(n)) {
      const label = n.properties.find((p) => ts.isPropertyAssignment(p) && propName(p.name) === 'labelKey');
      const choices = n.properties.find((p) => ts.isPropertyAssignment(p) && propName(p.name) === 'choices');
      if (label !== undefined && choices !== undefined && ts.isPropertyAssignment(label) && ts.isPropertyAssignment(choices)
        && ts.isStringLiteralLike(label.initializer) && ts.isArrayLiteralExpression(choices.initializer)) {
        for (const c of choices.initializer.elements) {
          if (ts.isStringLiteralLike(c)) uses.push({ key: `${label.initializer.text}Choices.${c.text}`, where: where(c), params: [], kind: 'label' });
        }
      }
    }
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) {
      const ctx = contextOf(n);
      if (isKey.test(n.text) || ctx?.kind === 'refusal') uses.push({ key: n.text, where: where(n), params: ctx?.params ?? null, kind: ctx?.kind ?? 'label' });
    }
    if (ts.isTemplateExpression(n) && /^[A-Za-z0-9_.]+\.$/.test(n.head.text) && isKey.test(`${n.head.text}x`)) {
      const ctx = contextOf(n);
      templates.push({ node: n, params: ctx?.params ?? null, kind: ctx?.kind ?? 'label' });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);

  const typeNames = types.map((t) => (t.startsWith('\0') ? consts.get(t.slice(1)) : t)).filter((t): t is string => t !== undefined);
  for (const { node, params, kind } of templates) {
    // `${action.type}` ranges over the action types the file's handler lists; anything else is unknown.
    const span = node.templateSpans.length === 1 ? node.templateSpans[0]! : undefined;
    const ofType = span !== undefined && span.literal.text === '' && ts.isPropertyAccessExpression(span.expression) && span.expression.name.text === 'type';
    if (ofType && typeNames.length > 0) for (const t of typeNames) uses.push({ key: `${node.head.text}${t}`, where: where(node), params, kind });
    else families.push({ prefix: node.head.text, where: where(node) });
  }
  return { uses, families };
}

// ---------------------------------------------------------------------------------------------

/** Every leaf as `dotted.key → text`. */
function flatten(node: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(prefix, node);
  else if (typeof node === 'object' && node !== null) {
    for (const [k, v] of Object.entries(node)) flatten(v, prefix === '' ? k : `${prefix}.${k}`, out);
  }
  return out;
}

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.ts$/.test(name) && !/\.(test|bench)\.ts$/.test(name) ? [path] : [];
  });
}

function collectDir(dir: string, prefixes: readonly string[]): Collected {
  const uses: KeyUse[] = [];
  const families: Collected['families'] = [];
  for (const path of sourceFiles(dir)) {
    const c = collectRuleKeys(readFileSync(path, 'utf8'), relative(SRC, path), prefixes);
    uses.push(...c.uses);
    families.push(...c.families);
  }
  return { uses, families };
}

const languages = { en: flatten(resources.en.translation), ru: flatten(resources.ru.translation) };
const rulesDir = join(SRC, 'rules');
/** A ruleset's keys start with its folder's name (`free.`, `lotow.`). */
const rulesetPrefixes = readdirSync(rulesDir).filter((n) => statSync(join(rulesDir, n)).isDirectory());

/** Why `use`'s params cannot fill its English template (nor its `…Plain`), or null. */
function placeholderProblem(use: KeyUse, en: ReadonlyMap<string, string>): string | null {
  // A missing key is the other test's failure.
  if (use.params === null || (!en.has(use.key) && !en.has(`${use.key}Plain`))) return null;
  const allowed = new Set([...use.params, ...(use.kind === 'refusal' ? REFUSAL_EXTRAS : [])]);
  const fits = (key: string) => {
    const text = en.get(key);
    return text !== undefined && templatePlaceholders(text).every((p) => allowed.has(p));
  };
  if (fits(use.key) || fits(`${use.key}Plain`)) return null;
  return `${use.key} (${use.where}) uses {{${templatePlaceholders(en.get(use.key) ?? '').join('}}, {{')}}} but is given only: ${[...allowed].join(', ') || 'nothing'}`;
}

describe('the collector', () => {
  const sample = [
    "// refusal('lotow.inComment', 'X', 'w') and 'lotow.md'",
    "/* 'lotow.blockComment' */",
    "import { x } from './lotow.module';",
    "export const GO_PRONE = 'goProne';",
    "const words = \"it's 'lotow.insideWords' here\";",
    "const re = /'lotow.inRegex'/;",
    'export const handler = {',
    "  types: [GO_PRONE, 'standUp'],",
    '  describe: (a) => ({ labelKey: `lotow.action.${a.type}`, params: { figureId: a.figureId } }),',
    '};',
    "refusal('engine.oops', 'R-1', 'words', { figureId: 'x' });",
    "refusal(cond ? 'lotow.spread' : 'lotow.other', 'R-2', 'w', { heightIn: 2, ...rest });",
    "ctx.roll({ count: 1, sides: 6, purpose: 'lotow.jump', params: { heightIn } });",
    "ctx.emit({ type: fell ? 'lotow.fell' : 'lotow.landed', ruleId: 'R-3' });",
    "const opt = { key: 'k', labelKey: 'lotow.option.gap', choices: ['0.5', 'wide'] };",
    "const free = 'free.roll';",
    'const phase = `lotow.phase.${flow.phase}`;',
    "const notAKey = 'lotow.';",
  ].join('\n');
  const got = collectRuleKeys(sample, 'sample.ts', ['lotow', 'free']);
  const byKey = new Map(got.uses.map((u) => [u.key, u]));

  it('takes only keys in code: nothing from comments, regular expressions, module paths or longer text', () => {
    expect([...byKey.keys()].sort()).toEqual([
      'engine.oops', 'free.roll', 'lotow.action.goProne', 'lotow.action.standUp', 'lotow.fell', 'lotow.jump', 'lotow.landed',
      'lotow.option.gap', 'lotow.option.gapChoices.0.5', 'lotow.option.gapChoices.wide', 'lotow.other', 'lotow.spread',
    ]);
  });

  it('reads the params passed with each key, and says when it cannot', () => {
    expect(byKey.get('lotow.action.goProne')).toMatchObject({ params: ['figureId'], kind: 'label' });
    expect(byKey.get('engine.oops')).toMatchObject({ params: ['figureId'], kind: 'refusal', where: 'sample.ts:11' });
    expect(byKey.get('lotow.spread')).toMatchObject({ params: null, kind: 'refusal' });
    expect(byKey.get('lotow.jump')?.params).toEqual(['heightIn']);
    expect(byKey.get('lotow.fell')?.params).toEqual([]);
    expect(byKey.get('free.roll')?.params).toBeNull();
    expect(got.families).toEqual([{ prefix: 'lotow.phase.', where: 'sample.ts:17' }]);
  });

  it('flags a template whose placeholders the code does not pass, unless its Plain variant fits', () => {
    const use: KeyUse = { key: 'x.a', where: 'f.ts:1', params: ['figureId'], kind: 'label' };
    expect(placeholderProblem(use, new Map([['x.a', '{{figureId}} went']]))).toBeNull();
    expect(placeholderProblem(use, new Map([['x.a', '{{targetFigureId}} went']]))).toMatch(/x\.a .*targetFigureId/);
    expect(placeholderProblem(use, new Map([['x.a', '{{targetFigureId}} went'], ['x.aPlain', 'Someone went']]))).toBeNull();
    expect(placeholderProblem({ ...use, kind: 'refusal', params: [] }, new Map([['x.a', '{{moverName}} cannot']]))).toBeNull();
  });
});

describe('the rules\' keys', () => {
  const rules = collectDir(rulesDir, rulesetPrefixes);

  it('finds the rulesets and their keys', () => {
    expect(rulesetPrefixes).toEqual(expect.arrayContaining(['free', 'lotow']));
    expect(rules.uses.map((u) => u.key)).toEqual(expect.arrayContaining(['free.roll', 'free.alreadyMoved', 'free.option.oneMovePerTurn']));
  });

  it.each(['en', 'ru'] as const)('every key the rules use has its words in %s', (lang) => {
    const missing = [...new Set(rules.uses.filter((u) => !languages[lang].has(u.key)).map((u) => `${u.key} (${u.where})`))];
    expect(missing).toEqual([]);
  });

  it.each(['en', 'ru'] as const)('every key family the rules build at run time exists in %s', (lang) => {
    const keys = [...languages[lang].keys()];
    const missing = rules.families.filter((f) => !keys.some((k) => k.startsWith(f.prefix))).map((f) => `${f.prefix}* (${f.where})`);
    expect(missing).toEqual([]);
  });

  it('every template uses only the params the rules pass with it (or has a Plain variant that does)', () => {
    const problems = rules.uses.map((u) => placeholderProblem(u, languages.en)).filter((p): p is string => p !== null);
    expect([...new Set(problems)]).toEqual([]);
  });
});

describe('the engine\'s and the store\'s refusals', () => {
  it('have their words in both languages, with the params they pass', () => {
    const uses = [...collectDir(join(SRC, 'engine'), []).uses, ...collectDir(join(SRC, 'store'), []).uses];
    expect(uses.map((u) => u.key)).toEqual(expect.arrayContaining(['engine.notYourTurn', 'session.noGame']));
    for (const lang of ['en', 'ru'] as const) {
      expect([...new Set(uses.filter((u) => !languages[lang].has(u.key)).map((u) => `${u.key} (${u.where})`))], lang).toEqual([]);
    }
    expect([...new Set(uses.map((u) => placeholderProblem(u, languages.en)).filter((p) => p !== null))]).toEqual([]);
  });
});
