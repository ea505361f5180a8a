/**
 * The preview of an attack or a shot (Ruleset.previewAction), before any die: the refusal `check`
 * gives, the facts as lines (each side's Combat, every modifier with its reason, range, a defender
 * that dies on any loss) and the exact chances (combatOdds.ts) of win, beaten, killed, gruesome
 * kill, tie and — in melee — the attacker's own fate; with the ammunition option, the chance the
 * shot runs out.
 */
import type { Fraction } from '../../../engine/fraction';
import { fraction } from '../../../engine/fraction';
import type { ActionDescription, ActionPreview, PreviewChance, PreviewSight } from '../../../engine/ruleset';
import type { Refusal } from '../../../engine/state';
import type { SbhState } from '../sbhTypes';
import { figStateOf } from '../sbhTypes';
import { optionsOf } from '../sbhOptions';
import { FAIR_DIE, REPLACED_ONE_DIE, opposedOdds } from './combatOdds';
import type { CombatSide, OpposedSetup } from './opposed';
import { baseTotal } from './opposed';

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

const chance = (labelKey: string, params: Record<string, string | number>, p: Fraction, ruleId: string, total = false): PreviewChance => ({
  labelKey, params, num: p.num.toString(), den: p.den.toString(), ruleId, ...(total ? { total: true } : {}),
});

function sideLines(side: CombatSide, role: 'attacker' | 'defender'): ActionDescription[] {
  const out: ActionDescription[] = [
    role === 'attacker'
      ? { labelKey: 'sbh.combat.line.attacker', params: { figureId: side.figureId, combat: side.combat, total: signed(baseTotal(side)) } }
      : { labelKey: 'sbh.combat.line.defender', params: { figureId: side.figureId, combat: side.combat, total: signed(baseTotal(side)) } },
  ];
  for (const m of side.mods) out.push({ labelKey: 'sbh.combat.line.mod', params: { figureId: side.figureId, value: signed(m.value), reason: m.reason } });
  return out;
}

/** The attack die's chances for this setup (SBH-GAP-12 'replace' reshapes it). */
export function attackDieOf(state: SbhState, setup: OpposedSetup): readonly Fraction[] {
  const o = optionsOf(state);
  return setup.kind === 'shoot' && o.ammunition && o.ammoReroll === 'replace' ? REPLACED_ONE_DIE : FAIR_DIE;
}

export function combatPreview(state: SbhState, setup: OpposedSetup, refused: Refusal | null, extraLines: readonly ActionDescription[], sight?: PreviewSight): ActionPreview {
  const { attacker, defender, kind } = setup;
  const down = (id: string) => figStateOf(state, id).fallen || figStateOf(state, id).bound;
  const lines: ActionDescription[] = [...extraLines, ...sideLines(attacker, 'attacker'), ...sideLines(defender, 'defender')];
  if (down(defender.figureId)) lines.push({ labelKey: 'sbh.combat.line.diesOnLoss', params: { figureId: defender.figureId } });
  const odds = opposedOdds({
    kind, attackerBase: baseTotal(attacker), defenderBase: baseTotal(defender),
    attackerDiesOnLoss: down(attacker.figureId), defenderDiesOnLoss: down(defender.figureId), attackDie: attackDieOf(state, setup),
  });
  const rule = setup.ruleId;
  const target = { targetFigureId: defender.figureId };
  const chances: PreviewChance[] = [
    chance('sbh.combat.chance.win', {}, odds.win, rule, true),
    chance('sbh.combat.chance.beaten', target, odds.defenderBeaten, rule),
    chance('sbh.combat.chance.killed', target, odds.defenderKilled, rule),
    chance('sbh.combat.chance.gruesome', target, odds.defenderGruesome, rule),
    chance('sbh.combat.chance.tie', {}, odds.tie, rule),
  ];
  if (kind === 'melee') {
    chances.push(chance('sbh.combat.chance.attackerBeaten', { figureId: attacker.figureId }, odds.attackerBeaten, rule));
    chances.push(chance('sbh.combat.chance.attackerKilled', { figureId: attacker.figureId }, odds.attackerKilled, rule));
  } else {
    chances.push(chance('sbh.combat.chance.miss', {}, odds.lose, rule));
    if (optionsOf(state).ammunition) chances.push(chance('sbh.shoot.chance.outOfAmmo', {}, fraction(1, 12), 'SBH-AMMO-1'));
  }
  return { refusal: refused, lines, chances, ...(sight === undefined ? {} : { sight }) };
}
