/**
 * What the replay bar shows: which step of how many, the turn, and what that step did, as a
 * translation key with parameters (ids already names; inches left as numbers for the UI to format).
 *
 * Frame k of the viewer is the state after step k of the log, and every step adds exactly one log
 * entry, so step k is `log[k]` and was taken in `frames[k - 1]`: an action is described in the
 * state it was taken in (a move's length from where the figure stood). An undo or a redo names the
 * action it took back or put back, described in that action's own state. (The frames keep no log;
 * a state to describe gets one only if the rules read it: `stateWithLog`.)
 */
import type { Ruleset } from '../engine/ruleset';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import { stateWithLog } from '../engine/snapshot';
import type { Action, GameState } from '../engine/state';
import { gameSteps } from './gameRecord';
import type { Label } from './gameSelectors';
import { labelOf } from './gameSelectors';
import type { ReplayView } from './playSlice';
import type { StoreState } from './storeState';

export type ReplayStepKind = 'setup' | 'action' | 'undo' | 'redo';

export interface ReplayStepView {
  /** The saved game's title (its scenario's name). */
  readonly title: string;
  /** The step shown: 0 is the set-up, `steps` the last. */
  readonly index: number;
  readonly steps: number;
  /** The turn in the state shown. */
  readonly turn: number;
  readonly kind: ReplayStepKind;
  /** The action (for an undo or redo: the action taken back or put back); null for the set-up. */
  readonly action: Label | null;
  /** The action's type, for a fallback when its label has no translation. */
  readonly actionType: string | null;
  /** The name of the side that took the action. */
  readonly sideName: string | null;
}

function describe(ruleset: Ruleset | undefined, before: GameState | undefined, action: Action): Label {
  const type = typeof action.type === 'string' ? action.type : '?';
  if (ruleset === undefined || before === undefined) return { key: 'log.unknownAction', params: { type } };
  try {
    const d = ruleset.describeAction(before, action);
    return labelOf(before.scenario, d.labelKey, d.params);
  } catch {
    // A throwing ruleset must not take the viewer down: fall back to the action's type.
    return { key: 'log.unknownAction', params: { type } };
  }
}

function buildStepView(replay: ReplayView, registry: RulesetRegistry): ReplayStepView | null {
  const frame = replay.frames[replay.index];
  if (frame === undefined) return null;
  const base = { title: replay.title, index: replay.index, steps: gameSteps(replay.log), turn: frame.turn };
  const entry = replay.index === 0 ? undefined : replay.log[replay.index];
  if (entry === undefined || entry.kind === 'setup') return { ...base, kind: 'setup', action: null, actionType: null, sideName: null };
  const ruleset = registry.get(frame.rulesetId);
  // The state step `seq` was taken in (frame seq − 1, its log `seq` entries long).
  const stateBefore = (seq: number): GameState | undefined => {
    const frame = replay.frames[seq - 1];
    return frame === undefined ? undefined : stateWithLog(frame, replay.log, seq);
  };
  // The action entry with sequence number `seq`, and the state it was taken in.
  const actionAt = (seq: number) => {
    const e = replay.log[seq];
    return e?.kind === 'action' ? { action: e.action, before: stateBefore(seq) } : undefined;
  };
  const target = entry.kind === 'action' ? { action: entry.action, before: stateBefore(replay.index) }
    : actionAt(entry.kind === 'undo' ? entry.undoes : entry.redoes);
  if (target === undefined) return { ...base, kind: entry.kind, action: null, actionType: null, sideName: null };
  const side = frame.scenario.sides.find((s) => s.id === target.action.side);
  return {
    ...base,
    kind: entry.kind,
    action: describe(ruleset, target.before, target.action),
    actionType: typeof target.action.type === 'string' ? target.action.type : null,
    sideName: side?.name ?? target.action.side ?? null,
  };
}

let lastReplay: ReplayView | null = null;
let lastRegistry: RulesetRegistry | null = null;
let lastView: ReplayStepView | null = null;

/** The step the replay viewer shows, or null when it is closed. Memoised on the viewer's state. */
export function selectReplayStep(s: Pick<StoreState, 'replay' | 'registry'>): ReplayStepView | null {
  if (s.replay === null) return null;
  if (s.replay !== lastReplay || s.registry !== lastRegistry) {
    lastView = buildStepView(s.replay, s.registry);
    lastReplay = s.replay;
    lastRegistry = s.registry;
  }
  return lastView;
}
