import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { selectActionLog } from '../store/logSelectors';
import type { LogRow } from '../store/logSelectors';
import { useSkirmishStore } from '../store/store';
import type { OutcomePartView } from '../store/outcomeSelectors';
import { selectEntryOutcomes } from '../store/outcomeSelectors';
import { labelParams, labelText } from './messageText';
import { outcomeText } from './outcomeText';
import { translateFirst } from './translate';
import type { LogRowProps } from './useNewestRows';
import { useNewestRows } from './useNewestRows';

/**
 * What a row says: the action as the rules describe it, and what it came to ("… shot at Mad Dog
 * Callahan: hit, wounds Mad Dog Callahan, Mad Dog Callahan is down"; outcomeSelectors.ts); undo and
 * redo name the action they concern.
 */
export function logRowText(i18n: I18n, row: LogRow, outcome?: readonly OutcomePartView[]): string {
  switch (row.kind) {
    case 'setup':
      return outcome === undefined || outcome.length === 0 ? i18n.t('log.setup') : i18n.t('results.log.withOutcome', { action: i18n.t('log.setup'), outcome: outcomeText(i18n, outcome, false) });
    case 'action': {
      const action = labelText(i18n, row.description);
      return outcome === undefined || outcome.length === 0 ? action : i18n.t('results.log.withOutcome', { action, outcome: outcomeText(i18n, outcome, false) });
    }
    case 'undo':
    case 'redo': {
      const action = row.target === null ? '' : labelText(i18n, row.target);
      return translateFirst(i18n, [`log.${row.kind}`, `log.${row.kind}Plain`], { action }, i18n.t(`log.${row.kind}Plain`));
    }
  }
}

/** The phase or flow a row happened in, when its label reads in full ("Shooting phase"); else nothing. */
function flowText(i18n: I18n, row: LogRow): string {
  if (row.kind !== 'setup' && row.kind !== 'action') return '';
  return translateFirst(i18n, [row.flow.key], labelParams(i18n, row.flow), '');
}

/** One entry. Memoised: the store keeps a row object per log entry, so a new step draws one row, not the game's. */
const LogEntryRow = memo(function LogEntryRow({ row, i18n, t, outcome }: LogRowProps<LogRow> & { readonly outcome: readonly OutcomePartView[] | undefined }) {
  const undone = row.kind === 'action' && row.undone;
  const text = logRowText(i18n, row, outcome);
  const flow = flowText(i18n, row);
  const side = row.kind === 'setup' ? null : row.side;
  return (
    <li
      className={`log-entry log-entry--${row.kind}${undone ? ' log-entry--undone' : ''}`}
      data-testid="log-entry"
      data-kind={row.kind}
      data-undone={undone ? 'true' : undefined}
    >
      <span className="log-entry__meta">
        {row.turn !== null && <span>{t('log.turn', { turn: row.turn })}</span>}
        {flow !== '' && <span>{flow}</span>}
      </span>
      <span className="log-entry__body">
        {side !== null && <span className="swatch" style={{ backgroundColor: side.color }} title={side.name} aria-hidden="true" />}
        {undone ? <s className="log-entry__text">{text}</s> : <span className="log-entry__text">{text}</span>}
        {undone && <span className="log-entry__mark">{t('log.undoneMark')}</span>}
      </span>
    </li>
  );
});

/**
 * The game's log, newest first: every action with the turn and flow it was taken in and the side
 * that took it. Undone actions stay, struck through, for both players to see; undo and redo have
 * their own rows. While the replay viewer is open it shows the log up to the step on the table.
 * A long game shows its newest entries and a button for earlier ones (`useNewestRows`).
 */
export function GameLogPanel() {
  const { t, i18n } = useTranslation();
  const rows = useSkirmishStore(selectActionLog);
  const outcomes = useSkirmishStore(selectEntryOutcomes);
  const { shown, hidden, more, showEarlier } = useNewestRows(rows);

  return (
    <section className="game-log-panel" aria-label={t('log.title')}>
      <h2>{t('log.title')}</h2>
      {rows.length === 0 ? (
        <p className="hint">{t('log.empty')}</p>
      ) : (
        <>
          <ol className="game-log" data-testid="game-log">
            {shown.map((row) => <LogEntryRow key={row.seq} row={row} i18n={i18n} t={t} language={i18n.language} outcome={outcomes.get(row.seq)} />)}
          </ol>
          {hidden > 0 && (
            <button type="button" className="log-show-earlier" data-testid="log-show-earlier" onClick={showEarlier}>
              {t('log.showEarlier', { page: more, count: hidden })}
            </button>
          )}
        </>
      )}
    </section>
  );
}
