/**
 * Step 1, initiative (BS-GAP-01, house rule): each side rolls a d10; tied highest sides roll again,
 * only they. The winner heads `order`, the others after it in scenario order. With the option
 * `initiativeChoice: winnerChooses` (the catalog's house rule) the winner then chooses who moves
 * first (flow/chooseOrderFamily.ts); with `winnerFirst` it simply moves first. After 50 tied
 * roll-offs the first tied side in scenario order wins, so the flow cannot stall. Each die is logged
 * (purpose `battlesystem.roll.initiative`); the event says who won and whether a choice follows.
 */
import type { ResolveContext } from '../../../engine/ruleset';

const MAX_ROLL_OFFS = 50;

export interface InitiativeResult {
  readonly order: readonly string[];
  /** Each side's last d10. */
  readonly faces: Readonly<Record<string, number>>;
}

export function rollInitiative(sideIds: readonly string[], round: number, ctx: ResolveContext, winnerChooses = false): InitiativeResult {
  const faces: Record<string, number> = {};
  let tied = [...sideIds];
  for (let n = 1; n <= MAX_ROLL_OFFS && tied.length > 1; n++) {
    const rolled = tied.map((s) => ctx.roll({
      count: 1, sides: 10, purpose: 'battlesystem.roll.initiative', ruleId: 'BS-GAP-01', figureIds: [], params: { rollerSideId: s, round, rollOff: n },
    })[0] ?? 0);
    tied.forEach((s, i) => { faces[s] = rolled[i]!; });
    const best = Math.max(...rolled);
    tied = tied.filter((_, i) => rolled[i] === best);
  }
  const first = tied[0] ?? sideIds[0] ?? '';
  const i = Math.max(0, sideIds.indexOf(first));
  const order = [...sideIds.slice(i), ...sideIds.slice(0, i)];
  ctx.emit(winnerChooses
    ? { type: 'battlesystem.initiativeWon', ruleId: 'BS-GAP-01', params: { winnerSideId: first, round } }
    : { type: 'battlesystem.initiative', ruleId: 'BS-GAP-01', params: { firstSideId: first, round } });
  return { order, faces };
}
