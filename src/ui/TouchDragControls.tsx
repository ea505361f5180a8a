import { useTranslation } from 'react-i18next';
import { useSkirmishStore } from '../store/store';
import { lastPressWasTouch, useLastPointerTypeTracking } from './useLastPointerType';
import './dragReadout.css';

/**
 * Drop / Cancel buttons at the bottom of the board cell while a figure is dragged by a finger
 * (issue 13: on touch there is no Esc, and a double-tap is easy to miss). They call the store's own
 * drag intents, `endDrag` and `cancelDrag`, the same as a release and Esc; the board's input
 * forgets its gesture when the store's drag ends. A mouse drag shows nothing.
 */
export function TouchDragControls() {
  const { t } = useTranslation();
  useLastPointerTypeTracking();
  const dragging = useSkirmishStore((s) => s.drag !== null);
  const endDrag = useSkirmishStore((s) => s.endDrag);
  const cancelDrag = useSkirmishStore((s) => s.cancelDrag);
  if (!dragging || !lastPressWasTouch()) return null;
  return (
    <div className="touch-drag-controls" role="group" aria-label={t('board.touchDrag.group')} data-testid="touch-drag-controls">
      <button type="button" className="touch-drag-controls__drop" title={t('board.touchDrag.dropHint')} onClick={() => endDrag()} data-testid="touch-drag-drop">
        {t('board.touchDrag.drop')}
      </button>
      <button type="button" title={t('board.touchDrag.cancelHint')} onClick={() => cancelDrag()} data-testid="touch-drag-cancel">
        {t('board.touchDrag.cancel')}
      </button>
    </div>
  );
}
