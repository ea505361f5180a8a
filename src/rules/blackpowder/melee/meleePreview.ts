/**
 * The charge preview's melee odds (BP-GAP-12, BP-GAP-15): the exact chances that the charger wins,
 * ties and loses, for the pair the charge is aimed at — the charging actor's reference figure (a
 * Group's Leader in action, else its first member) against the target figure (a Group named: its
 * Leader in action, else its first member), with the terms as they stand now (the defender's cover
 * is read from where the charger stands: where it will touch is the move's to decide). A Group
 * charge fights every pair in contact (resolveMelee.ts); the preview shows the lead pair's.
 */
import type { PreviewChance } from '../../../engine/ruleset';
import type { Fraction } from '../../../engine/fraction';
import type { BpState } from '../flow/bpTypes';
import { actorFigureIds, groupLeaderId, unitById } from '../groups/bpGroup';
import { optionsOf } from '../profile/bpOptions';
import { meleeOdds, meleeTerms } from './meleeTerms';
import { defendersOf } from './resolveMelee';

function leadFigure(state: BpState, ids: readonly string[], unitId: string | null): string | undefined {
  const unit = unitId === null ? undefined : unitById(state.scenario, unitId);
  const leader = unit === undefined ? null : groupLeaderId(state.scenario, unit);
  return leader !== null && ids.includes(leader) ? leader : ids[0];
}

/** The three chances (keys `blackpowder.chance.meleeWin` / `meleeTie` / `meleeLose`), or none when either side has nobody in action. */
export function meleePreview(state: BpState, chargerActorId: string, targetId: string): PreviewChance[] {
  const chargers = actorFigureIds(state, chargerActorId);
  const defenders = defendersOf(state, targetId);
  const c = leadFigure(state, chargers, chargerActorId);
  const d = defenders.includes(targetId) ? targetId : leadFigure(state, defenders, targetId);
  if (c === undefined || d === undefined) return [];
  const terms = meleeTerms(state, c, d);
  const odds = meleeOdds(terms, optionsOf(state).meleeTie);
  const params = { chargerFigureId: c, defenderFigureId: d, chargerModifier: terms.charger.modifier, defenderModifier: terms.defender.modifier };
  const chance = (labelKey: string, p: Fraction): PreviewChance => ({ labelKey, params, num: p.num.toString(), den: p.den.toString(), ruleId: 'BP-GAP-12' });
  return [
    chance('blackpowder.chance.meleeWin', odds.chargerWins),
    chance('blackpowder.chance.meleeTie', odds.tie),
    chance('blackpowder.chance.meleeLose', odds.defenderWins),
  ];
}
