/**
 * Step 1, initiative (BS-GAP-01, house rule): each side rolls a d10; the higher moves first (Step 2),
 * the others after it in scenario order (Step 3). Tied highest sides roll again, only they.
 * DECISION: "the higher chooses who moves first" is read as "the higher moves first": moving second
 * can be the better choice in BATTLESYSTEM, but the choice would be a whole extra action for a rare
 * case; flagged in the closing note. After 50 tied roll-offs the first tied side in scenario order
 * goes first, so the flow cannot stall. Each die is logged (purpose `battlesystem.roll.initiative`).
 */
import type { ResolveContext } from '../../../engine/ruleset';

const MAX_ROLL_OFFS = 50;

export interface InitiativeResult {
  readonly order: readonly string[];
  /** Each side's last d10. */
  readonly faces: Readonly<Record<string, number>>;
}

export function rollInitiative(sideIds: readonly string[], round: number, ctx: ResolveContext): InitiativeResult {
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
  ctx.emit({ type: 'battlesystem.initiative', ruleId: 'BS-GAP-01', params: { firstSideId: first, round } });
  return { order, faces };
}
