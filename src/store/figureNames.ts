/**
 * Every figure's name for the whole game, dead or alive, mount or rider (issue 13, bug 6): the dice
 * log and the outcomes name figures long gone from the table, so a name is looked up in the
 * scenario as the game started (the game's `initialScenarioJson`, or the replay's set-up frame),
 * then the table now (figures made in play, a riderless mount), then the ruleset's own naming for
 * an id no scenario lists (`<rider>~mount` → "Hank's horse"). Never the raw id, unless nobody knows it.
 */
import type { Figure, Unit } from '../engine/model';
import type { OutcomeReader } from '../engine/outcomeTypes';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { GameRecord } from './gameRecord';
import { memoLast } from './memoLast';
import { outcomeReaderOf } from './outcomeReaders';
import type { ReplayView } from './playSlice';
import { replayFrame } from './replayFrame';

/** A figure id to its name (the id itself only when nothing in the game names it). */
export type FigureNames = (id: string) => string;

/** The entries of a list field of the file's JSON that have a text `id` and `name` (figures, units). */
function namedEntries<T extends { id: string; name: string }>(json: unknown, field: 'figures' | 'units'): readonly T[] {
  const list = (json as Record<string, unknown> | null)?.[field];
  if (!Array.isArray(list)) return [];
  return list.filter((f): f is T => typeof f === 'object' && f !== null && typeof (f as T).id === 'string' && typeof (f as T).name === 'string');
}

/**
 * Names from these figure lists (earlier lists first; `learn` adds more later), then units' names
 * (a unit id is named wherever a figure id is: engine/pieces.ts), then the ruleset's naming of
 * unlisted ids.
 */
export function figureNamesFrom(reader: Pick<OutcomeReader, 'nameOfUnlisted'>, lists: readonly (readonly Figure[])[], unitLists: readonly (readonly Pick<Unit, 'id' | 'name'>[])[] = []): FigureNames & { learn(figures: readonly Figure[], units?: readonly Pick<Unit, 'id' | 'name'>[]): void } {
  const byId = new Map<string, Figure>();
  const unitNames = new Map<string, string>();
  const learn = (figures: readonly Figure[], units: readonly Pick<Unit, 'id' | 'name'>[] = []): void => {
    for (const f of figures) if (!byId.has(f.id)) byId.set(f.id, f);
    for (const u of units) if (!unitNames.has(u.id)) unitNames.set(u.id, u.name);
  };
  for (const list of lists) learn(list);
  for (const list of unitLists) learn([], list);
  const find = (id: string): Figure | undefined => byId.get(id);
  const names = (id: string): string => byId.get(id)?.name ?? unitNames.get(id) ?? reader.nameOfUnlisted?.(id, find) ?? id;
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
  const first = replay === null ? namedEntries<Figure>(game?.initialScenarioJson, 'figures') : replay.frames[0]?.scenario.figures ?? [];
  const firstUnits = replay === null ? namedEntries<Unit>(game?.initialScenarioJson, 'units') : replay.frames[0]?.scenario.units ?? [];
  if (key === null || key === undefined || typeof key !== 'object') {
    return figureNamesFrom(reader, [first, shown?.scenario.figures ?? []], [firstUnits, shown?.scenario.units ?? []]);
  }
  let table = tables.get(key);
  if (table === undefined) {
    table = figureNamesFrom(reader, [first], [firstUnits]);
    tables.set(key, table);
  }
  table.learn(shown?.scenario.figures ?? [], shown?.scenario.units ?? []);
  return table;
});
/** The names of the game on show (the replay's, while the viewer is open). */
export const gameFigureNames = (game: GameRecord | null, replay: ReplayView | null, registry: RulesetRegistry): FigureNames => namesOf(game, replay, registry);

