import { useTranslation } from 'react-i18next';
import { selectDragSurface } from '../store/dragSurfaceSelectors';
import { useSkirmishStore } from '../store/store';
import { useLengthFormat } from './useLengthFormat';
import './dragSurface.css';
import { selectScenario } from '../store/scenarioSelectors';

/**
 * The drag label's surface line, where the drop is over or on a raised surface: "on Cole House
 * balcony · 3.0″", "under Cole House balcony · 0.0″" — the surface the drop will end on and its
 * height, as the check, the log and the figure afterwards have them (store/dragSurfaceSelectors.ts).
 * Nothing over open ground. `drag-surface`, with `data-on` and `data-under` the pieces' ids.
 */
export function DragSurfaceLine() {
  const { t } = useTranslation();
  const len = useLengthFormat();
  const surface = useSkirmishStore(selectDragSurface);
  const terrain = useSkirmishStore((s) => selectScenario(s)?.terrain);
  if (surface === null || (surface.onPieceId === null && surface.underPieceId === null)) return null;
  const under = surface.underPieceId !== null;
  const id = (under ? surface.underPieceId : surface.onPieceId)!;
  const piece = terrain?.find((p) => p.id === id);
  const pieceName = piece?.name ?? t('figure.unnamedPiece', { kind: piece ? t(`terrain.${piece.kind}`) : '', id });
  return (
    <span className={`readout__surface readout__surface--${under ? 'under' : 'on'}`} data-testid="drag-surface"
      data-on={surface.onPieceId ?? ''} data-under={surface.underPieceId ?? ''}>
      {t(under ? 'dragSurface.under' : 'dragSurface.on', { pieceName, heightIn: len.length(surface.elevationIn) })}
    </span>
  );
}
