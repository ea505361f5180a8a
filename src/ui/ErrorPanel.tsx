import { useEffect, useId, useRef } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSkirmishStore } from '../store/store';
import { problemText } from './problemText';
import type { SaveLoadFailure } from './saveFailure';
import type { ProblemLike } from './problemText';
import { problemParams, translateFirst } from './translate';
import { selectScenario } from '../store/scenarioSelectors';

export interface ErrorPanelProps {
  /** Throw the failed scenario away and load the demo. */
  readonly onLoadDemo: () => void;
}

/** Enough rows to see what is wrong; a broken file can report thousands. */
const MAX_ROWS = 50;

/** Read whatever the loader reported without trusting its shape: this panel must never throw. */
function asProblem(raw: unknown): ProblemLike {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<Record<keyof ProblemLike, unknown>>;
  return {
    path: typeof r.path === 'string' ? r.path : '',
    code: typeof r.code === 'string' ? r.code : '',
    message: typeof r.message === 'string' ? r.message : String(r.code ?? ''),
    params: typeof r.params === 'object' && r.params !== null ? (r.params as ProblemLike['params']) : undefined,
  };
}

/** Codes only a save file's load reports (src/engine/saveFile.ts SAVE_PROBLEM_CODES beyond the scenario's). */
const SAVE_ONLY_CODES = new Set(['hashMismatch', 'refused', 'notASave', 'unknownRuleset', 'unknownOption', 'unknownId', 'badAction']);
/** Fields of a save file that a scenario file does not have. */
const SAVE_FIELD = /^(actions|stateHash|scenario|kind|seed|rulesetId)(\.|\[|$)/;


/**
 * Whether the failure is a save file's rather than a scenario's: marked so by the loader, the file
 * name says so, or a problem has a code or a path only saves have.
 */
export function isSaveFailure(source: string, problems: readonly ProblemLike[], kind?: unknown): boolean {
  return kind === 'save' || /\.skirmish\.json$/i.test(source) || problems.some((p) => SAVE_ONLY_CODES.has(p.code) || SAVE_FIELD.test(p.path));
}

/** The loader's message without its leading "path: ". */
function bareMessage(p: ProblemLike): string {
  const prefix = `${p.path}: `;
  return p.path !== '' && p.message.startsWith(prefix) ? p.message.slice(prefix.length) : p.message;
}

/**
 * A save problem in the player's language: `saves.problem.<code>` (then `…Plain`) when the locale has
 * it, else the scenario wording (`problemText`). Words the engine wrote in English (a refusal's reason,
 * a malformed step) are shown only in English; other languages name the rule ID instead.
 */
export function saveProblemText(i18n: I18n, p: ProblemLike): string {
  const key = `saves.problem.${p.code}`;
  if (!i18n.exists(key)) return problemText(i18n, p);
  const english = i18n.resolvedLanguage === 'en';
  const params: Record<string, string | number> = { ...problemParams(p.params) };
  if (p.code === 'refused') {
    const reasonKey = typeof params.reasonKey === 'string' ? params.reasonKey : '';
    const reason = english ? bareMessage(p).replace(/^does not replay: /, '') : translateFirst(i18n, reasonKey === '' ? [] : [reasonKey], {}, '');
    if (reason !== '') params.reason = reason;
  } else if (p.code === 'badAction' && !english) {
    delete params.reason;
  }
  try {
    return translateFirst(i18n, [key, `${key}Plain`], params, bareMessage(p) || p.code);
  } catch {
    return bareMessage(p) || p.code;
  }
}

/** Why a scenario or a saved game was refused, problem by problem, and the ways on: the demo, or the game in progress. */
export function ErrorPanel({ onLoadDemo }: ErrorPanelProps) {
  const { t, i18n } = useTranslation();
  const failure = useSkirmishStore((s) => s.loadProblems);
  const hasGame = useSkirmishStore((s) => selectScenario(s) !== null);
  const setLoadProblems = useSkirmishStore((s) => s.setLoadProblems);
  const titleId = useId();
  const firstButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (failure) firstButton.current?.focus();
  }, [failure]);

  if (!failure) return null;
  const problems = (Array.isArray(failure.problems) ? failure.problems : []).map(asProblem);
  const shown = problems.slice(0, MAX_ROWS);
  const source = String(failure.source ?? '');
  const isSave = isSaveFailure(source, problems, (failure as Partial<SaveLoadFailure>).kind);

  return (
    <div className="modal-backdrop">
      <div className="error-panel" role="alertdialog" aria-modal="true" aria-labelledby={titleId} data-testid="error-panel">
        <h2 id={titleId}>{isSave ? t('saves.errors.title') : t('errors.title')}</h2>
        <p className="error-panel__source" data-testid="error-source">{t('errors.source', { source })}</p>
        {shown.length === 0 ? (
          <p>{t('errors.noDetails')}</p>
        ) : (
          <ul className="error-panel__problems">
            {shown.map((p, i) => (
              <li key={i} data-testid="problem">
                <code className="error-panel__path">{p.path === '' || p.path === '(root)' ? t('errors.wholeFile') : p.path}</code>
                {' — '}
                <span>{isSave ? saveProblemText(i18n, p) : problemText(i18n, p)}</span>
              </li>
            ))}
          </ul>
        )}
        {problems.length > shown.length && <p>{t('errors.more', { n: problems.length - shown.length })}</p>}
        <div className="error-panel__actions">
          <button type="button" ref={firstButton} data-testid="load-demo" onClick={onLoadDemo}>{t('errors.loadDemo')}</button>
          {hasGame && (
            <button type="button" data-testid="back-to-game" onClick={() => setLoadProblems(null)}>{t('errors.backToGame')}</button>
          )}
        </div>
      </div>
    </div>
  );
}
