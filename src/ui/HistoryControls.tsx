import { useTranslation } from 'react-i18next';
import { selectHistory } from '../store/gameSelectors';
import { useSkirmishStore } from '../store/store';
import { ButtonIcon } from './ButtonIcon';
import { labelText, refusalText } from './messageText';
import { onePress } from './onePress';
import { useHistoryKeys } from './useHistoryKeys';

/**
 * Undo and redo, as buttons and keys (Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y). A button that cannot act is
 * disabled, and its title says why (nothing to undo, the replay viewer is open, …); an enabled one
 * names the action it takes back or puts back.
 */
export function HistoryControls() {
  const { t, i18n } = useTranslation();
  const history = useSkirmishStore(selectHistory);
  const undo = useSkirmishStore((s) => s.undo);
  const redo = useSkirmishStore((s) => s.redo);
  useHistoryKeys();

  const undoTitle = history.undoRefusal !== null
    ? refusalText(i18n, history.undoRefusal)
    : history.undoTarget === null ? t('history.undoTitlePlain') : t('history.undoTitle', { action: labelText(i18n, history.undoTarget) });
  const redoTitle = history.redoRefusal !== null
    ? refusalText(i18n, history.redoRefusal)
    : history.redoTarget === null ? t('history.redoTitlePlain') : t('history.redoTitle', { action: labelText(i18n, history.redoTarget) });

  return (
    <div className="history-controls" role="group">
      <button type="button" data-testid="undo-button" disabled={!history.canUndo} title={undoTitle} aria-label={undoTitle} {...onePress(() => undo())}>
        <ButtonIcon kind="undo" /> {t('history.undo')}
      </button>
      <button type="button" data-testid="redo-button" disabled={!history.canRedo} title={redoTitle} aria-label={redoTitle} {...onePress(() => redo())}>
        {t('history.redo')} <ButtonIcon kind="redo" />
      </button>
    </div>
  );
}
