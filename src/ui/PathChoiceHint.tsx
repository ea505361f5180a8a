import { useTranslation } from 'react-i18next';
import { selectPathChoice } from '../store/pathChoiceSelectors';
import { useSkirmishStore } from '../store/store';
import { labelText } from './messageText';

/**
 * While the selected piece has a point to choose along a path (the black-powder reaction's point on
 * the enemy's move: store/pathChoiceSelectors.ts), the rules' name for the choice and how to make it
 * (`path-choice-hint`): the board highlights the stretches; a tap or click there picks the point.
 * Nothing otherwise. Above the action buttons in the Figure tab.
 */
export function PathChoiceHint() {
  const { t, i18n } = useTranslation();
  const view = useSkirmishStore(selectPathChoice);
  if (view === null) return null;
  return (
    <p className="path-choice-hint" data-testid="path-choice-hint" role="note" data-mover-id={view.moverId}>
      <strong>{labelText(i18n, view.label)}</strong>{' '}
      <span>{t('figureActions.pathChoiceTap')}</span>
    </p>
  );
}
