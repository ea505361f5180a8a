/**
 * A ruleset built from action families: the router every ruleset would otherwise write for itself.
 *
 * A family owns some action types (movement, shooting, mounts…) and answers for them: `check`,
 * `resolve`, `describe`, `candidates` and, if it has one, `preview`. The kit adds what runs around
 * every family, in this order:
 *   - check: an unknown type is `spec.unknownAction`'s refusal; then each gate in order (the phase,
 *     the activation, a reaction waiting…), the first refusal wins; then the family's `check`;
 *   - preview: the family's preview, with the gates' refusal in place of its own when one refuses
 *     (a preview's refusal is `check`'s answer);
 *   - resolve: the family's `resolve`, then every hook of `afterAction` in order, each handed the
 *     state before the action and the family, so it can spend what the action cost (dice through
 *     `ctx`; `whilePlaying` skips a hook once the game has an outcome);
 *   - candidates: every family's, in family order; describe: the family's, or `spec.unknownLabel`.
 * Whatever else a ruleset answers (its flow, side actions, movement areas, sight…) it passes in
 * `rest`, unchanged. `Fam` may extend `ActionFamily` with what the ruleset's gates read (LOTOW's
 * phase per type, SBH's cost in actions).
 */
import type { ActionDescription, ActionPreview, ResolveContext, Ruleset } from '../ruleset';
import type { Action, GameEvent, GameState, Refusal } from '../state';

export interface ActionFamily<S> {
  readonly types: readonly string[];
  /** Why the action is not allowed now, or null: called after the engine's checks and every gate. */
  check(state: S, action: Action): Refusal | null;
  resolve(state: S, action: Action, ctx: ResolveContext): { state: S; events?: readonly GameEvent[] };
  describe(state: S, action: Action): ActionDescription;
  /** The piece's candidate actions of this family now (continuous choices sampled). */
  candidates(state: S, pieceId: string): Action[];
  /** What the action would do before any die is rolled; its refusal is `check`'s. */
  preview?(state: S, action: Action): ActionPreview | null;
}

/** A check every family's actions pass first (the phase, the activation…); null lets it through. */
export type Gate<S, Fam> = (state: S, action: Action, family: Fam) => Refusal | null;

/** What an after-action hook knows of the step: the state before it, the action and its family. */
export interface ActionStep<S, Fam> {
  readonly before: S;
  readonly action: Action;
  readonly family: Fam;
}

/** A rule that follows every accepted action (spend its cost, bring derived status up to date, roll what waits). */
export type AfterAction<S, Fam> = (state: S, step: ActionStep<S, Fam>, ctx: ResolveContext) => S;

type FamilyParts = 'candidateActions' | 'check' | 'resolve' | 'describeAction' | 'previewAction';

export interface FamilyRulesetSpec<F, P, Fam extends ActionFamily<GameState<F, P>>> {
  readonly families: readonly Fam[];
  readonly gates?: readonly Gate<GameState<F, P>, Fam>[];
  readonly afterAction?: readonly AfterAction<GameState<F, P>, Fam>[];
  /** The refusal of an action type no family owns. */
  unknownAction(type: string): Refusal;
  /** The log's label of an action type no family owns (a save of a newer version). */
  unknownLabel(type: string): ActionDescription;
  /** Everything else the ruleset answers, as the engine's `Ruleset` has it. */
  readonly rest: Omit<Ruleset<F, P>, FamilyParts>;
}

/** Skip `hook` once the game has an outcome (the rules that roll or end the game). */
export const whilePlaying = <S extends { readonly outcome: unknown }, Fam>(hook: AfterAction<S, Fam>): AfterAction<S, Fam> =>
  (state, step, ctx) => (state.outcome === null ? hook(state, step, ctx) : state);

export function familyRuleset<F, P, Fam extends ActionFamily<GameState<F, P>>>(spec: FamilyRulesetSpec<F, P, Fam>): Ruleset<F, P> {
  type S = GameState<F, P>;
  const byType = new Map<string, Fam>();
  for (const family of spec.families) {
    for (const t of family.types) {
      // Two families claiming a type is a wiring mistake: fail when the ruleset is built, not mid-game.
      if (byType.has(t)) throw new Error(`action type "${t}" has two families`);
      byType.set(t, family);
    }
  }
  const gates = spec.gates ?? [];
  const afters = spec.afterAction ?? [];

  function gateRefusal(state: S, action: Action, family: Fam): Refusal | null {
    for (const gate of gates) {
      const r = gate(state, action, family);
      if (r !== null) return r;
    }
    return null;
  }

  return {
    ...spec.rest,
    candidateActions: (state, pieceId) => spec.families.flatMap((f) => f.candidates(state, pieceId)),
    check(state, action) {
      const family = byType.get(action.type);
      if (family === undefined) return spec.unknownAction(action.type);
      return gateRefusal(state, action, family) ?? family.check(state, action);
    },
    resolve(state, action, ctx) {
      const family = byType.get(action.type);
      if (family === undefined) return { state };
      const r = family.resolve(state, action, ctx);
      const step: ActionStep<S, Fam> = { before: state, action, family };
      let next = r.state;
      for (const after of afters) next = after(next, step, ctx);
      return { state: next, events: r.events ?? [] };
    },
    describeAction(state, action) {
      const family = byType.get(action.type);
      return family === undefined ? spec.unknownLabel(action.type) : family.describe(state, action);
    },
    previewAction(state, action) {
      const family = byType.get(action.type);
      if (family?.preview === undefined) return null;
      const p = family.preview(state, action);
      const gated = p === null ? null : gateRefusal(state, action, family);
      return p === null || gated === null ? p : { ...p, refusal: gated };
    },
  };
}
