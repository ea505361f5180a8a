/**
 * LOTOW's outcome reader (Ruleset.outcome): its events (lotowOutcome.ts), the body a wound roll is
 * for, and the name of a riderless mount (`<rider>~mount`, made and removed in play, in no scenario).
 */
import type { OutcomeReader } from '../../../engine/outcomeTypes';
import { MOUNT_ID_SUFFIX, riderlessMountFigure } from '../mounts/mountModel';
import { lotowRollFigureIds, readLotowEvents } from './lotowOutcome';

export const lotowOutcomeReader: OutcomeReader = {
  read: readLotowEvents,
  rollFigureIds: lotowRollFigureIds,
  nameOfUnlisted: (id, find) => {
    if (!id.endsWith(MOUNT_ID_SUFFIX)) return undefined;
    const rider = find(id.slice(0, -MOUNT_ID_SUFFIX.length));
    return rider === undefined ? undefined : riderlessMountFigure(rider).name;
  },
};
