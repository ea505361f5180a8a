import { useTranslation } from 'react-i18next';
import { selectDragShootLines } from '../store/shootAfterMoveSelectors';
import { useSkirmishStore } from '../store/store';
import { useLengthFormat } from './useLengthFormat';
import { translateFirst } from './translate';
import './dragShootLines.css';

/**
 * The drag label's weapon lines (LOTOW-SHOOT-MOVE-1): for each weapon of the figure being dragged,
 * whether it could still shoot after a drop here — "Rifle: no shot after moving", "Pistol: can still
 * shoot", "Rifle: no shot now (moved over 3.0″)". The numbers are the rules' (store/
 * shootAfterMoveSelectors.ts); one `drag-shoot` line each, `data-kind` none | can | lost.
 */
export function DragShootLines() {
  const { t, i18n } = useTranslation();
  const len = useLengthFormat();
  const lines = useSkirmishStore(selectDragShootLines);
  if (lines.length === 0) return null;
  return (
    <>
      {lines.map((l) => (
        <span key={l.weaponId} className={`readout__shoot readout__shoot--${l.kind}`} data-testid="drag-shoot" data-kind={l.kind} data-weapon={l.weaponId}>
          {t(`shootAfterMove.${l.kind}`, { weapon: translateFirst(i18n, [l.labelKey], {}, l.weaponId), limitIn: len.length(l.limitIn) })}
        </span>
      ))}
    </>
  );
}
