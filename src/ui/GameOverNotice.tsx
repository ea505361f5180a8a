import { useTranslation } from 'react-i18next';
import { selectBanner } from '../store/gameSelectors';
import { useSkirmishStore } from '../store/store';
import { labelText } from './messageText';

/**
 * The end of the game, plainly (`game-over`): who won (or a draw) and why, in the rules' words
 * (`game-over-reason`), with New game (the New game dialog) and Replay (the replay viewer on this
 * game). Not modal: undo still takes the last action back (the engine refuses play after the end,
 * but undo is a timeline step), and the notice goes with the outcome. Hidden while the replay viewer
 * is open (its banner names the step).
 */
export function GameOverNotice() {
  const { t, i18n } = useTranslation();
  const banner = useSkirmishStore(selectBanner);
  const openDialog = useSkirmishStore((s) => s.openDialog);
  const openReplay = useSkirmishStore((s) => s.openReplay);
  if (banner === null || banner.outcome === null || banner.replay !== null) return null;
  const { winner, reason } = banner.outcome;
  return (
    <section
      className="game-over"
      data-testid="game-over"
      data-winner={winner?.id ?? ''}
      role="alert"
      aria-label={t('gameOver.label')}
      style={winner === null ? undefined : { borderColor: winner.color }}
    >
      <strong className="game-over__title" data-testid="game-over-title">
        {winner === null ? t('gameOver.draw') : t('gameOver.won', { winner: winner.name })}
      </strong>
      <span className="game-over__reason" data-testid="game-over-reason">{labelText(i18n, reason)}</span>
      <span className="game-over__actions">
        <button type="button" data-testid="game-over-new" onClick={() => openDialog('newGame')}>{t('gameOver.newGame')}</button>
        <button type="button" data-testid="game-over-replay" onClick={() => openReplay(null)}>{t('gameOver.replay')}</button>
      </span>
    </section>
  );
}
