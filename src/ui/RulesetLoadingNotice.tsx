import { useTranslation } from 'react-i18next';
import { useSkirmishStore } from '../store/store';
import './rulesetLoading.css';

/**
 * Over the board while a ruleset's code is fetched (each ruleset is its own chunk, loaded when a game
 * of it starts or a save of it is opened: store/rulesetSlice.ts): "Loading the rules of …". Takes no
 * pointer; the game in progress stays on the table under it. A failed load is the error panel's.
 */
export function RulesetLoadingNotice() {
  const { t } = useTranslation();
  const loading = useSkirmishStore((s) => s.rulesetLoading);
  if (loading === null) return null;
  return (
    <div className="ruleset-loading" data-testid="ruleset-loading" data-ruleset={loading} role="status" aria-live="polite">
      {t('rulesetLoad.loading', { name: t(`ruleset.${loading}`, { defaultValue: loading }) })}
    </div>
  );
}
