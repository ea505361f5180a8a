/**
 * Test support (never the app): the LOTOW plain player's next action (rules/lotow/testing `autoStep`)
 * for the game in progress, so UI tests — which may not import the rules — can play Dust Creek on.
 */
import type { Action } from '../../engine/state';
import type { LotowState } from '../../rules/lotow/lotowTypes';
import { autoStep } from '../../rules/lotow/testing/lotowGame';
import type { GameRecord } from '../gameRecord';

export const lotowAutoStep = (game: GameRecord): Action => autoStep(game.timeline.present as LotowState);
