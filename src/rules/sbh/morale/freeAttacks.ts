/**
 * SBH-GAP-15 (house rule): a standing figure in contact with enemies that fails morale flees as
 * SBH-MORALE-1, but each enemy in contact that stands free (not fallen, not bound) first gets a
 * free attack, in scenario order.
 *
 * A free attack is the combat family's opposed melee roll (combat/opposed.ts: `sbh.combat.attacker`
 * then `sbh.combat.defender`, its results and their consequences) with no modifiers — a free hack
 * at a back turned — and one difference: the fleeing figure cannot hurt the attacker, so a roll the
 * fleeing figure wins or ties does nothing. When the attacker wins (SBH-GAP-06):
 *   - tripled: killed, a gruesome kill (its friends within Long test morale);
 *   - doubled: killed;
 *   - beaten: by the winner's die (option recoilOn) it recoils one base depth — and still flees from
 *     there — or falls, which ends its flight: it stays, fallen, in the melee.
 */
import type { Figure } from '../../../engine/model';
import type { ResolveContext } from '../../../engine/ruleset';
import { applyOpposed, rollOpposed } from '../combat';
import type { OpposedSetup } from '../combat';
import { combatOf } from '../sbhProfile';
import type { SbhState } from '../sbhTypes';
import { enemiesInContact, isActiveFigure } from './contacts';

export type FreeAttacksResult = { readonly state: SbhState; readonly fate: 'free' | 'fallen' | 'killed' };

const RESULT_OF = { none: 'missed', recoil: 'recoil', fall: 'fell', killed: 'killed', gruesome: 'gruesome' } as const;

export function freeAttacksOn(state: SbhState, fleeing: Figure, ctx: ResolveContext): FreeAttacksResult {
  let next = state;
  const attackers = enemiesInContact(state, fleeing).filter((e) => isActiveFigure(state, e));
  for (const attacker of attackers) {
    const setup: OpposedSetup = {
      kind: 'melee', ruleId: 'SBH-GAP-15',
      attacker: { figureId: attacker.id, combat: combatOf(attacker), mods: [] },
      defender: { figureId: fleeing.id, combat: combatOf(fleeing), mods: [] },
    };
    const roll = rollOpposed(next, setup, ctx);
    const applied = roll.winner === 'attacker' ? applyOpposed(next, setup, roll, ctx) : { state: next, effect: 'none' as const };
    next = applied.state;
    ctx.emit({
      type: 'sbh.morale.freeAttack', ruleId: 'SBH-GAP-15', figureIds: [attacker.id, fleeing.id],
      params: { attackerFigureId: attacker.id, fleeingFigureId: fleeing.id, attackerTotal: roll.attackerTotal, fleeingTotal: roll.defenderTotal, result: RESULT_OF[applied.effect] },
    });
    if (applied.effect === 'killed' || applied.effect === 'gruesome') return { state: next, fate: 'killed' };
    if (applied.effect === 'fall') return { state: next, fate: 'fallen' };
  }
  return { state: next, fate: 'free' };
}
