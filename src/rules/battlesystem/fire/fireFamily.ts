/**
 * Missile fire (BS-CORE-1, BS-MISSILE-*): `{ type: 'fire', figureId: unitId, targetIds: [enemyUnitId],
 * params?: { magic: true } }` in the side's missile step, once a round. Every fact comes from
 * firePlan.ts; resolving rolls each AR group's share of the AD (BS-AR-2, BS-GAP-10), read die by die
 * (BS-AD-3/6), then the target's d10 per hit against the group's modified AR (BS-AR-1); hits beyond
 * what the group's visible figures can take are lost (BS-MISSILE-LOS-1, §6.4); the figures removed
 * with the hits already carried (BS-HITS-1) wait for their owner to pick them (BS-CAS-1) from the
 * figures the shooters saw. `magic` spends a volley of magical ammunition (BS-MISSILE-AMMO-1: the
 * roster's count; ordinary missiles are unlimited).
 */
import type { ActionFamily } from '../../../engine/kit/familyRuleset';
import { fractionToString } from '../../../engine/fraction';
import { pieceOf } from '../../../engine/pieces';
import type { ActionDescription, ActionPreview, PreviewChance } from '../../../engine/ruleset';
import type { Action, GameEvent, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import { figuresRemoved } from '../dice/figuresRemoved';
import { removedDistribution } from '../dice/removedDistribution';
import { rollArmourChecks, rollAttackDice } from '../dice/rollVolley';
import type { BsState } from '../flow/bsTypes';
import { bsPieceStateOf, withBsPieceState } from '../flow/bsTypes';
import { isMoveStep } from '../flow/bsSteps';
import { formatAttackDice } from '../profile/attackDiceNotation';
import type { FirePlan } from './firePlan';
import { firePlan } from './firePlan';

export const FIRE = 'fire';

const IGNORED_KEY: Readonly<Record<string, string>> = {
  'battlesystem.arMod.screened': 'battlesystem.arMod.screenedIgnored',
  'battlesystem.arMod.wall': 'battlesystem.arMod.wallIgnored',
  'battlesystem.arMod.windows': 'battlesystem.arMod.windowsIgnored',
  'battlesystem.arMod.arrowSlits': 'battlesystem.arMod.arrowSlitsIgnored',
};

function plannedFire(state: BsState, a: Action): Refusal | FirePlan {
  const plan = firePlan(state, a.figureId, a.targetIds?.[0]);
  if (!('groups' in plan)) return plan;
  if (plan.direct + plan.indirect === 0) {
    return refusal('battlesystem.nothingInSight', 'BS-MISSILE-LOS-1', `no figure of ${plan.shooter.name} sees a figure of ${plan.target.name} in its front arc`, { unitName: plan.shooter.name, targetName: plan.target.name });
  }
  if (a.params?.magic === true) {
    const left = plan.shooterProfile.magicAmmo - bsPieceStateOf(state, plan.shooter.id).magicUsed;
    if (left <= 0) return refusal('battlesystem.noMagicAmmo', 'BS-MISSILE-AMMO-1', `${plan.shooter.name} has no magical missiles left`, { unitName: plan.shooter.name });
  }
  return plan;
}

function resolveFire(state: BsState, a: Action, ctx: Parameters<ActionFamily<BsState>['resolve']>[2]): { state: BsState; events: GameEvent[] } {
  const plan = plannedFire(state, a);
  if (!('groups' in plan)) return { state, events: [] };
  const shooters = plan.shooters.filter((l) => l.verdict === 'fires').map((l) => l.figureId);
  let hits = 0;
  let through = 0;
  let kept = 0;
  plan.groups.forEach((g, i) => {
    if (g.attacks <= 0) return;
    const attack = rollAttackDice(ctx, g.attacks, plan.dice, {
      purpose: 'battlesystem.roll.missileAttack', ruleId: 'BS-AD-3', figureIds: shooters,
      params: { unitId: plan.shooter.id, targetUnitId: plan.target.id, group: i + 1, attacks: g.attacks },
    }, plan.options.d20HighHits);
    hits += attack.hits;
    const armour = rollArmourChecks(ctx, attack.hits, g.ar.ar, {
      purpose: 'battlesystem.roll.armour', ruleId: 'BS-AR-1', figureIds: g.figureIds,
      params: { unitId: plan.target.id, group: i + 1, ar: g.ar.ar },
    });
    through += armour.through;
    kept += Math.min(armour.through, g.capHits);
  });
  const r = figuresRemoved({ carried: plan.carried, newHits: kept, hitsPerFigure: plan.targetProfile.hits, capHits: plan.capHits });
  const removed = Math.min(r.removed, plan.visibleTargetIds.length);
  const wasted = through - kept + r.wasted;
  let next = withBsPieceState(state, plan.shooter.id, { fired: true, ...(isMoveStep(state.flow) ? { firedInMove: true as const } : {}), ...(a.params?.magic === true ? { magicUsed: bsPieceStateOf(state, plan.shooter.id).magicUsed + 1 } : {}) });
  next = withBsPieceState(next, plan.target.id, { carriedHits: r.carried });
  if (removed > 0) {
    next = { ...next, flow: { ...next.flow, pendingCasualties: { unitId: plan.target.id, sideId: plan.target.side, count: removed, fromFigureIds: plan.visibleTargetIds, ruleId: 'BS-HITS-1' } } };
  }
  return {
    state: next,
    events: [{
      type: 'battlesystem.volley', ruleId: 'BS-CORE-1', figureIds: [plan.shooter.id, plan.target.id],
      params: { unitName: plan.shooter.name, targetName: plan.target.name, ad: plan.ad.count, hits, through, removed, wasted, carried: r.carried },
    }],
  };
}

const chanceOf = (labelKey: string, params: ActionDescription['params'], f: { num: bigint; den: bigint }, ruleId: string, total = false): PreviewChance =>
  ({ labelKey, params, num: f.num.toString(), den: f.den.toString(), ruleId, ...(total ? { total: true } : {}) });

export function previewLines(plan: FirePlan): ActionDescription[] {
  const lines: ActionDescription[] = [];
  const rg = plan.range;
  lines.push({ labelKey: `battlesystem.preview.range.${rg.band === 'out' ? 'long' : rg.band}`, params: { distanceIn: rg.distanceIn, shortIn: rg.bandsIn.shortIn, mediumIn: rg.bandsIn.mediumIn, longIn: rg.bandsIn.longIn } });
  if (rg.bonusIn > 0) lines.push({ labelKey: 'battlesystem.preview.heightBonus', params: { bonusIn: rg.bonusIn, heightIn: rg.heightDiffIn } });
  const count = (v: string): number => plan.shooters.filter((l) => l.verdict === v).length;
  lines.push({ labelKey: 'battlesystem.preview.shooters', params: { fires: count('fires'), of: plan.shooters.length } });
  for (const v of ['rank', 'arc', 'sight'] as const) if (count(v) > 0) lines.push({ labelKey: `battlesystem.preview.notFiring.${v}`, params: { count: count(v) } });
  lines.push({ labelKey: 'battlesystem.preview.ad', params: { count: plan.ad.count, figures: plan.direct + plan.indirect, dice: formatAttackDice(plan.dice) } });
  for (const f of plan.ad.factors) lines.push({ labelKey: f.labelKey, params: { num: f.num, den: f.den } });
  plan.groups.forEach((g, i) => {
    lines.push({ labelKey: 'battlesystem.preview.arGroup', params: { group: i + 1, figures: g.figureIds.length, attacks: g.attacks, baseAr: plan.targetProfile.ar, ar: g.ar.ar } });
    for (const m of g.ar.counted) lines.push({ labelKey: m.labelKey, params: { valueAr: m.valueAr } });
    for (const m of g.ar.ignored) lines.push({ labelKey: IGNORED_KEY[m.labelKey] ?? 'battlesystem.arMod.screenedIgnored', params: { valueAr: m.valueAr } });
    if (g.ar.raw !== g.ar.ar) lines.push({ labelKey: 'battlesystem.preview.arClamped', params: { raw: g.ar.raw, ar: g.ar.ar } });
  });
  if (plan.carried > 0) lines.push({ labelKey: 'battlesystem.preview.carried', params: { carried: plan.carried, hits: plan.targetProfile.hits } });
  return lines;
}

export function previewFire(state: BsState, a: Action): ActionPreview | null {
  const plan = plannedFire(state, a);
  if (!('groups' in plan)) {
    const full = firePlan(state, a.figureId, a.targetIds?.[0]);
    return { refusal: plan, lines: 'groups' in full ? previewLines(full) : [], chances: [], ...('groups' in full ? arcsOf(full) : {}) };
  }
  const lines = previewLines(plan);
  const odds = removedDistribution({
    dice: plan.dice, groups: plan.groups.map((g) => ({ attacks: g.attacks, ar: g.ar.ar, capHits: g.capHits })),
    hitsPerFigure: plan.targetProfile.hits, carried: plan.carried, capHits: plan.capHits, d20HighHits: plan.options.d20HighHits,
  });
  const chances: PreviewChance[] = [];
  if (odds.exact) {
    odds.removed.forEach((p, k) => { if (p.num !== 0n) chances.push(chanceOf('battlesystem.chance.removed', { count: k }, p, 'BS-HITS-1')); });
    lines.push({ labelKey: 'battlesystem.preview.expected', params: { expected: fractionToString(odds.expectedRemoved), approx: Number(odds.expectedRemoved.num * 100n / odds.expectedRemoved.den) / 100 } });
  } else {
    lines.push({ labelKey: 'battlesystem.preview.tooManyDice', params: { expectedHits: fractionToString(odds.expectedHitsThrough), approx: Number(odds.expectedHitsThrough.num * 100n / odds.expectedHitsThrough.den) / 100, maxRemoved: odds.maxRemoved } });
  }
  return { refusal: null, lines, chances, ...arcsOf(plan) };
}

/** Each figure's 90° arc (BS-MISSILE-ARC-1), drawn a little past the volley's range, and the target figures in sight. */
function arcsOf(plan: FirePlan): Pick<ActionPreview, 'arcs' | 'markedFigureIds'> {
  const reachIn = plan.range.distanceIn + 2;
  return {
    arcs: plan.shooters.filter((l) => l.verdict !== 'rank').map((l) => ({ figureId: l.figureId, facingDeg: plan.shooter.facingDeg, arcDeg: 90, reachIn, fires: l.verdict === 'fires' })),
    markedFigureIds: plan.visibleTargetIds,
  };
}

export const fireFamily: ActionFamily<BsState> = {
  types: [FIRE],
  check: (state, a) => {
    const plan = plannedFire(state, a);
    return 'groups' in plan ? null : plan;
  },
  resolve: resolveFire,
  describe: (state, a) => ({ labelKey: a.params?.magic === true ? 'battlesystem.action.fireMagic' : 'battlesystem.action.fire', params: { unitName: pieceOf(state.scenario, a.figureId)?.name ?? '', targetName: pieceOf(state.scenario, a.targetIds?.[0])?.name ?? '' } }),
  candidates: (state, id) => {
    const piece = pieceOf(state.scenario, id);
    if (piece?.kind !== 'unit') return [];
    return (state.scenario.units ?? []).filter((u) => u.side !== piece.side).map((u) => ({ type: FIRE, side: piece.side, figureId: id, targetIds: [u.id] }));
  },
  preview: previewFire,
};
