/**
 * The shoot action as a kit family (BP-GAP-04, BP-VOLLEY-1..6, BP-GAP-09): `{ type: 'shoot', side,
 * figureId: actor (a lone fighter or a Group's unit id), targetIds: [target], params: { targetId,
 * split? } }`. A split volley (option `splitVolley`, Groups only) names two parts
 * `split: [{ targetId, shooterIds }, { targetId, shooterIds }]` of disjoint members and two targets,
 * fired one after the other as one action.
 *
 * Paying the action (AP and the k-th action's test, BP-GAP-03) is injected: `makeShootFamily({ pay,
 * canPay? })`, so the flow's `payAction` is wired by the ruleset. A failed test (`passed: false`)
 * spends the AP and fires nothing. Wiring: `makeShootFamily({ pay: payAction, canPay: (s, id) => {
 * const c = checkPay(s, id); return c.ok ? null : c.refusal; } })` (actionSpend.ts).
 */
import type { ActionFamily } from '../../../engine/kit/familyRuleset';
import type { ActionDescription, ActionPreview, PreviewChance, ResolveContext } from '../../../engine/ruleset';
import type { Action, GameEvent, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import type { BpState } from '../flow/bpTypes';
import { bpFigStateOf } from '../flow/bpTypes';
import { activeSideOf } from '../flow/flowAccess';
import { isInAction } from '../flow/inAction';
import { actorFigureIds, sideActorIds, unitById } from '../groups/bpGroup';
import { checkGroupVolley } from '../groups/groupRules';
import { optionsOf } from '../profile/bpOptions';
import { cmApart } from '../movement/moveRefusals';
import type { FireTerms, ShooterTerms } from './fireTerms';
import { fireScene, fireTerms } from './fireTerms';
import { resolveFire } from './fireResolve';

export const SHOOT = 'shoot';

export type PayAction = (state: BpState, actorId: string, ctx: ResolveContext) => { readonly state: BpState; readonly events?: readonly GameEvent[]; readonly passed?: boolean };

export interface ShootFamilyDeps {
  readonly pay: PayAction;
  /** Why the actor cannot pay for another action now (no AP, stopped by a failed test), or null. */
  readonly canPay?: (state: BpState, actorId: string) => Refusal | null;
}

export interface FirePart {
  readonly targetId: string;
  readonly shooterIds: readonly string[];
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** The parts an action asks for: one (the actor's figures at its target) or a split's two; null when malformed. */
export function fireParts(state: BpState, action: Action): FirePart[] | null {
  const actorId = action.figureId ?? '';
  const split = action.params?.split;
  if (split !== undefined) {
    if (!Array.isArray(split)) return null;
    const parts = split.map((p) => (typeof p === 'object' && p !== null && !Array.isArray(p) && typeof p.targetId === 'string' && isStrings(p.shooterIds) ? { targetId: p.targetId, shooterIds: p.shooterIds } : null));
    return parts.every((p) => p !== null) ? (parts as FirePart[]) : null;
  }
  const t = action.params?.targetId ?? action.targetIds?.[0];
  return typeof t === 'string' ? [{ targetId: t, shooterIds: actorFigureIds(state, actorId) }] : null;
}

const bad = (key: string, ruleId: string, words: string, params: Record<string, string> = {}): Refusal => refusal(key, ruleId, `cannot shoot: ${words}`, params);

function splitRefusal(state: BpState, actorId: string, parts: readonly FirePart[]): Refusal | null {
  if (!optionsOf(state).splitVolley) return bad('blackpowder.fire.splitOff', 'BP-GAP-09', 'split volleys are off in this game');
  if (unitById(state.scenario, actorId) === undefined) return bad('blackpowder.fire.splitNotGroup', 'BP-GAP-09', 'only a Group splits its volley', { actorFigureId: actorId });
  const own = actorFigureIds(state, actorId);
  const all = parts.flatMap((p) => p.shooterIds);
  const ok = parts.length === 2 && parts[0]!.targetId !== parts[1]!.targetId && parts.every((p) => p.shooterIds.length > 0)
    && new Set(all).size === all.length && all.every((id) => own.includes(id));
  return ok ? null : bad('blackpowder.fire.splitBad', 'BP-GAP-09', 'a split volley is two parts at two targets, each of the Group\'s own members, none in both', { actorFigureId: actorId });
}

type Checked = { readonly ok: true; readonly parts: readonly FirePart[]; readonly terms: readonly FireTerms[] } | { readonly ok: false; readonly refusal: Refusal };

/** The whole check, with the terms of each part when it passes. */
export function checkShoot(state: BpState, action: Action, deps: Pick<ShootFamilyDeps, 'canPay'> = {}): Checked {
  const no = (r: Refusal): Checked => ({ ok: false, refusal: r });
  if ((state.flow.pendingSave ?? null) !== null) return no(bad('blackpowder.fire.saveWaiting', 'BP-VOLLEY-5', 'a saved hit waits for its owner to pass it on'));
  if (activeSideOf(state.flow) !== action.side) return no(bad('blackpowder.fire.notActive', 'BP-GAP-03', 'it is not this side\'s turn', { sideId: action.side }));
  const actorId = action.figureId ?? '';
  if (!sideActorIds(state, action.side).includes(actorId)) return no(bad('blackpowder.fire.notActor', 'BP-GAP-07', `${actorId} is not one of this side's fighters or Groups in action`, { actorFigureId: actorId }));
  const pay = deps.canPay?.(state, actorId) ?? null;
  if (pay !== null) return no(pay);
  if (unitById(state.scenario, actorId) !== undefined) {
    const g = checkGroupVolley(state, actorId);
    if (!g.ok) return no(g.refusal);
  }
  const parts = fireParts(state, action);
  if (parts === null) return no(bad('blackpowder.fire.badParams', 'BP-VOLLEY-1', 'name a target (params.targetId) or the two parts of a split volley'));
  if (parts.length > 1 || action.params?.split !== undefined) {
    const r = splitRefusal(state, actorId, parts);
    if (r !== null) return no(r);
  }
  const scene = fireScene(state);
  const terms: FireTerms[] = [];
  for (const p of parts) {
    const t = fireTerms(state, { shooterIds: p.shooterIds, targetId: p.targetId }, scene);
    if (!t.ok) return no(t.refusal);
    terms.push(t);
  }
  return { ok: true, parts, terms };
}

const chance = (labelKey: string, params: Record<string, number | string>, p: { num: bigint; den: bigint }, ruleId: string): PreviewChance =>
  ({ labelKey, params, num: p.num.toString(), den: p.den.toString(), ruleId });

/** A shooter's "cannot fire" line: why, in words (`$t(blackpowder.word.cannotFire.<why>)`); out of range with how far and the most. */
function cannotFireLine(s: ShooterTerms): ActionDescription {
  const range = s.range;
  if (s.why === 'outOfRange' && range !== null && !range.inRange && s.distanceIn !== null) {
    const [distanceCm, maxCm] = cmApart([s.distanceIn, range.maxIn]) as [number, number];
    return { labelKey: 'blackpowder.preview.cannotFireOutOfRange', params: { figureId: s.figureId, why: s.why, distanceCm, maxCm } };
  }
  return { labelKey: 'blackpowder.preview.cannotFire', params: { figureId: s.figureId, why: s.why ?? '' } };
}

/**
 * The preview of one volley's terms: who fires and why not, the pool, the range band, the cover and
 * the reroll regime (words for each: `blackpowder.word.{band,cover,regime}.<value>`), a running
 * target, the exact odds of each number of hits.
 */
export function firePreview(terms: readonly FireTerms[]): Omit<ActionPreview, 'refusal'> {
  const lines = terms.flatMap((t): ActionDescription[] => [
    { labelKey: 'blackpowder.preview.volley', params: { targetFigureId: t.targetId, shooters: t.counted.length, dice: t.dice, required: t.required, band: t.band, cover: t.cover, regime: t.rerolls.regime } },
    ...(t.rerolls.reasons.includes('running') ? [{ labelKey: 'blackpowder.preview.running', params: { targetFigureId: t.targetId } }] : []),
    ...t.shooters.filter((s) => s.why !== null).map(cannotFireLine),
  ]);
  const chances = terms.flatMap((t) => [
    ...t.odds.hits.map((o) => chance('blackpowder.chance.hits', { targetFigureId: t.targetId, hits: o.value }, o.p, 'BP-VOLLEY-2')),
    ...(t.closeOrder ? [chance('blackpowder.chance.closeOrderTriple', { targetFigureId: t.targetId }, t.odds.closeOrderTriple, 'BP-VOLLEY-6')] : []),
  ]);
  return { lines, chances };
}

export const shootAction = (side: string, actorId: string, targetId: string): Action => ({ type: SHOOT, side, figureId: actorId, targetIds: [targetId], params: { targetId } });

/** `actorAction`: an actor's action of the turn (actionSpend.ts `BpFamily`, its `activeActorGate`). */
export function makeShootFamily(deps: ShootFamilyDeps): ActionFamily<BpState> & { readonly actorAction: true } {
  return {
    types: [SHOOT],
    actorAction: true,
    check: (state, action) => {
      const c = checkShoot(state, action, deps);
      return c.ok ? null : c.refusal;
    },
    resolve: (state, action, ctx) => {
      const actorId = action.figureId ?? '';
      const paid = deps.pay(state, actorId, ctx);
      const events = [...(paid.events ?? [])];
      if (paid.passed === false) return { state: paid.state, events };
      const parts = fireParts(paid.state, action) ?? [];
      const [first, ...then] = parts;
      if (first === undefined) return { state: paid.state, events };
      const r = resolveFire(paid.state, { shooterIds: first.shooterIds, targetId: first.targetId, then }, ctx);
      return { state: r.state, events: [...events, ...r.events] };
    },
    describe: (_state, action) => ({ labelKey: 'blackpowder.action.shoot', params: { actorFigureId: action.figureId ?? '', targetFigureId: String(action.params?.targetId ?? action.targetIds?.[0] ?? '') } }),
    preview: (state, action) => {
      const c = checkShoot(state, action, deps);
      return c.ok ? { refusal: null, ...firePreview(c.terms) } : { refusal: c.refusal, lines: [], chances: [] };
    },
    candidates: (state, pieceId) => {
      const side = activeSideOf(state.flow);
      if (!sideActorIds(state, side).includes(pieceId)) return [];
      return state.scenario.figures
        .filter((f) => f.side !== side && isInAction(state, f.id) && !bpFigStateOf(state, f.id).hidden)
        .map((f) => shootAction(side, pieceId, f.id))
        .filter((a) => checkShoot(state, a, deps).ok);
    },
  };
}
