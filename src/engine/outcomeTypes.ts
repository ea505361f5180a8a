/**
 * What an applied action's log entry says happened, read from its events (the rolls with their
 * purpose and rule ID, and the rules' own events): the shape `store/outcomeSelectors.ts` shows as
 * the board's result card, the log line's outcome and each dice line's verdict.
 *
 * Why read at display time and not logged: the log is part of the state hash, so a new event in an
 * entry would make every old save replay to a different hash. Everything here is derived from
 * what the rules already logged, by the rules' own tables, so
 * the number a line shows is the number the rule compared. Each ruleset writes its own reader
 * (rules/<id>/outcome/); the shape is the engine's, written once.
 */
import type { JsonValue } from './json';
import type { Figure } from './model';
import type { GameEvent, RollEvent } from './state';

/** A translation key (`results.<ruleset>.…`) and its params (ids in `…FigureId` / `…SideId` params). */
export interface OutcomeWord {
  readonly key: string;
  readonly params: Readonly<Record<string, JsonValue>>;
}

/** What one roll came to: the number the rule compares, against what, and the verdict. */
export interface RollReading {
  /** The number the rule compares: the face(s), their sum or best, with the modifiers. */
  readonly total: number;
  /** The modifier added to the dice (Pluck +5, a difficult jump −1 …), or null. */
  readonly modifier: OutcomeWord | null;
  /** The number it must reach (or beat, for an opposed roll), or null when none. */
  readonly against: number | null;
  /** An opposed roll's `against` is the other side's total (beat it); otherwise the least that passes. */
  readonly opposed?: boolean;
  /** Passed / failed, or null where the roll has no pass (the Drop, fight dice: the best wins). */
  readonly verdict: 'passed' | 'failed' | null;
  /** What it meant ("hit", "stumbles, stops at the obstacle"). */
  readonly meaning: OutcomeWord;
}

/** One step of the outcome: its words and the face or total that decided it. */
export interface OutcomePart {
  readonly word: OutcomeWord;
  readonly face: number | null;
  /** Several dice that decided it together (an activation, a morale test), when `face` is null. */
  readonly faces?: readonly number[];
  readonly tone: 'good' | 'bad' | 'info';
  /**
   * Told on the result card only: the log line's own words already say it (a move's distance:
   * "moved 5.9″"), so the log's outcome leaves it out.
   */
  readonly cardOnly?: boolean;
  /**
   * The ruleset's figure status line `key` (Ruleset.figureStatus) for `figureId`, as the figure stands
   * after the step, completes the words: its params join the word's, under the word's key + `Of`
   * ("moved 5.9″" → "moved 5.9″ of 6.0″", the allowance the rules use). The store reads it; a reader
   * never recomputes it. Absent line (the figure is gone): the words stand alone.
   */
  readonly status?: { readonly figureId: string; readonly key: string };
}

export interface EntryReading {
  /** Per event index: the roll's reading, null for a non-roll event (or a roll with nothing to add). */
  readonly rolls: readonly (RollReading | null)[];
  /** The outcome in order: what was rolled for and what changed. Empty: nothing to report. */
  readonly parts: readonly OutcomePart[];
  /** Figures the outcome is about (for placing the card): every figure the events name. */
  readonly figureIds: readonly string[];
  /**
   * Lines the board draws for this action until the next one, figure to figure, numbered by `order`
   * (a volley's hit chain, BP-VOLLEY-4: hit k−1 → hit k; the shooter → the first hit is not one).
   * Absent: nothing drawn.
   */
  readonly links?: readonly OutcomeLink[];
}

/** One line of an outcome drawn on the table: from one figure to another, the `order`-th, by rule `ruleId`. */
export interface OutcomeLink {
  readonly fromFigureId: string;
  readonly toFigureId: string;
  readonly order: number;
  readonly ruleId: string;
}

/**
 * A ruleset's reader of its own events (`Ruleset.outcome`): the outcome of an applied action in
 * order, each roll's verdict, the figures a roll is for, and the name of a figure no scenario of the
 * game lists (a LOTOW riderless mount, made and removed in play). The store reads every game through
 * the registered ruleset's reader and imports no ruleset; without one (the free table) there is
 * nothing to report and rolls keep their plain totals.
 */
export interface OutcomeReader {
  readonly read: (events: readonly GameEvent[]) => EntryReading;
  /** The figures the dice log names for a roll (default: its `figureIds`). */
  readonly rollFigureIds?: (roll: RollEvent) => readonly string[];
  /** A name for an id no scenario of the game lists, from the figures it does (`find`), or undefined. */
  readonly nameOfUnlisted?: (id: string, find: (id: string) => Figure | undefined) => string | undefined;
}
