import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { selectDiceLog } from '../store/logSelectors';
import type { DiceRow } from '../store/logSelectors';
import { useSkirmishStore } from '../store/store';
import type { RollReadingView } from '../store/outcomeSelectors';
import { selectDiceReadings } from '../store/outcomeSelectors';
import { labelText } from './messageText';
import type { LogRowProps } from './useNewestRows';
import { useNewestRows } from './useNewestRows';

/** "total 14" or "3 at 4+". */
export function diceOutcomeText(i18n: I18n, row: DiceRow): string {
  return row.outcome.kind === 'sum'
    ? i18n.t('dice.sum', { value: row.outcome.value })
    : i18n.t('dice.successes', { value: row.outcome.value, atLeast: row.outcome.atLeast });
}

/**
 * The number the rule compares (issue 13, bug 7): the faces with the modifiers ("Pluck +5 = 14"),
 * or the count of dice at the target when several dice each test (an activation, "2 at 4+"), or the
 * face / the best die.
 */
export function diceComparedText(i18n: I18n, row: DiceRow, reading: RollReadingView | undefined): string {
  if (reading === undefined) return diceOutcomeText(i18n, row);
  if (reading.modifier !== null) return i18n.t('results.dice.totalWithModifier', { modifier: labelText(i18n, reading.modifier), total: reading.total });
  if (row.outcome.kind === 'successes' && row.count > 1) return diceOutcomeText(i18n, row);
  return i18n.t('results.dice.total', { total: reading.total });
}

/** What it is compared with, the verdict and what it meant: "needs 10 · passed · the Posse holds firm". */
export function diceVerdictText(i18n: I18n, reading: RollReadingView): string {
  const words: string[] = [];
  if (reading.against !== null) words.push(i18n.t(reading.opposed ? 'results.dice.opposed' : 'results.dice.needs', { against: reading.against }));
  if (reading.verdict !== null) words.push(i18n.t(`results.dice.${reading.verdict}`));
  else if (reading.opposed) words.push(i18n.t('results.dice.tied'));
  words.push(labelText(i18n, reading.meaning));
  return words.join(' · ');
}

/** One roll. Memoised: the store keeps its row objects per log entry, so a new roll draws one row. */
const DiceEntryRow = memo(function DiceEntryRow({ row, i18n, t, reading }: LogRowProps<DiceRow> & { readonly reading: RollReadingView | undefined }) {
  return (
    <li
      className={`dice-entry${row.undone ? ' dice-entry--undone' : ''}`}
      data-testid="dice-entry"
      data-rule-id={row.ruleId}
      data-undone={row.undone ? 'true' : undefined}
    >
      <div className="dice-entry__head">
        {row.side !== null && <span className="swatch" style={{ backgroundColor: row.side.color }} title={row.side.name} aria-hidden="true" />}
        <span className="dice-entry__purpose" data-testid="dice-purpose">{labelText(i18n, row.purpose)}</span>
        <span className="dice-entry__rule" data-testid="dice-rule">{row.ruleId}</span>
      </div>
      <div className="dice-entry__roll">
        <span className="dice-entry__dice">{t('dice.dice', { count: row.count, sides: row.sides })}</span>
        <span className="dice-entry__faces" data-testid="dice-faces">
          {row.faces.map((f, i) => (
            <span key={i} className={`die${row.rerolled?.indices.includes(i) ? ' die--rerolled' : ''}`}>{f}</span>
          ))}
        </span>
        <span className="dice-entry__outcome" data-testid="dice-outcome">{diceComparedText(i18n, row, reading)}</span>
      </div>
      {reading !== undefined && (
        <div className={`dice-entry__verdict${reading.verdict === null ? '' : ` dice-entry__verdict--${reading.verdict}`}`} data-testid="dice-verdict" data-verdict={reading.verdict ?? undefined}>
          {diceVerdictText(i18n, reading)}
        </div>
      )}
      {(row.figureNames.length > 0 || row.rerolled !== null || row.undone || row.side === null) && (
        <div className="dice-entry__notes">
          {row.side === null && <span>{t('dice.setup')}</span>}
          {row.figureNames.length > 0 && <span>{t('dice.figures', { names: row.figureNames.join(', ') })}</span>}
          {row.rerolled !== null && <span>{t('dice.rerolled', { before: row.rerolled.before.join(', ') })}</span>}
          {row.undone && <span className="dice-entry__undone">{t('dice.undone')}</span>}
        </div>
      )}
    </li>
  );
});

/**
 * Every roll of the game, newest first: what it was for (the rules' purpose, or "Roll" and the
 * player's label), the dice, each face, the outcome (total, or successes when the rules set a target),
 * the rule ID, who rolled and for which figures, and any reroll. A roll whose action was undone
 * stays, marked: the dice were seen. A long game shows its newest rolls and a button for earlier ones.
 */
export function DiceLogPanel() {
  const { t, i18n } = useTranslation();
  const rows = useSkirmishStore(selectDiceLog);
  const readings = useSkirmishStore(selectDiceReadings);
  const { shown, hidden, more, showEarlier } = useNewestRows(rows);

  return (
    <section className="dice-log-panel" aria-label={t('dice.title')}>
      <h2>{t('dice.title')}</h2>
      {rows.length === 0 ? (
        <p className="hint">{t('dice.empty')}</p>
      ) : (
        <>
          <ol className="dice-log" data-testid="dice-log">
            {shown.map((row) => <DiceEntryRow key={row.id} row={row} i18n={i18n} t={t} language={i18n.language} reading={readings.get(row.id)} />)}
          </ol>
          {hidden > 0 && (
            <button type="button" className="log-show-earlier" data-testid="dice-show-earlier" onClick={showEarlier}>
              {t('dice.showEarlier', { page: more, count: hidden })}
            </button>
          )}
        </>
      )}
    </section>
  );
}
