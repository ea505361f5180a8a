/**
 * What the black-powder rules track about a figure, one line each for its card and the board's
 * badges (Ruleset.figureStatus; the board matches `….status.<name>` suffixes):
 *   - `outOfAction` (BP-DMG-1 4–6: stays on the table, out of the battle) — nothing else is said;
 *   - `suppressed` (BP-DMG-1 1–3, laid on its side; BP-GAP-11: crawl or rally only);
 *   - `running` (BP-GAP-06: rerolls against it), `aimed` (BP-SHOOT-REROLL-2), `unloaded` (BP-GAP-05:
 *     a firearm fired and not reloaded), `hidden` (BP-OBST-2/3), `horseWounded` (BP-DMG-3);
 *   - `moving`: its move waits for the other side's reaction (BP-REACT-1);
 *   - `actions`: the actor's (its Group's) actions this turn, of 3, and whether a failed test stopped it;
 *   - a Group member: `closeOrder` when its Group is in Close Order, and each cohesion break of
 *     this member with the distance and the limit in cm (BP-GAP-07), so a player sees who strays.
 * Pure; an unknown id has no lines.
 */
import type { JsonValue } from '../../../engine/json';
import type { ActionDescription } from '../../../engine/ruleset';
import type { BpState } from '../flow/bpTypes';
import { bpFigStateOf } from '../flow/bpTypes';
import { actorTurnOf } from '../flow/flowAccess';
import { MAX_ACTIONS_PER_TURN } from '../damage/actionTest';
import { groupCohesion } from '../groups/cohesion';
import { activeGroupsOf } from '../groups/bpGroup';
import { bpProfileOf } from '../profile/bpProfile';

/** A length in cm to one decimal, as the card prints it. */
const cm1 = (cm: number): number => Math.round(cm * 10) / 10;

const line = (key: string, params: Record<string, JsonValue> = {}): ActionDescription => ({ labelKey: `blackpowder.status.${key}`, params });

export function bpFigureStatus(state: BpState, figureId: string): ActionDescription[] {
  const figure = state.scenario.figures.find((f) => f.id === figureId);
  if (figure === undefined) return [];
  const fs = bpFigStateOf(state, figureId);
  if (fs.outOfAction) return [line('outOfAction')];
  const out: ActionDescription[] = [];
  if (fs.suppressed) out.push(line('suppressed'));
  if (fs.running !== null) out.push(line('running'));
  if (fs.aimed) out.push(line('aimed'));
  if (bpProfileOf(figure).weapon !== 'none' && !fs.loaded) out.push(line('unloaded'));
  if (fs.hidden) out.push(line('hidden'));
  if (fs.horseWounded) out.push(line('horseWounded'));
  const pending = state.flow.pendingMove;
  if (pending !== null && pending.memberPaths[figureId] !== undefined) out.push(line('moving'));
  const group = activeGroupsOf(state, figure.side).find((u) => u.memberIds.includes(figureId));
  const actorId = group?.id ?? figureId;
  const turn = actorTurnOf(state.flow, actorId);
  if (turn.actionsTaken > 0 || turn.stopped) out.push(line(turn.stopped ? 'actionsStopped' : 'actions', { taken: turn.actionsTaken, max: MAX_ACTIONS_PER_TURN }));
  if (group !== undefined) {
    if (bpFigStateOf(state, group.id).closeOrder) out.push(line('closeOrder', { groupName: group.name }));
    for (const b of groupCohesion(state, group.id)?.breaks ?? []) {
      if (b.figureId !== figureId) continue;
      out.push(line(b.rule === 'leader' ? 'cohesionLeader' : 'cohesionMember', { otherFigureId: b.toFigureId, distanceCm: cm1(b.distanceCm), limitCm: cm1(b.distanceCm - b.overCm) }));
    }
  }
  return out;
}
