import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { dragReasonText, statusText } from './messageText';
import { problemText, TRANSLATED_PROBLEM_CODES } from './problemText';
import type { ProblemLike } from './problemText';
import { SCENARIO_PROBLEM_CODE_LIST } from '../scenario/problems';

const LANGUAGES = ['en', 'ru'] as const;
const FULL_PARAMS = {
  figureName: 'Wyatt', pieceName: 'Barn', id: 'x9', expected: 'number', min: 0, max: 48,
  allowed: 'round, oval, rect', line: 3, edge: 'east', url: 'scenarios/x.json', status: 404,
  value: '#12', format: '#rrggbb', count: 2, fields: 'footprint, rect', widthIn: 48, depthIn: 48,
  reason: 'bad', field: 'colour', from: 0, to: 1, maxDepth: 64, offset: 1234,
  side: 'b', unitSide: 'a', firstPath: 'units[0].memberIds[1]', files: 4, ranks: 2, offsetIn: 0.8,
  toleranceIn: 0.5, rank: 1, file: 3, detail: 'offline',
};
const problem = (code: string, params?: ProblemLike['params']): ProblemLike =>
  ({ path: 'figures[3].x', code, message: `figures[3].x: loader says ${code}`, params });

/** Every code the scenario module can report must have a translation. */
const scenarioCodes: readonly string[] = SCENARIO_PROBLEM_CODE_LIST;

afterEach(() => i18n.changeLanguage('en'));

describe('problem translation', () => {
  it.each(LANGUAGES)('every known code has its own text in %s, with the parameters filled', async (lng) => {
    await i18n.changeLanguage(lng);
    for (const code of TRANSLATED_PROBLEM_CODES) {
      const text = problemText(i18n, problem(code, FULL_PARAMS));
      expect(text, code).not.toContain('{{');
      expect(text, code).not.toContain('loader says');
      expect(text, code).not.toContain(`problem.${code}`);
      if (lng === 'ru') expect(text, code).toMatch(/[А-Яа-яЁё]/);
    }
  });

  it('parameters appear in the text, and JSON type names are put in words', async () => {
    expect(problemText(i18n, problem('overlapsFigure', FULL_PARAMS))).toContain('Wyatt');
    expect(problemText(i18n, problem('notJson', FULL_PARAMS))).toContain('line 3');
    expect(problemText(i18n, problem('wrongType', FULL_PARAMS))).toContain('a number');
    await i18n.changeLanguage('ru');
    expect(problemText(i18n, problem('unknownSide', FULL_PARAMS))).toContain('x9');
    expect(problemText(i18n, problem('wrongType', FULL_PARAMS))).toContain('число');
  });

  it('missing parameters: English keeps the loader message, Russian uses the plain wording', async () => {
    expect(problemText(i18n, problem('notJson'))).toBe('loader says notJson');
    await i18n.changeLanguage('ru');
    for (const code of TRANSLATED_PROBLEM_CODES) {
      const text = problemText(i18n, problem(code));
      expect(text, code).not.toContain('{{');
      expect(text, code).toMatch(/[А-Яа-яЁё]/);
    }
  });

  it('an unknown code shows the loader message; a malformed problem still gives text', () => {
    expect(problemText(i18n, problem('somethingNew'))).toBe('loader says somethingNew');
    const junk = { path: '', code: 'offTable', message: '', params: null } as unknown as ProblemLike;
    expect(problemText(i18n, junk)).not.toBe('');
  });

  it.each(LANGUAGES)('every code the scenario module exports is translated in %s', async (lng) => {
    await i18n.changeLanguage(lng);
    const untranslated = scenarioCodes.filter((code) => !i18n.exists(`problem.${code}`));
    expect(untranslated).toEqual([]);
  });
});

describe('status and drag reasons', () => {
  it('a refused drop names both figures', async () => {
    const msg = { key: 'placement.overlapsFigure', params: { figureId: 'b1', figureName: 'Wyatt' }, tone: 'error' as const };
    expect(statusText(i18n, msg, 'Doc Holliday')).toBe("Can't put Doc Holliday there: the base would overlap Wyatt.");
    await i18n.changeLanguage('ru');
    expect(statusText(i18n, msg, 'Док')).toContain('«Wyatt»');
  });

  it('a refusal without details falls back to the plain refusal; an unknown key shows itself', () => {
    expect(statusText(i18n, { key: 'placement.insideImpassable', tone: 'error' }, 'Jed')).toBe("Can't put Jed there.");
    expect(statusText(i18n, { key: 'status.noSuchThing', tone: 'info' }, 'Jed')).toBe('status.noSuchThing');
  });

  it('drag reasons name the piece or figure in the way', () => {
    expect(dragReasonText(i18n, { code: 'insideImpassable', pieceId: 'barn', pieceName: 'Barn' })).toBe('Barn is impassable');
    expect(dragReasonText(i18n, { code: 'overlapsFigure', figureId: 'b1' })).toBe('Overlaps another figure');
    expect(dragReasonText(i18n, undefined)).toBe("Can't go there");
  });
});
