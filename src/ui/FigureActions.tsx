import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectFigureActions } from '../store/figureActionSelectors';
import { useSkirmishStore } from '../store/store';
import { ActionPreviewPanel } from './ActionPreviewPanel';
import { actionButtonText, nameLookup, refusalText } from './messageText';
import { onePress } from './onePress';
import { PathChoiceHint } from './PathChoiceHint';
import './panels.css';
import { selectScenario } from '../store/scenarioSelectors';
import { pointAtAction } from '../store/previewPoint';

/**
 * The selected figure's own actions as buttons (lie down, stand up, spot, dismount, mount, hold the
 * horse…), as the rules offer and describe them; moves are the board's drag. A refused one is
 * disabled, with the reason and its rule ID written under it (`action-why-<id>`: readable on touch,
 * where there is no hover) and as its description for screen readers. Nothing shows when the figure
 * has none, or may not act now (the other side's figure, the replay, the handover).
 *
 * A point to choose along a path (a reaction's point on the enemy's move) shows its hint first
 * (`PathChoiceHint`); the board takes the pick.
 *
 * Pointing at (or focusing) an action the rules preview (a shot, a fight) shows it in
 * `ActionPreviewPanel`, right under the buttons, in the side panel: never over the board, so it
 * covers no figure and catches no click meant for the table; below the buttons, so its appearing
 * moves none of them from under the pointer. Leaving the buttons and the panel lets a pointed
 * button's preview go (`leaveActions`).
 *
 * A long list (more than LONG_LIST, as in the Shoot phase: a shot per enemy and weapon) shows the
 * allowed actions first and folds the refused ones under "Not allowed now (n)" (`figure-actions-refused`),
 * still each with its reason.
 *
 * Test ids: `figure-action-<type>`, plus `-<targetId>` per target and `-<flag>` per option set
 * (`figure-action-mount-jack~mount`, `figure-action-dismount-tether`).
 */
/** More actions than this and the refused ones are folded away. */
export const LONG_LIST = 6;

export function FigureActions() {
  const { t, i18n } = useTranslation();
  const view = useSkirmishStore(selectFigureActions);
  const scenario = useSkirmishStore(selectScenario);
  const dispatch = useSkirmishStore((s) => s.dispatch);
  const pointAt = (figureId: string, actionId: string) => pointAtAction(useSkirmishStore.getState(), figureId, actionId);
  const leaveActions = useSkirmishStore((s) => s.leaveActions);
  const names = useMemo(() => nameLookup(scenario), [scenario]);

  if (view === null || view.actions.length === 0) return <PathChoiceHint />;
  const mover = names.figure(view.figureId);
  const fold = view.actions.length > LONG_LIST;
  const shown = fold ? view.actions.filter((a) => a.refusal === null) : view.actions;
  const folded = fold ? view.actions.filter((a) => a.refusal !== null) : [];
  const button = (a: (typeof view.actions)[number]) => {
    const text = actionButtonText(i18n, a.label);
    const why = a.refusal === null ? null : refusalText(i18n, a.refusal, names, mover);
    const press = (
      <button
        key={a.id}
        type="button"
        className="figure-action"
        data-testid={`figure-action-${a.id}`}
        disabled={why !== null}
        title={why ?? text}
        aria-description={why ?? undefined}
        {...onePress(() => dispatch(a.action))}
        // An action the rules preview (a shot, a fight) shows in the panel under the buttons while pointed at.
        onMouseEnter={() => pointAt(view.figureId, a.id)}
        onFocus={() => pointAt(view.figureId, a.id)}
      >
        {text}
      </button>
    );
    if (why === null) return press;
    // The reason under the button, not only in a tooltip: a touch screen has no hover.
    return (
      <div key={a.id} className="figure-action-refused" onMouseEnter={() => pointAt(view.figureId, a.id)}>
        {press}
        <span className="action-why" data-testid={`action-why-${a.id}`}>{why}</span>
      </div>
    );
  };
  return (
    <div className="figure-actions-area" onMouseLeave={leaveActions}>
      <PathChoiceHint />
      <section className="figure-actions" role="group" aria-label={t('figureActions.label')} data-testid="figure-actions">
        {shown.map(button)}
        {folded.length > 0 && (
          <details className="figure-actions__refused" data-testid="figure-actions-refused">
            <summary>{t('figureActions.refused', { count: folded.length })}</summary>
            {folded.map(button)}
          </details>
        )}
      </section>
      <ActionPreviewPanel />
    </div>
  );
}
