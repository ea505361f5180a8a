import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Unit } from '../engine/model';
import { onMultiFigureBases, slotTotal, slotsPerStand, standOf } from '../engine/unitStands';
import { selectSide } from '../store/selectors';
import { useSkirmishStore } from '../store/store';
import { selectFigureStatus } from '../store/figureStatusSelectors';
import { selectUnitTrays } from '../store/unitTraySelectors';
import { formatDegrees } from './format';
import { useLengthFormat } from './useLengthFormat';
import { labelText } from './messageText';
import { selectScenario } from '../store/scenarioSelectors';

/**
 * The selected unit's card (a press on any member selects its unit): its name and side, its
 * formation, its bases of several figures (BS-CAS-3), how many of its members stand on the table, where its tray is and which way it faces
 * (the store's tray, the one the board draws), what the rules track about it and its profile.
 */
export function UnitCard({ unit }: { unit: Unit }) {
  const { t, i18n } = useTranslation();
  const len = useLengthFormat();
  const side = useSkirmishStore((s) => selectSide(s, unit.side));
  const tray = useSkirmishStore((s) => selectUnitTrays(s).find((u) => u.unitId === unit.id));
  // Counted once per figure list, not in the selector: that runs on every store change (each pointer
  // move of a drag), and members × figures was most of a 40-figure unit's drag on Stony Ford.
  const figures = useSkirmishStore((s) => selectScenario(s)?.figures);
  const onTable = useMemo(() => {
    const ids = new Set(figures?.map((f) => f.id));
    return unit.memberIds.filter((id) => ids.has(id)).length;
  }, [figures, unit.memberIds]);
  const status = useSkirmishStore(selectFigureStatus);
  const formation = unit.formation.kind === 'regular'
    ? t('unitCard.regular', { files: unit.formation.files, ranks: unit.formation.ranks })
    : t('unitCard.irregular');
  // Bases of several figures (BS-CAS-3): how many, of what, and how many figures the marker cuts off.
  const f = unit.formation;
  const bases = f.kind !== 'regular' || !onMultiFigureBases(f) ? null : {
    bases: slotTotal(f, unit.memberIds.length) / slotsPerStand(standOf(f)), perBase: slotsPerStand(standOf(f)),
    files: standOf(f).files, ranks: standOf(f).ranks, cutOff: f.vacantSlots?.length ?? 0,
  };
  const centre = tray === undefined ? null : {
    x: tray.outline.reduce((sum, p) => sum + p.x, 0) / tray.outline.length,
    y: tray.outline.reduce((sum, p) => sum + p.y, 0) / tray.outline.length,
  };
  return (
    <section className="figure-card" data-testid="unit-card" aria-label={t('unitCard.title')}>
      <h2 className="figure-card__name">{unit.name}</h2>
      <dl className="figure-card__facts">
        <dt>{t('figure.side')}</dt>
        <dd>
          <span className="swatch" style={{ backgroundColor: side?.color ?? 'transparent' }} aria-hidden="true" />
          {side?.name ?? unit.side}
        </dd>
        <dt>{t('unitCard.formation')}</dt>
        <dd data-testid="unit-formation">{formation}</dd>
        {bases !== null && (
          <>
            <dt>{t('unitCard.bases')}</dt>
            <dd data-testid="unit-bases">
              {t('unitCard.basesValue', bases)}
              {bases.cutOff > 0 && <>{' · '}<span data-testid="unit-cut-off">{t('unitCard.cutOffValue', bases)}</span></>}
            </dd>
          </>
        )}
        <dt>{t('unitCard.members')}</dt>
        <dd data-testid="unit-members">{t('unitCard.membersValue', { onTable, count: unit.memberIds.length })}</dd>
        {centre !== null && (
          <>
            <dt>{t('figure.position')}</dt>
            <dd>{t('figure.positionValue', { x: len.length(centre.x), y: len.length(centre.y) })}</dd>
          </>
        )}
        <dt>{t('figure.facing')}</dt>
        <dd data-testid="unit-facing">{formatDegrees(tray?.facingDeg ?? unit.facingDeg)}</dd>
      </dl>
      {status.length > 0 && (
        <ul className="figure-card__status" data-testid="figure-status" aria-label={t('figure.status')}>
          {status.map((label, i) => <li key={`${label.key}-${i}`} data-testid="figure-status-item">{labelText(i18n, label)}</li>)}
        </ul>
      )}
      {Object.keys(unit.profile).length > 0 && (
        <table className="profile" data-testid="unit-profile">
          <caption>{t('figure.profile')}</caption>
          <tbody>
            {Object.entries(unit.profile).map(([key, value]) => (
              <tr key={key}>
                <th scope="row">{t(`stat.${key}`, { defaultValue: key })}</th>
                <td>{key.endsWith('In') && typeof value === 'number' ? len.length(value) : String(value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="figure-card__hint" data-testid="unit-hint">{t('unitCard.hint')}</p>
    </section>
  );
}
