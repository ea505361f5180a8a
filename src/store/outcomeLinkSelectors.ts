/**
 * The lines the board draws for the step just taken (EntryReading.links: a volley's hit chain,
 * BP-VOLLEY-4), read by the ruleset's reader from the entry's events (outcomeReaders.ts), never
 * re-derived here: the store only puts each end at its figure as the table shows it now.
 *
 * The step is the result card's (outcomeSelectors.ts): the last action of the game shown (the
 * replay frame's while the viewer is open), the phases that passed by themselves after it included;
 * the next step, an undo included, takes the lines away.
 */
import type { Vec2 } from '../geometry/point';
import { mmToInches } from '../geometry/units';
import type { Figure } from '../engine/model';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { GameState, LogEntry } from '../engine/state';
import type { GameRecord } from './gameRecord';
import { memoLast } from './memoLast';
import { readEntry } from './outcomeReaders';
import type { ReplayView } from './playSlice';
import { replayFrame } from './replayFrame';
import type { StoreState } from './storeState';

/** One link placed on the table: figure centre to figure centre, inches. */
export interface OutcomeLinkView {
  readonly fromFigureId: string;
  readonly toFigureId: string;
  readonly from: Vec2;
  readonly to: Vec2;
  /** Half the narrower side of each end's base, inches (where the line meets the rim). */
  readonly fromRadiusIn: number;
  readonly toRadiusIn: number;
  /** 1, 2, … as the rules numbered them (the board prints it at `to`). */
  readonly order: number;
  readonly ruleId: string;
}

export const NO_OUTCOME_LINKS: readonly OutcomeLinkView[] = [];

/** The step just taken: the last action, stepping back over `auto` passes; undefined when it was undone or none. */
function lastStep(state: GameState): Extract<LogEntry, { kind: 'action' }> | undefined {
  let k = state.log.length - 1;
  while (k > 0) {
    const e = state.log[k];
    if (e?.kind !== 'action' || e.action.auto === undefined) break;
    k--;
  }
  const last = state.log[k];
  return last?.kind === 'action' && last.undone !== true ? last : undefined;
}

const narrowRadiusIn = (f: Figure): number =>
  mmToInches(f.base.shape === 'round' ? f.base.diameterMm : Math.min(f.base.widthMm, f.base.lengthMm)) / 2;

const linksOf = memoLast((game: GameRecord | null, replay: ReplayView | null, registry: RulesetRegistry): readonly OutcomeLinkView[] => {
  const state = replay === null ? game?.timeline.present : replayFrame(replay);
  if (state === undefined) return NO_OUTCOME_LINKS;
  const last = lastStep(state);
  const links = last === undefined ? undefined : readEntry(registry, state.rulesetId, last.events).links;
  if (links === undefined || links.length === 0) return NO_OUTCOME_LINKS;
  const at = new Map(state.scenario.figures.map((f) => [f.id, f]));
  const out: OutcomeLinkView[] = [];
  for (const l of links) {
    const from = at.get(l.fromFigureId);
    const to = at.get(l.toFigureId);
    // A figure no longer on the table has nowhere to draw to: that link is left out.
    if (from === undefined || to === undefined) continue;
    out.push({
      fromFigureId: l.fromFigureId, toFigureId: l.toFigureId, from: { x: from.x, y: from.y }, to: { x: to.x, y: to.y },
      fromRadiusIn: narrowRadiusIn(from), toRadiusIn: narrowRadiusIn(to), order: l.order, ruleId: l.ruleId,
    });
  }
  return out.length === 0 ? NO_OUTCOME_LINKS : out;
});

/** The step just taken's links with their ends placed (inches); `NO_OUTCOME_LINKS` when none. */
export const selectOutcomeLinks = (s: StoreState): readonly OutcomeLinkView[] => linksOf(s.game, s.replay, s.registry);
