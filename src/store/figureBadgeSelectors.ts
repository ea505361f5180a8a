/**
 * The status badges on each figure's token, read from what the ruleset tracks (`Ruleset.figureStatus`,
 * the lines of the figure's card: one source for the card, the board and the legend) plus the
 * figure's own stance and mount. Status lines are matched by the end of their label key
 * (`lotow.status.hidden`, `sbh.status.fallen`, `blackpowder.status.outOfAction`) so any ruleset that
 * names its lines the same way gets the badges. Looks: badgeGlyphs.ts.
 *
 * The board's selector answers one string per figure (`"prone,wounded"`), so a figure's memoised
 * token redraws only when its own badges change; it is recomputed once per game state shown (the
 * replay frame while the viewer is open), never on a pointer move.
 */
import type { Figure } from '../engine/model';
import type { ActionDescription } from '../engine/ruleset';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { GameState } from '../engine/state';
import { memoLast } from './memoLast';
import { replayFrame } from './replayFrame';
import type { StoreState } from './storeState';
import { selectScenario } from './scenarioSelectors';

/** In the order they take the slots round a token (the first four are the roomiest: drawBadges.ts). */
export const FIGURE_BADGES = [
  'out', 'suppressed', 'prone', 'fallen', 'mounted', 'wounded', 'jammed', 'unloaded', 'aimed', 'running', 'hidden', 'climbing',
] as const;
export type FigureBadge = (typeof FIGURE_BADGES)[number];

/** Status line suffix (`….status.<suffix>`) → badge; wounds lines are read by their params. */
const BY_SUFFIX: Readonly<Record<string, FigureBadge>> = {
  outOfAction: 'out', suppressed: 'suppressed', fallen: 'fallen', hidden: 'hidden', climbing: 'climbing', climbingDown: 'climbing',
  weaponJammed: 'jammed', jammed: 'jammed', wounded: 'wounded', horseWounded: 'wounded', running: 'running',
  unloaded: 'unloaded', aimed: 'aimed',
};
const WOUND_COUNTS = new Set(['wounds', 'mountWounds']);

/**
 * A figure's badges, in `FIGURE_BADGES` order. Out of action (BP-DMG-1: on the table, out of the
 * battle) stands alone: nothing else about the figure matters to play.
 */
export function figureBadges(figure: Figure, lines: readonly ActionDescription[]): FigureBadge[] {
  const on = new Set<FigureBadge>();
  if (figure.stance === 'prone') on.add('prone');
  if (figure.mounted) on.add('mounted');
  for (const l of lines) {
    const at = l.labelKey.lastIndexOf('.status.');
    if (at < 0) continue;
    const suffix = l.labelKey.slice(at + '.status.'.length);
    if (WOUND_COUNTS.has(suffix)) {
      const { left, wounds } = l.params;
      if (typeof left === 'number' && typeof wounds === 'number' && left < wounds) on.add('wounded');
      continue;
    }
    const badge = BY_SUFFIX[suffix];
    if (badge !== undefined) on.add(badge);
  }
  if (on.has('out')) return ['out'];
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

const NONE_SHOWN: readonly FigureBadge[] = [];

const shownOf = memoLast((byFigure: ReadonlyMap<string, string>): readonly FigureBadge[] => {
  const on = new Set<string>();
  for (const list of byFigure.values()) for (const b of list.split(',')) if (b !== '') on.add(b);
  const shown = FIGURE_BADGES.filter((b) => on.has(b));
  return shown.length === 0 ? NONE_SHOWN : shown;
});

/** The badges some figure on the table carries now, in `FIGURE_BADGES` order (the legend's rows). */
export const selectBadgesShown = (s: StoreState): readonly FigureBadge[] => shownOf(selectFigureBadges(s));
