/**
 * Rolling one strike of a melee (BS-CORE-1, BS-AD-3/6, BS-AR-1/2, BS-HITS-1): each AR group's AD
 * read die by die, then the defender's d10 per hit against the group's modified AR; the hits kept
 * within what the unit can take, added to those it carries; the figures removed wait for their
 * owner (BS-CAS-1: from anywhere in the unit), queued behind any already waiting so both sides of a
 * simultaneous melee are rolled before either removes (BS-MELEE-1).
 */
import type { GameEvent } from '../../../engine/state';
import type { ResolveContext } from '../../../engine/ruleset';
import { figuresRemoved } from '../dice/figuresRemoved';
import { rollArmourChecks, rollAttackDice } from '../dice/rollVolley';
import type { BsState, PendingCasualties } from '../flow/bsTypes';
import { withBsPieceState } from '../flow/bsTypes';
import type { StrikePlan } from './meleeStrike';

/** `state` with `pending` waiting: at once when nothing waits, else behind the rest. */
export function withCasualtiesDue(state: BsState, pending: PendingCasualties): BsState {
  if (state.flow.pendingCasualties === null) return { ...state, flow: { ...state.flow, pendingCasualties: pending } };
  return { ...state, flow: { ...state.flow, queuedCasualties: [...(state.flow.queuedCasualties ?? []), pending] } };
}

export function rollStrike(state: BsState, plan: StrikePlan, ctx: ResolveContext, d20HighHits: number): { state: BsState; removed: number; event: GameEvent } {
  const attackers = plan.lines.filter((l) => l.targetId !== null).map((l) => l.figureId);
  let hits = 0;
  let through = 0;
  plan.groups.forEach((g, i) => {
    if (g.attacks <= 0) return;
    const attack = rollAttackDice(ctx, g.attacks, plan.dice, {
      purpose: 'battlesystem.roll.meleeAttack', ruleId: 'BS-AD-3', figureIds: attackers,
      params: { unitId: plan.attacker.id, targetUnitId: plan.defender.id, group: i + 1, attacks: g.attacks },
    }, d20HighHits);
    hits += attack.hits;
    const armour = rollArmourChecks(ctx, attack.hits, g.ar.ar, {
      purpose: 'battlesystem.roll.armour', ruleId: 'BS-AR-1', figureIds: g.figureIds,
      params: { unitId: plan.defender.id, group: i + 1, ar: g.ar.ar },
    });
    through += armour.through;
  });
  const r = figuresRemoved({ carried: plan.carried, newHits: through, hitsPerFigure: plan.defenderProfile.hits, capHits: plan.capHits });
  const present = new Set(state.scenario.figures.map((f) => f.id));
  const members = plan.defender.memberIds.filter((id) => present.has(id));
  const removed = Math.min(r.removed, members.length);
  let next = withBsPieceState(state, plan.defender.id, { carriedHits: r.carried });
  if (removed > 0) next = withCasualtiesDue(next, { unitId: plan.defender.id, sideId: plan.defender.side, count: removed, fromFigureIds: members, ruleId: 'BS-MELEE-1' });
  return {
    state: next, removed,
    event: {
      type: 'battlesystem.strike', ruleId: 'BS-MELEE-1', figureIds: [plan.attacker.id, plan.defender.id],
      params: { unitName: plan.attacker.name, targetName: plan.defender.name, ad: plan.attacks, hits, through, removed, carried: r.carried },
    },
  };
}
