/**
 * The state the replay viewer shows: frame `index` with its log as it stood after that step (the
 * first `index + 1` entries of the game's log, each action marked undone only if it was undone by
 * then: engine `logAsItStood`). The viewer keeps its frames without their logs — one log per frame
 * made its memory grow with the square of the game's length — so the one frame on the table gets
 * its log here, O(steps), once per step shown (memoised on the last frame asked for).
 */
import type { GameState } from '../engine/state';
import { logAsItStood } from '../engine/snapshot';
import { memoLast } from './memoLast';
import type { ReplayView } from './playSlice';

const frameState = memoLast((frames: ReplayView['frames'], log: ReplayView['log'], index: number): GameState | undefined => {
  const frame = frames[index];
  // Built now, not on first read: every panel that shows the step reads it.
  return frame === undefined ? undefined : { ...frame, log: logAsItStood(log, index + 1) };
});

/** Frame `index` (default: the step shown) as a whole state, or undefined outside the frames. */
export const replayFrame = (replay: ReplayView, index = replay.index): GameState | undefined =>
  frameState(replay.frames, replay.log, index);
