/**
 * The preview of a shot (Ruleset.previewAction), before any die: the refusal `check` would give,
 * the facts in order (weapon and whether its data is a placeholder, range and the weapon's range,
 * moved and the limit, visible share, each In the Way rolled for with its value and hidden share),
 * the exact chance of each step (engine/odds.ts) and the chance the shot wounds the target
 * (`total`), and the line of sight the rules judged (`sight`) for the board to draw. Pure: the
 * same plan as `check` and `resolve` (shotPlan.ts), one line-of-sight query.
 */
import { inchParam } from '../../../engine/inchesApart';
import type { Fraction } from '../../../engine/fraction';
import { fractionComplement } from '../../../engine/fraction';
import { chain, probAtLeast } from '../../../engine/odds';
import type { ActionDescription, ActionPreview, PreviewChance } from '../../../engine/ruleset';
import type { Figure } from '../../../engine/model';
import type { Action } from '../../../engine/state';
import { isHero, statOf } from '../lotowProfile';
import type { LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { optionsOf } from '../lotowOptions';
import { isRiderlessMount } from '../mounts/mountModel';
import { mountProfile, woundChance, woundNeed, woundNeedText } from '../wounds';
import type { InTheWayItem } from './inTheWay';
import { INTO_MELEE_ENEMY_AT } from './resolveShot';
import type { ShotPlan } from './shotPlan';
import { planShot } from './shotPlan';

const pct = (f: number): number => Math.round(f * 100);

const chance = (labelKey: string, params: Record<string, string | number>, p: Fraction, ruleId: string, total = false): PreviewChance => ({
  labelKey, params, num: p.num.toString(), den: p.den.toString(), ruleId, ...(total ? { total: true } : {}),
});

/** The Grit a hit on `part` of `f` rolls against (a mount's: wounds/mountStats.ts, placeholder). */
export const gritOf = (f: Figure, part: 'figure' | 'mount'): number =>
  part === 'mount' || isRiderlessMount(f) ? mountProfile(f).grit : statOf(f, 'grit', 3);

/** The chance the shot hits: d6 ≥ need, or need − 1 with a Fame point (never a natural 1). */
export function hitChance(plan: Pick<ShotPlan, 'shootNeed' | 'fameLeft'>): Fraction {
  return probAtLeast(6, Math.max(2, plan.fameLeft > 0 ? plan.shootNeed - 1 : plan.shootNeed));
}

function itemLine(state: LotowState, item: InTheWayItem, index: number): ActionDescription {
  const value = item.value;
  const percent = pct(item.hiddenFraction);
  if (item.hits === null) {
    const pieceName = state.scenario.terrain.find((t) => t.id === item.id)?.name ?? item.id;
    return { labelKey: 'lotow.shoot.line.inTheWayPiece', params: { index, value, percent, pieceName } };
  }
  if (item.source === 'figure') return { labelKey: 'lotow.shoot.line.inTheWayFigure', params: { index, value, percent, inTheWayFigureId: item.hits.figureId } };
  return { labelKey: item.hits.part === 'mount' ? 'lotow.shoot.line.inTheWayMount' : 'lotow.shoot.line.inTheWayPart', params: { index, value, inTheWayFigureId: item.hits.figureId } };
}

function itemChance(state: LotowState, item: InTheWayItem): PreviewChance {
  const p = probAtLeast(6, item.value);
  if (item.hits === null) {
    const pieceName = state.scenario.terrain.find((t) => t.id === item.id)?.name ?? item.id;
    return chance('lotow.shoot.chance.pastPiece', { value: item.value, pieceName }, p, item.ruleId);
  }
  return chance('lotow.shoot.chance.pastFigure', { value: item.value, inTheWayFigureId: item.hits.figureId }, p, item.ruleId);
}

function lines(state: LotowState, plan: ShotPlan): ActionDescription[] {
  const out: ActionDescription[] = [];
  const weapon = plan.weapon.id;
  out.push({ labelKey: 'lotow.shoot.line.weapon', params: { weapon, strength: plan.weapon.strength } });
  if (plan.weapon.placeholder) out.push({ labelKey: 'lotow.shoot.line.placeholder', params: { weapon, sourceId: plan.weapon.sourceId } });
  // Unrounded (9 decimals), so the panel can print the digits that tell a range from the weapon's (engine/inchesApart.ts).
  out.push({ labelKey: 'lotow.shoot.line.range', params: { rangeIn: inchParam(plan.rangeIn), weaponRangeIn: plan.weaponRangeIn } });
  out.push({ labelKey: 'lotow.shoot.line.moved', params: { movedIn: inchParam(plan.movedIn), limitIn: inchParam(plan.moveLimitIn) } });
  // The visible share itself travels in `sight` (the panel's headline), not as a line too.
  if (plan.overridden) out.push({ labelKey: plan.visible ? 'lotow.shoot.line.disputeVisible' : 'lotow.shoot.line.disputeHidden', params: {} });
  if (plan.templateFigureIds.length > 0) out.push({ labelKey: 'lotow.shoot.line.template', params: { count: plan.templateFigureIds.length } });
  else {
    plan.rolled.forEach((item, i) => out.push(itemLine(state, item, i + 1)));
    const unrolled = plan.inTheWay.filter((i) => !plan.rolled.includes(i));
    if (unrolled.length > 0) out.push({ labelKey: 'lotow.shoot.line.belowQuarter', params: { percent: pct(unrolled.reduce((s, i) => s + i.hiddenFraction, 0)) } });
  }
  if (plan.meleeFriendIds.length > 0) out.push({ labelKey: 'lotow.shoot.line.intoMelee', params: {} });
  return out;
}

function chances(state: LotowState, plan: ShotPlan): PreviewChance[] {
  const out: PreviewChance[] = [];
  const hit = hitChance(plan);
  out.push(plan.fameLeft > 0 && plan.shootNeed > 2
    ? chance('lotow.shoot.chance.hitFame', { need: plan.shootNeed }, hit, 'LOTOW-GAP-10')
    : chance('lotow.shoot.chance.hit', { need: plan.shootNeed }, hit, 'LOTOW-SHOOT-HIT-1'));
  const steps: Fraction[] = [hit];
  if (plan.templateFigureIds.length === 0) {
    for (const item of plan.rolled) {
      const c = itemChance(state, item);
      out.push(c);
      steps.push(probAtLeast(6, item.value));
    }
    if (plan.meleeFriendIds.length > 0) {
      const p = probAtLeast(6, INTO_MELEE_ENEMY_AT);
      out.push(chance('lotow.shoot.chance.intoMelee', {}, p, 'LOTOW-SHOOT-INTOMELEE-1'));
      steps.push(p);
    }
  }
  const { target } = plan;
  const part = plan.aim === 'mount' && target.mounted ? 'mount' : 'figure';
  const grit = gritOf(target, part);
  const options = optionsOf(state);
  const wound = woundChance(plan.weapon.strength, grit, options.woundChart);
  out.push(chance('lotow.shoot.chance.wound', { need: woundNeedText(woundNeed(plan.weapon.strength, grit, options.woundChart)), strength: plan.weapon.strength, grit }, wound, 'LOTOW-GAP-07'));
  steps.push(wound);
  const fortune = isHero(target) && part === 'figure' ? statOf(target, 'fortune', 0) - (figStateOf(state, target.id).fortuneUsed ?? 0) : 0;
  if (fortune > 0) {
    const stands = fractionComplement(probAtLeast(6, options.fortuneSave));
    out.push(chance('lotow.shoot.chance.fortune', { save: options.fortuneSave }, stands, 'LOTOW-GAP-10'));
    steps.push(stands);
  }
  out.push(chance('lotow.shoot.chance.total', {}, chain(...steps), 'LOTOW-SHOOT-SEQ-2', true));
  return out;
}

export function shotPreview(state: LotowState, action: Action): ActionPreview {
  const { refusal, plan } = planShot(state, action);
  if (plan === null) return { refusal, lines: [], chances: [] };
  return {
    refusal,
    lines: lines(state, plan),
    chances: chances(state, plan),
    sight: {
      observerId: plan.shooter.id, targetId: plan.target.id, ignoreFigureIds: [...plan.ignoreFigureIds], ignorePieceIds: [...plan.ignorePieceIds],
      visibleFraction: plan.visibleFraction, overridden: plan.overridden,
    },
  };
}

