import { useTranslation } from 'react-i18next';
import { useSkirmishStore } from '../store/store';
import { saveAutoPass } from './autoPassStorage';

/**
 * The switch for the automatic pass (a phase in which the side to act has nothing to do passes by
 * itself, logged with the reason): a setting of this screen, applied at once and remembered, not an
 * option of the game (a pass is logged as an action either way, so saves do not depend on it).
 */
export function AutoPassToggle() {
  const { t } = useTranslation();
  const on = useSkirmishStore((s) => s.autoPassEnabled);
  const setOn = useSkirmishStore((s) => s.setAutoPassEnabled);
  return (
    <label className="option-field option-field--boolean">
      <input type="checkbox" data-testid="auto-pass-toggle" checked={on}
        onChange={(e) => { const v = e.currentTarget.checked; setOn(v); saveAutoPass(v); }} />
      <span className="option-field__label">{t('flow.autoPass')}</span>
    </label>
  );
}
