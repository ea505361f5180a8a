import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSkirmishStore } from '../store/store';
import { nameLookup, statusText } from './messageText';
import { selectScenario } from '../store/scenarioSelectors';

/**
 * The last thing the table has to say (a refused move, a cancelled drag), in the player's language,
 * with the rule ID of a refusal; side and figure ids in it shown as names.
 */
export function StatusLine() {
  const { t, i18n } = useTranslation();
  const status = useSkirmishStore((s) => s.status);
  const scenario = useSkirmishStore(selectScenario);
  // A refused drop names the figure that was moved; it stays selected after the drop.
  const selectedName = useSkirmishStore((s) =>
    s.selectedFigureId === null ? null : selectScenario(s)?.figures.find((f) => f.id === s.selectedFigureId)?.name ?? null);
  const names = useMemo(() => nameLookup(scenario), [scenario]);

  const text = status ? statusText(i18n, status, selectedName ?? t('status.thisFigure'), names) : '';
  const tone = status?.tone ?? 'info';
  return (
    <p className={`status-line status-line--${tone}`} data-testid="status-line" role="status" aria-live="polite" data-tone={tone}>
      {text}
    </p>
  );
}
