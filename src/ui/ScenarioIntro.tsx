import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSkirmishStore } from '../store/store';
import { ScenarioThumbnailSvg } from './ScenarioThumbnailSvg';
import './flow.css';

/** The option that ends a game after its turn or round N: `turnLimit` (LOTOW) or `roundLimit` (the black-powder skirmish, whose turn is one side's). */
export type LimitKey = 'turnLimit' | 'roundLimit';

/** The game's last turn (or round): the New game option when set above 0, else the scenario's `options` of the same key; null for none. */
export function introTurnLimit(options: Readonly<Record<string, unknown>>, scenarioOptions: Readonly<Record<string, unknown>>, key: LimitKey = 'turnLimit'): number | null {
  const chosen = options[key];
  if (typeof chosen === 'number' && chosen > 0) return chosen;
  const own = scenarioOptions[key];
  return typeof own === 'number' && Number.isInteger(own) && own > 0 ? own : null;
}

/** The limit the intro states, with its words' key, or null. */
function introLimit(options: Readonly<Record<string, unknown>>, scenarioOptions: Readonly<Record<string, unknown>>): { key: LimitKey; n: number } | null {
  for (const key of ['turnLimit', 'roundLimit'] as const) {
    const n = introTurnLimit(options, scenarioOptions, key);
    if (n !== null) return { key, n };
  }
  return null;
}

/**
 * The scenario's intro card, when a scenario starts from Scenarios: its name, a picture of the
 * table, its story (`description`), how it is won (`victory`) and the turn limit. Dismissed by its
 * button, Esc or Enter; the game is already on the table underneath.
 */
export function ScenarioIntro() {
  const { t } = useTranslation();
  const shown = useSkirmishStore((s) => s.scenarioIntro && s.replay === null);
  const present = useSkirmishStore((s) => s.game?.timeline.present ?? null);
  const close = useSkirmishStore((s) => s.showScenarioIntro);
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!shown) return undefined;
    button.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.repeat || (e.key !== 'Escape' && e.key !== 'Enter')) return;
      e.preventDefault();
      close(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown, close]);

  if (!shown || present === null) return null;
  const scenario = present.scenario;
  const limit = introLimit(present.options, scenario.options);
  return (
    <div className="modal-backdrop">
      <div className="dialog scenario-intro" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="scenario-intro">
        <h2 id={titleId}>{scenario.name}</h2>
        <ScenarioThumbnailSvg scenario={scenario} widthPx={240} label={t('scenarioIntro.picture', { name: scenario.name })} />
        {scenario.description !== undefined && <p className="scenario-intro__story" data-testid="scenario-intro-story">{scenario.description}</p>}
        {(scenario.victory !== undefined || limit !== null) && (
          <section className="scenario-intro__victory" data-testid="scenario-intro-victory">
            <h3>{t('scenarioIntro.victory')}</h3>
            {scenario.victory !== undefined && <p>{scenario.victory}</p>}
            {limit !== null && <p data-testid="scenario-intro-turns">{t(`scenarioIntro.${limit.key}`, { turn: limit.n })}</p>}
          </section>
        )}
        <div className="dialog__actions">
          <button type="button" ref={button} data-testid="scenario-intro-start" onClick={() => close(false)}>{t('scenarioIntro.start')}</button>
        </div>
      </div>
    </div>
  );
}
