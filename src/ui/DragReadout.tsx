import { useTranslation } from 'react-i18next';
import { readoutPlacement } from './readoutPlacement';
import { selectDragView } from '../store/selectors';
import { useSkirmishStore } from '../store/store';
import { formatInches } from './format';
import { dragReasonText } from './messageText';


/**
 * The ruler's length by the pointer during a drag, and why the drop would be refused. It is the only
 * component that subscribes to the drag, so a pointer move re-renders this label and nothing else.
 * Absolutely positioned in the board cell, whose origin is the canvas's.
 */
export function DragReadout() {
  const { i18n } = useTranslation();
  const view = useSkirmishStore(selectDragView);
  const camera = useSkirmishStore((s) => s.camera);
  const viewport = useSkirmishStore((s) => s.viewport);

  const pointer = view?.path[view.path.length - 1];
  if (!view || !pointer) return null;
  const { left, top, flip } = readoutPlacement(camera, viewport, pointer);

  return (
    <div
      className={`readout drag-readout${flip ? ' readout--flip' : ''}${view.legal ? '' : ' readout--refused'}`}
      style={{ left, top }}
      data-testid="drag-readout"
    >
      <span className="readout__value" data-testid="ruler-readout">{formatInches(view.lengthIn)}</span>
      {!view.legal && (
        <span className="readout__reason" data-testid="drag-reason">{dragReasonText(i18n, view.problems[0])}</span>
      )}
    </div>
  );
}
