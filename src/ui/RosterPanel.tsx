import { useTranslation } from 'react-i18next';
import type { RosterFigure } from '../store/rosterSelectors';
import { selectRoster } from '../store/rosterSelectors';
import { useSkirmishStore } from '../store/store';
import { labelText } from './messageText';
import { translateFirst } from './translate';
import './flow.css';

/**
 * The Roster tab: each side's units (a unit's name selects the unit; its members, listed under it,
 * each select the figure alone) and figures with what the rules track about them now (wounds, moved,
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
            <span className="roster__count">{t('roster.count', { standing: side.standing, lost: side.casualties.length })}</span>
          </h2>
          <ul className="roster__list">
            {side.units.map((u) => (
              <li key={u.id} className="roster__unit" data-testid="roster-unit" data-unit-id={u.id}>
                <div className="roster__figure">
                  <button type="button" className="roster__name" aria-pressed={selected === u.id} onClick={() => select(u.id)}>{u.name}</button>
                  <span className="roster__status">{[t('roster.members', { count: u.members.length }), ...u.status.map((l) => labelText(i18n, l))].join(' · ')}</span>
                </div>
                {u.members.length > 0 && (
                  <ul className="roster__list roster__members">
                    {u.members.map((f) => <RosterFigureRow key={f.id} figure={f} selected={selected === f.id} onSelect={() => select(f.id, { single: true })} />)}
                  </ul>
                )}
              </li>
            ))}
            {side.figures.map((f) => <RosterFigureRow key={f.id} figure={f} selected={selected === f.id} onSelect={() => select(f.id)} />)}
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

function RosterFigureRow({ figure, selected, onSelect }: { figure: RosterFigure; selected: boolean; onSelect: () => void }) {
  const { i18n } = useTranslation();
  return (
    <li className="roster__figure" data-testid="roster-figure" data-figure-id={figure.id}>
      <button type="button" className="roster__name" aria-pressed={selected} onClick={onSelect}>{figure.name}</button>
      {figure.status.length > 0 && <span className="roster__status">{figure.status.map((l) => labelText(i18n, l)).join(' · ')}</span>}
    </li>
  );
}
