import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSideActions } from '../store/gameSelectors';
import { useSkirmishStore } from '../store/store';
import { actionButtonText, nameLookup, refusalText } from './messageText';
import { onePress } from './onePress';
import './panels.css';
import { selectScenario } from '../store/scenarioSelectors';

/**
 * The acting side's actions that belong to no figure (End turn, …) as buttons, as the rules
 * describe them. A refused one is disabled, with the reason and its rule ID written under it
 * (`side-action-why`: a touch screen has no hover) and as its title. With several sides acting at
 * once, each button names its side.
 */
export function SideActions() {
  const { t, i18n } = useTranslation();
  const groups = useSkirmishStore(selectSideActions);
  const scenario = useSkirmishStore(selectScenario);
  const dispatch = useSkirmishStore((s) => s.dispatch);
  const names = useMemo(() => nameLookup(scenario), [scenario]);
  const several = groups.length > 1;

  return (
    <div className="side-actions" role="group" aria-label={t('sideActions.label')}>
      {groups.flatMap((group) => group.actions.map((a, i) => {
        const label = actionButtonText(i18n, a.label);
        const text = several ? t('sideActions.forSide', { action: label, side: group.side.name }) : label;
        const why = a.refusal === null ? null : refusalText(i18n, a.refusal, names);
        const button = (
          <button
            key={`${group.side.id}:${i}`}
            type="button"
            className="side-action"
            data-testid={`side-action-${a.action.type}`}
            data-side-id={group.side.id}
            disabled={why !== null}
            title={why ?? text}
            aria-description={why ?? undefined}
            style={{ borderColor: group.side.color }}
            {...onePress(() => dispatch(a.action))}
          >
            {text}
          </button>
        );
        // A session block (the handover screen is up, the replay is open) is said by the screen or the
        // replay bar itself: writing it here too would only grow the play bar for a moment, and a bar
        // that changes height resizes the board under the player's pointer.
        if (why === null || a.refusal?.ruleId.startsWith('APP-') === true) return button;
        return (
          <span key={`${group.side.id}:${i}`} className="side-action-refused">
            {button}
            <span className="action-why" data-testid="side-action-why" data-side-id={group.side.id}>{why}</span>
          </span>
        );
      }))}
    </div>
  );
}
