/**
 * The `fight` action (LOTOW-GAP-08), Fight phase: `{ type: 'fight', side, figureId, params? }`.
 * `figureId` is any figure of the acting side in a combat not fought yet; the action resolves that
 * whole combat (fightResolve.ts). Params: `strikeAtFigureId` (which loser the acting side's winners
 * strike, when they may choose; default: in turn) and `strikeAtMount` (strike that mounted figure's
 * mount, LOTOW-PASS-4).
 *
 * Either side resolves a combat its figures are in when it is its turn to act in the phase (the
 * engine's `actors`); the Advantage side acts first.
 */
import type { ActionDescription, ActionPreview, PreviewChance } from '../../../engine/ruleset';
import { fractionMul, fraction } from '../../../engine/fraction';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import { statOf } from '../lotowProfile';
import type { LotowActionHandler, LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';
import { woundChance, woundNeed, woundNeedText } from '../wounds';
import type { Combat } from './combats';
import { combatsOf, linkBetween, opponentsIn, roleOf, unfoughtCombatOf } from './combats';
import { fightWinChances } from './fightOdds';
import { resolveFight } from './fightResolve';
import { fightSidesOf } from './fightSides';
import { BARRIER_STRIKE_NEED } from './strikes';

export const FIGHT = { fight: 'fight' } as const;
const RULE = 'LOTOW-GAP-08';

function fightRefusal(state: LotowState, action: Action): Refusal | null {
  const figure = figureOf(state, action.figureId);
  if (figure === undefined) return refusal('lotow.needsFigure', RULE, 'say which figure fights');
  const p = action.params ?? {};
  if ((p.strikeAtFigureId !== undefined && typeof p.strikeAtFigureId !== 'string') || (p.strikeAtMount !== undefined && typeof p.strikeAtMount !== 'boolean')) {
    return refusal('lotow.badParams', RULE, "that action's details are not valid");
  }
  const combat = unfoughtCombatOf(state, figure.id);
  if (combat === undefined) {
    if (figStateOf(state, figure.id).fought === true && combatsOf(state).some((c) => c.figureIds.includes(figure.id))) {
      return refusal('lotow.fight.alreadyFought', RULE, `${figure.name} has already fought this turn`, { figureId: figure.id });
    }
    return refusal('lotow.fight.notInCombat', RULE, `${figure.name} is not in base contact with an enemy`, { figureId: figure.id });
  }
  const target = p.strikeAtFigureId;
  if (typeof target === 'string') {
    const t = figureOf(state, target);
    if (t === undefined || !combat.figureIds.includes(target) || t.side === figure.side) {
      return refusal('lotow.fight.badStrikeTarget', RULE, `${t?.name ?? target} is not an enemy in this fight`, { figureId: figure.id, targetFigureId: target });
    }
  }
  return null;
}

/** The enemies of `figureId` in its combat (its opponents first). */
function enemiesOf(state: LotowState, combat: Combat, figureId: string): string[] {
  const side = figureOf(state, figureId)?.side;
  const opp = opponentsIn(combat, figureId);
  const rest = combat.figureIds.filter((id) => figureOf(state, id)?.side !== side && !opp.includes(id));
  return [...opp, ...rest];
}

function describeFight(state: LotowState, action: Action): ActionDescription {
  const id = action.figureId ?? '';
  const combat = combatsOf(state).find((c) => c.figureIds.includes(id));
  const enemies = combat === undefined ? [] : enemiesOf(state, combat, id);
  return { labelKey: 'lotow.action.fight', params: { figureId: id, targetFigureId: enemies[0] ?? '', others: Math.max(0, enemies.length - 1) } };
}

const asChance = (p: { num: bigint; den: bigint }) => ({ num: p.num.toString(), den: p.den.toString() });

function previewFight(state: LotowState, action: Action): ActionPreview | null {
  const refused = fightRefusal(state, action);
  const combat = action.figureId === undefined ? undefined : unfoughtCombatOf(state, action.figureId);
  if (refused !== null || combat === undefined) return { refusal: refused, lines: [], chances: [] };
  const sides = fightSidesOf(state, combat);
  const lines: ActionDescription[] = sides.flatMap((s) =>
    s.fighters.map((f) => ({ labelKey: 'lotow.fight.previewFighter', params: { figureId: f.figureId, dice: f.dice, fightValue: f.fight, prone: f.prone } })));
  for (const id of combat.figureIds) {
    const f = figureOf(state, id)!;
    const role = roleOf(state, f);
    if (role !== 'fighter') lines.push({ labelKey: 'lotow.fight.previewNoDice', params: { figureId: id } });
    else if (figStateOf(state, id).actionsOver) lines.push({ labelKey: 'lotow.fight.previewNoStrikes', params: { figureId: id } });
  }
  const wins = fightWinChances(sides);
  const mine = sides.findIndex((s) => s.sideId === action.side);
  const chances: PreviewChance[] = [];
  if (mine >= 0) chances.push({ labelKey: 'lotow.fight.chanceWin', params: { sideSideId: action.side }, ...asChance(wins[mine]!), ruleId: RULE, total: true });
  // One strike of each of the acting side's fighters at its first opponent.
  const options = optionsOf(state);
  for (const s of sides) {
    if (s.sideId !== action.side) continue;
    for (const f of s.fighters) {
      const target = opponentsIn(combat, f.figureId)[0];
      const striker = figureOf(state, f.figureId)!;
      const t = target === undefined ? undefined : figureOf(state, target);
      if (t === undefined || figStateOf(state, f.figureId).actionsOver) continue;
      const strength = statOf(striker, 'strength', 3);
      const grit = statOf(t, 'grit', 3);
      let p = woundChance(strength, grit, options.woundChart);
      const across = linkBetween(combat, f.figureId, t.id)?.contact === false && options.barrierStrikes;
      if (across) p = fractionMul(p, fraction(7 - BARRIER_STRIKE_NEED, 6));
      chances.push({
        labelKey: across ? 'lotow.fight.chanceWoundBarrier' : 'lotow.fight.chanceWound',
        params: { strikerFigureId: f.figureId, targetFigureId: t.id, need: woundNeedText(woundNeed(strength, grit, options.woundChart)) },
        ...asChance(p), ruleId: across ? RULE : 'LOTOW-GAP-07',
      });
    }
  }
  return { refusal: null, lines, chances };
}

export const fightHandler: LotowActionHandler = {
  types: [FIGHT.fight],
  phaseOf: { fight: 'fight' },
  check: fightRefusal,
  resolve: resolveFight,
  describe: describeFight,
  candidates(state, figureId) {
    if (state.flow.phase !== 'fight') return [];
    const figure = figureOf(state, figureId);
    if (figure === undefined || unfoughtCombatOf(state, figureId) === undefined) return [];
    return [{ type: FIGHT.fight, side: figure.side, figureId }];
  },
  preview: previewFight,
};
