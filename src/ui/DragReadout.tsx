import { useTranslation } from 'react-i18next';
import { cameraWorldToScreen } from '../store/camera';
import { selectDragView } from '../store/selectors';
import { useSkirmishStore } from '../store/store';
import { formatInches } from './format';
import { dragReasonText } from './messageText';

/** Room the label needs to the right of the pointer before it flips to the left, CSS px. */
const FLIP_MARGIN_PX = 200;

/**
 * The ruler's length by the pointer during a drag, and why the drop would be refused. It is the only
 * component that subscribes to the drag, so a pointer move re-renders this label and nothing else.
 * Absolutely positioned in the board cell, whose origin is the canvas's.
 */
export function DragReadout() {
  const { i18n } = useTranslation();
  const view = useSkirmishStore(selectDragView);
  const camera = useSkirmishStore((s) => s.camera);
  const viewportWidthPx = useSkirmishStore((s) => s.viewport.widthPx);

  const pointer = view?.path[view.path.length - 1];
  if (!view || !pointer) return null;
  const at = cameraWorldToScreen(camera, pointer);
  const flip = at.x > viewportWidthPx - FLIP_MARGIN_PX;

  return (
    <div
      className={`readout drag-readout${flip ? ' readout--flip' : ''}${view.legal ? '' : ' readout--refused'}`}
      style={{ left: at.x, top: at.y }}
      data-testid="drag-readout"
    >
      <span className="readout__value" data-testid="ruler-readout">{formatInches(view.lengthIn)}</span>
      {!view.legal && (
        <span className="readout__reason" data-testid="drag-reason">{dragReasonText(i18n, view.problems[0])}</span>
      )}
    </div>
  );
}
