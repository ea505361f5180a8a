import { useTranslation } from 'react-i18next';
import type { ProfileValue } from '../engine/model';
import { selectFigureElevationIn, selectSelectedFigure, selectSelectedUnit, selectSide } from '../store/selectors';
import { UnitCard } from './UnitCard';
import { useSkirmishStore } from '../store/store';
import { selectFigureStatus } from '../store/figureStatusSelectors';
import { describeBase, formatDegrees } from './format';
import { useLengthFormat } from './useLengthFormat';
import { labelText } from './messageText';
import { translateFirst } from './translate';
import { selectScenario } from '../store/scenarioSelectors';

/**
 * The selected figure's card: who it is, where it stands, what the rules track about it now (move
 * spent, hits waiting for their wound roll…) and its profile; lengths in the game's unit
 * (`useLengthFormat`: cm in a black-powder game). Every selector here returns
 * an object from the scenario (or a number), so a drag, which changes neither, does not re-render it.
 */
export function FigureCard() {
  const { t, i18n } = useTranslation();
  const len = useLengthFormat();
  const figure = useSkirmishStore(selectSelectedFigure);
  const side = useSkirmishStore((s) => (figure ? selectSide(s, figure.side) : undefined));
  const piece = useSkirmishStore((s) =>
    figure?.standsOn ? selectScenario(s)?.terrain.find((p) => p.id === figure.standsOn) : undefined);
  const elevationIn = useSkirmishStore((s) => (figure ? selectFigureElevationIn(s, figure) : 0));
  const status = useSkirmishStore(selectFigureStatus);
  const unit = useSkirmishStore(selectSelectedUnit);

  if (!figure && unit !== undefined) return <UnitCard unit={unit} />;
  if (!figure) {
    return <p className="figure-card figure-card--empty" data-testid="figure-hint">{t('figure.noSelection')}</p>;
  }

  const base = describeBase(figure.base);
  const standsOn = figure.standsOn === null
    ? t('figure.ground')
    : piece?.name ?? t('figure.unnamedPiece', { kind: piece ? t(`terrain.${piece.kind}`) : '', id: figure.standsOn });
  const profileValue = (key: string, value: ProfileValue): string => {
    if (typeof value === 'boolean') return value ? t('figure.yes') : t('figure.no');
    if (key === 'moveIn' && typeof value === 'number') return len.length(value);
    // A stat the locale formats (Quality 3 → "3+"), a word it names (a stick: "Medium"); else as written.
    if (typeof value === 'number') return translateFirst(i18n, [`statFormat.${key}`], { value }, String(value));
    return translateFirst(i18n, [`statValue.${value}`], {}, value);
  };

  return (
    <section className="figure-card" data-testid="figure-card" aria-label={t('figure.title')}>
      <h2 className="figure-card__name">{figure.name}</h2>
      <dl className="figure-card__facts">
        <dt>{t('figure.side')}</dt>
        <dd>
          <span className="swatch" style={{ backgroundColor: side?.color ?? 'transparent' }} aria-hidden="true" />
          {side?.name ?? figure.side}
        </dd>
        <dt>{t('figure.base')}</dt>
        <dd>{t(base.key, base.params)}</dd>
        <dt>{t('figure.stance')}</dt>
        <dd>{t(`stance.${figure.stance}`, { defaultValue: figure.stance })}</dd>
        <dt>{t('figure.mounted')}</dt>
        <dd>{figure.mounted ? t('figure.yes') : t('figure.no')}</dd>
        <dt>{t('figure.standsOn')}</dt>
        <dd data-testid="figure-stands-on">{standsOn}</dd>
        <dt>{t('figure.elevation')}</dt>
        <dd data-testid="figure-elevation">{len.length(elevationIn)}</dd>
        <dt>{t('figure.position')}</dt>
        <dd data-testid="figure-position">{t('figure.positionValue', { x: len.length(figure.x), y: len.length(figure.y) })}</dd>
        <dt>{t('figure.facing')}</dt>
        <dd>{formatDegrees(figure.facingDeg)}</dd>
      </dl>
      {status.length > 0 && (
        <ul className="figure-card__status" data-testid="figure-status" aria-label={t('figure.status')}>
          {status.map((label, i) => (
            <li key={`${label.key}-${i}`} data-testid="figure-status-item">{labelText(i18n, label)}</li>
          ))}
        </ul>
      )}
      {Object.keys(figure.profile).length > 0 && (
        <table className="profile" data-testid="figure-profile">
          <caption>{t('figure.profile')}</caption>
          <tbody>
            {Object.entries(figure.profile).map(([key, value]) => (
              <tr key={key}>
                <th scope="row">{t(`stat.${key}`, { defaultValue: key })}</th>
                <td>{profileValue(key, value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
