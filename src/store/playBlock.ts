/**
 * Why play is refused right now whatever the rules say — the replay viewer is open, the device is
 * being handed over, there is no game, its ruleset is missing — or null. One place, so the store's
 * dispatch and the panels' buttons give the same reason.
 */
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { Refusal } from '../engine/state';
import type { GameRecord } from './gameSlice';
import type { ReplayView } from './playSlice';

const refused = (reasonKey: string, ruleId: string, words: string): Refusal => ({ reasonKey, ruleId, message: `${words} — ${ruleId}` });

export function sessionBlock(game: GameRecord | null, replay: ReplayView | null, handoverSideId: string | null, registry: RulesetRegistry): Refusal | null {
  if (replay !== null) return refused('session.replayReadOnly', 'APP-REPLAY', 'the replay viewer is open: leave it to play');
  if (handoverSideId !== null) return refused('session.handoverPending', 'APP-HANDOVER', 'pass the device first');
  if (game === null) return refused('session.noGame', 'APP-NO-GAME', 'no game is in progress');
  if (registry.get(game.timeline.present.rulesetId) === undefined) return refused('session.noRuleset', 'APP-NO-RULESET', 'the game\'s ruleset is not installed');
  return null;
}
