import { useTranslation } from 'react-i18next';
import { selectRoster } from '../store/rosterSelectors';
import { useSkirmishStore } from '../store/store';
import { labelText } from './messageText';
import { translateFirst } from './translate';
import './flow.css';

/**
 * The Roster tab: each side's figures with what the rules track about them now (wounds, moved,
 * hidden, jammed… — the rulesets' own status lines, as on the figure card), then the side's
 * casualties (who, killed or fled, in which turn, by which rule). A name selects the figure.
 */
export function RosterPanel() {
  const { t, i18n } = useTranslation();
  const roster = useSkirmishStore(selectRoster);
  const selected = useSkirmishStore((s) => s.selectedFigureId);
  const select = useSkirmishStore((s) => s.select);
  if (roster.length === 0) return <p className="hint">{t('roster.empty')}</p>;
  return (
    <div className="roster" data-testid="roster">
      {roster.map((side) => (
        <section key={side.id} className="roster__side" data-testid="roster-side" data-side-id={side.id} aria-label={side.side.name}>
          <h2 className="roster__title">
            <span className="swatch" style={{ backgroundColor: side.side.color }} aria-hidden="true" />
            {side.side.name}
            <span className="roster__count">{t('roster.count', { standing: side.figures.length, lost: side.casualties.length })}</span>
          </h2>
          <ul className="roster__list">
            {side.figures.map((f) => (
              <li key={f.id} className="roster__figure" data-testid="roster-figure" data-figure-id={f.id}>
                <button type="button" className="roster__name" aria-pressed={selected === f.id} onClick={() => select(f.id)}>{f.name}</button>
                {f.status.length > 0 && <span className="roster__status">{f.status.map((l) => labelText(i18n, l)).join(' · ')}</span>}
              </li>
            ))}
          </ul>
          {side.casualties.length > 0 && (
            <>
              <h3 className="roster__subtitle">{t('roster.casualties')}</h3>
              <ul className="roster__list">
                {side.casualties.map((c) => (
                  <li key={c.figureId} className="roster__casualty" data-testid="roster-casualty" data-figure-id={c.figureId}>
                    <s>{c.name}</s>{' '}
                    <span className="roster__status">
                      {[translateFirst(i18n, [`roster.how.${c.how ?? 'gone'}`], {}, t('roster.how.gone')),
                        ...(c.turn === null ? [] : [t('roster.turn', { turn: c.turn })]), ...(c.ruleId === null ? [] : [c.ruleId])].join(' · ')}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      ))}
    </div>
  );
}
