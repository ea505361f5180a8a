import { useTranslation } from 'react-i18next';
import { useSkirmishStore } from '../store/store';
import { exportCurrentGame } from './TopBar';

/**
 * The game in progress is not saved (`save-failure`): why, in the player's words (storage full,
 * storage refused, too large for a save file), that the game is still here in this tab, and what to
 * do — Export it (a file keeps it whatever the browser does), open the saved games to delete old ones
 * of the player's choosing, or try again. The browser's own words stay small, for whoever asks.
 * Under the play bar, never over the table; it goes as soon as a write of this game succeeds.
 */
export function SaveFailureNotice() {
  const { t } = useTranslation();
  const failure = useSkirmishStore((s) => (s.saveFailure !== null && s.saveFailure.gameId === s.game?.id ? s.saveFailure : null));
  const openDialog = useSkirmishStore((s) => s.openDialog);
  const retrySave = useSkirmishStore((s) => s.retrySave);
  if (failure === null) return null;
  return (
    <section className="save-failure" data-testid="save-failure" data-kind={failure.kind} role="alert" aria-label={t('saves.failure.label')}>
      <strong className="save-failure__title">{t('saves.failure.title')}</strong>
      <span className="save-failure__reason" data-testid="save-failure-reason">
        {t(`saves.failure.reason.${failure.kind}`)} {t('saves.failure.kept')}
      </span>
      <span className="save-failure__actions">
        <button type="button" data-testid="save-failure-export" onClick={() => exportCurrentGame(useSkirmishStore)}>{t('saves.failure.export')}</button>
        {failure.kind !== 'tooLarge' && (
          <button type="button" data-testid="save-failure-games" onClick={() => openDialog('games')}>{t('saves.failure.games')}</button>
        )}
        <button type="button" data-testid="save-failure-retry" onClick={() => retrySave()}>{t('saves.failure.retry')}</button>
      </span>
      <small className="save-failure__detail" data-testid="save-failure-detail">{failure.detail}</small>
    </section>
  );
}
