/**
 * Every figure's name for the whole game, dead or alive, mount or rider (issue 13, bug 6): the dice
 * log and the outcomes name figures long gone from the table, so a name is looked up in the
 * scenario as the game started (the game's `initialScenarioJson`, or the replay's set-up frame),
 * then the table now (figures made in play, a riderless mount), then the ruleset's own naming for
 * an id no scenario lists (`<rider>~mount` → "Hank's horse"). Never the raw id, unless nobody knows it.
 */
import type { Figure } from '../engine/model';
import type { OutcomeReader } from '../engine/outcomeTypes';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { GameRecord } from './gameRecord';
import { memoLast } from './memoLast';
import { outcomeReaderOf } from './outcomeReaders';
import type { ReplayView } from './playSlice';
import { replayFrame } from './replayFrame';

/** A figure id to its name (the id itself only when nothing in the game names it). */
export type FigureNames = (id: string) => string;

function initialFigures(json: unknown): readonly Figure[] {
  const figures = (json as { figures?: unknown } | null)?.figures;
  if (!Array.isArray(figures)) return [];
  return figures.filter((f): f is Figure => typeof f === 'object' && f !== null && typeof (f as Figure).id === 'string' && typeof (f as Figure).name === 'string');
}

/** Names from these figure lists (earlier lists first; `learn` adds more later) and the ruleset's naming of unlisted ids. */
export function figureNamesFrom(reader: OutcomeReader, lists: readonly (readonly Figure[])[]): FigureNames & { learn(figures: readonly Figure[]): void } {
  const byId = new Map<string, Figure>();
  const learn = (figures: readonly Figure[]): void => {
    for (const f of figures) if (!byId.has(f.id)) byId.set(f.id, f);
  };
  for (const list of lists) learn(list);
  const find = (id: string): Figure | undefined => byId.get(id);
  const names = (id: string): string => byId.get(id)?.name ?? reader.nameOfUnlisted?.(id, find) ?? id;
  return Object.assign(names, { learn });
}

/**
 * One name table per game (its first scenario: the game's file JSON, or the replay's frames), so
 * what is built per entry with it stays built for the whole game; the table on show adds the
 * figures made in play as they appear (a name never changes once known).
 */
const tables = new WeakMap<object, ReturnType<typeof figureNamesFrom>>();

const namesOf = memoLast((game: GameRecord | null, replay: ReplayView | null, registry: RulesetRegistry): FigureNames => {
  const shown = replay === null ? game?.timeline.present : replayFrame(replay);
  const key = (replay === null ? game?.initialScenarioJson : replay.frames) as object | null | undefined;
  const reader = outcomeReaderOf(registry, shown?.rulesetId ?? '');
  const first = replay === null ? initialFigures(game?.initialScenarioJson) : replay.frames[0]?.scenario.figures ?? [];
  if (key === null || key === undefined || typeof key !== 'object') return figureNamesFrom(reader, [first, shown?.scenario.figures ?? []]);
  let table = tables.get(key);
  if (table === undefined) {
    table = figureNamesFrom(reader, [first]);
    tables.set(key, table);
  }
  table.learn(shown?.scenario.figures ?? []);
  return table;
});
/** The names of the game on show (the replay's, while the viewer is open). */
export const gameFigureNames = (game: GameRecord | null, replay: ReplayView | null, registry: RulesetRegistry): FigureNames => namesOf(game, replay, registry);

