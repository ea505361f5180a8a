/**
 * The status badges on each figure's token (prone, fallen, jammed, hidden, mounted, wounded, climbing),
 * read from what the ruleset tracks (`Ruleset.figureStatus`, the lines of the figure's card: one
 * source for the card and the board) plus the figure's own stance and mount. Status lines are matched
 * by the end of their label key (`lotow.status.hidden`, `sbh.status.fallen`, `<ruleset>.status.climbing`)
 * so any ruleset that names its lines the same way gets the badges.
 *
 * The board's selector answers one string per figure (`"prone,wounded"`), so a figure's memoised
 * token redraws only when its own badges change; it is recomputed once per game state shown (the
 * replay frame while the viewer is open), never on a pointer move.
 */
import type { Figure } from '../engine/model';
import type { ActionDescription } from '../engine/ruleset';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { GameState } from '../engine/state';
import { memoLast } from '../store/memoLast';
import { replayFrame } from '../store/replayFrame';
import type { StoreState } from '../store/storeState';
import { selectScenario } from '../store/scenarioSelectors';

export const FIGURE_BADGES = ['prone', 'fallen', 'mounted', 'wounded', 'jammed', 'hidden', 'climbing'] as const;
export type FigureBadge = (typeof FIGURE_BADGES)[number];

const endsWith = (key: string, suffix: string): boolean => key.endsWith(`.status.${suffix}`);

/** A figure's badges, in `FIGURE_BADGES` order. */
export function figureBadges(figure: Figure, lines: readonly ActionDescription[]): FigureBadge[] {
  const on = new Set<FigureBadge>();
  if (figure.stance === 'prone') on.add('prone');
  if (figure.mounted) on.add('mounted');
  for (const l of lines) {
    const k = l.labelKey;
    if (endsWith(k, 'fallen')) on.add('fallen');
    else if (endsWith(k, 'hidden')) on.add('hidden');
    else if (endsWith(k, 'climbing') || endsWith(k, 'climbingDown')) on.add('climbing');
    else if (endsWith(k, 'weaponJammed') || endsWith(k, 'jammed')) on.add('jammed');
    else if (endsWith(k, 'wounds') || endsWith(k, 'mountWounds')) {
      const left = l.params.left;
      const wounds = l.params.wounds;
      if (typeof left === 'number' && typeof wounds === 'number' && left < wounds) on.add('wounded');
    } else if (endsWith(k, 'wounded')) on.add('wounded');
  }
  return FIGURE_BADGES.filter((b) => on.has(b));
}

const NO_BADGES: ReadonlyMap<string, string> = new Map();

const badgesOf = memoLast((registry: RulesetRegistry, state: GameState | undefined, figures: readonly Figure[]): ReadonlyMap<string, string> => {
  const ruleset = state === undefined ? undefined : registry.get(state.rulesetId);
  const out = new Map<string, string>();
  for (const f of figures) {
    let lines: readonly ActionDescription[] = [];
    if (state !== undefined && ruleset?.figureStatus !== undefined) {
      try {
        lines = ruleset.figureStatus(state, f.id);
      } catch {
        // A ruleset that throws shows no badges rather than breaking the board (as the card does).
      }
    }
    out.set(f.id, figureBadges(f, lines).join(','));
  }
  return out.size === 0 ? NO_BADGES : out;
});

/** Figure id → its badges joined by commas ("" for none), for the figures the board draws. */
export function selectFigureBadges(s: StoreState): ReadonlyMap<string, string> {
  const figures = selectScenario(s)?.figures;
  if (figures === undefined) return NO_BADGES;
  const shown = s.replay !== null ? replayFrame(s.replay) : s.game?.timeline.present;
  return badgesOf(s.registry, shown, figures);
}
