import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSkirmishStore } from '../store/store';
import { problemText } from './problemText';
import type { ProblemLike } from './problemText';

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

/** Why a scenario was refused, problem by problem, and the ways on: the demo, or the game in progress. */
export function ErrorPanel({ onLoadDemo }: ErrorPanelProps) {
  const { t, i18n } = useTranslation();
  const failure = useSkirmishStore((s) => s.loadProblems);
  const hasGame = useSkirmishStore((s) => s.scenario !== null);
  const setLoadProblems = useSkirmishStore((s) => s.setLoadProblems);
  const titleId = useId();
  const firstButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (failure) firstButton.current?.focus();
  }, [failure]);

  if (!failure) return null;
  const problems = (Array.isArray(failure.problems) ? failure.problems : []).map(asProblem);
  const shown = problems.slice(0, MAX_ROWS);

  return (
    <div className="modal-backdrop">
      <div className="error-panel" role="alertdialog" aria-modal="true" aria-labelledby={titleId} data-testid="error-panel">
        <h2 id={titleId}>{t('errors.title')}</h2>
        <p className="error-panel__source" data-testid="error-source">{t('errors.source', { source: String(failure.source ?? '') })}</p>
        {shown.length === 0 ? (
          <p>{t('errors.noDetails')}</p>
        ) : (
          <ul className="error-panel__problems">
            {shown.map((p, i) => (
              <li key={i} data-testid="problem">
                <code className="error-panel__path">{p.path === '' || p.path === '(root)' ? t('errors.wholeFile') : p.path}</code>
                {' — '}
                <span>{problemText(i18n, p)}</span>
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
