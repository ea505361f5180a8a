/**
 * One `fight` action resolves one whole combat (LOTOW-GAP-08), in this order:
 *
 * 1. The dice: every fighter rolls one d6 per Attack (fightSides.ts), sides in the turn's acting
 *    order, fighters in scenario order (`lotow.fight.dice`, one roll per fighter).
 * 2. The winner: highest die; ties by lying down, then Fight value, then a roll-off (a d6 per tied
 *    side, `lotow.fight.rollOff`, rolled again while tied). Fame may turn a loss into a win
 *    (LOTOW-GAP-10, `lotow.fight.fame`).
 * 3. Every loser backs away 1″ directly away from the winners it fought (backAway.ts), in scenario
 *    order (one that moved may block the next); one that cannot is Trapped. A passenger goes with
 *    its carrier, and is trapped when it is.
 * 4. The winners strike (strikes.ts): trapped losers take double.
 * 5. A trapped climber falls (LOTOW-LEVEL-2): one still on a face from the height it reached (an
 *    upward climb: where it stands, at the foot), one who climbed into the combat off the ledge to
 *    the first spot below (backAway.ts `landingSpot`); part 1's `applyFall` (movement/) does the rest
 *    (≤ 2″ harmless, else prone and S3 hits queued for the wound roll).
 * 6. Every figure of the combat still on the table has `fought`, and a climber's Fight 1 is spent
 *    (`fightValueOne` cleared); engagements between figures that separated (backed away or fell)
 *    are ended.
 */
import { standingElevationIn } from '../../../engine/figureGeometry';
import type { ResolveContext } from '../../../engine/ruleset';
import type { Action, GameEvent } from '../../../engine/state';
import type { Vec2 } from '../../../geometry/point';
import type { LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { figureOf, withFigure } from '../../../engine/kit/pieceState';
import { applyFall } from '../movement/applyFall';
import { carriedPassenger } from '../mounts/passengers';
import { spotIfLegal } from '../mounts/placeBeside';
import type { Combat } from './combats';
import { opponentsIn, roleOf, unfoughtCombatOf } from './combats';
import { backAway, landingSpot } from './backAway';
import type { FightSide, SideTop } from './fightSides';
import { decideFight, fightSidesOf } from './fightSides';
import { strike } from './strikes';

const RULE = 'LOTOW-GAP-08';
/** Roll-offs tied this many times in a row end in favour of the first side (never met with fair dice). */
const MAX_ROLL_OFFS = 50;

interface Rolled extends SideTop {
  /** The Hero whose die is `fameTop`. */
  readonly fameFigureId: string | null;
}

function rollSide(side: FightSide, ctx: ResolveContext): Rolled {
  let top = 0;
  let fameTop = 0;
  let fameFigureId: string | null = null;
  for (const f of side.fighters) {
    const faces = ctx.roll({ count: f.dice, sides: 6, purpose: 'lotow.fight.dice', ruleId: RULE, figureIds: [f.figureId], params: { dice: f.dice, fightValue: f.fight, prone: f.prone } });
    const best = Math.max(0, ...faces);
    top = Math.max(top, best);
    if (f.fameLeft > 0 && best > fameTop) {
      fameTop = best;
      fameFigureId = f.figureId;
    }
  }
  return { top, fameTop, fameFigureId };
}

function rollOff(sides: readonly FightSide[], tied: readonly number[], ctx: ResolveContext, figureIds: readonly string[]): number {
  let left = [...tied];
  for (let round = 0; round < MAX_ROLL_OFFS && left.length > 1; round++) {
    const faces = left.map((i) => ctx.roll({ count: 1, sides: 6, purpose: 'lotow.fight.rollOff', ruleId: RULE, figureIds, params: { rollerSideId: sides[i]!.sideId } })[0] ?? 0);
    const best = Math.max(...faces);
    left = left.filter((_, k) => faces[k] === best);
  }
  return left[0]!;
}

const centreOf = (state: LotowState, ids: readonly string[]): Vec2 | null => {
  const figs = ids.map((id) => figureOf(state, id)).filter((f) => f !== undefined);
  if (figs.length === 0) return null;
  return { x: figs.reduce((s, f) => s + f.x, 0) / figs.length, y: figs.reduce((s, f) => s + f.y, 0) / figs.length };
};

export function resolveFight(state0: LotowState, action: Action, ctx: ResolveContext): { state: LotowState; events?: readonly GameEvent[] } {
  const combat = action.figureId === undefined ? undefined : unfoughtCombatOf(state0, action.figureId);
  if (combat === undefined) return { state: state0 };
  let state = state0;
  const sides = fightSidesOf(state, combat);

  // 1–2. The dice and the winner.
  const rolled = sides.map((s) => rollSide(s, ctx));
  const decision = decideFight(sides, rolled);
  let winner: number;
  if (decision.kind === 'rollOff') {
    winner = rollOff(sides, decision.sides, ctx, combat.figureIds);
  } else {
    winner = decision.winner;
    if (decision.fameSide !== null) {
      const heroId = rolled[decision.fameSide]!.fameFigureId!;
      const fs = figStateOf(state, heroId);
      state = withFigState(state, heroId, { fameUsed: (fs.fameUsed ?? 0) + 1 });
      ctx.emit({ type: 'lotow.fight.fame', ruleId: 'LOTOW-GAP-10', figureIds: [heroId], params: { figureId: heroId, face: rolled[decision.fameSide]!.fameTop } });
    }
  }
  const winnerSide = sides[winner]!.sideId;
  ctx.emit({
    type: 'lotow.fight.won', ruleId: RULE, figureIds: [...combat.figureIds],
    params: { winnerSideId: winnerSide, face: rolled[winner]!.top, rollOff: decision.kind === 'rollOff', fame: decision.kind === 'won' && decision.fameSide !== null },
  });

  const figureSide = (id: string): string | undefined => figureOf(state0, id)?.side;
  const winners = combat.figureIds.filter((id) => figureSide(id) === winnerSide && roleOf(state0, figureOf(state0, id)!) === 'fighter');
  const losers = new Set(combat.figureIds.filter((id) => figureSide(id) !== winnerSide));

  // 3. Backing away.
  const moved = new Set<string>();
  const trapped = new Set<string>();
  const ledgeDir = new Map<string, Vec2 | null>();
  for (const id of combat.figureIds) {
    if (!losers.has(id)) continue;
    const f = figureOf(state, id)!;
    if (roleOf(state, f) === 'passenger') continue;
    const winnersFaced = opponentsIn(combat, id).filter((o) => figureSide(o) === winnerSide);
    const from = centreOf(state, winnersFaced.length > 0 ? winnersFaced : winners) ?? { x: f.x, y: f.y - 1 };
    const fs = figStateOf(state, id);
    const result = backAway(state.scenario, f, from, fs.climbing !== null);
    if (result.kind === 'moved') {
      const dx = result.spot.x - f.x;
      const dy = result.spot.y - f.y;
      state = withFigure(state, id, { x: result.spot.x, y: result.spot.y, standsOn: result.spot.standsOn });
      moved.add(id);
      ctx.emit({ type: 'lotow.fight.backedAway', ruleId: RULE, figureIds: [id], params: { figureId: id, distanceIn: 1 } });
      const passenger = carriedPassenger(state, id);
      if (passenger !== undefined && losers.has(passenger.id)) {
        const spot = spotIfLegal(state.scenario, passenger.id, { x: passenger.x + dx, y: passenger.y + dy }, result.spot.standsOn);
        if (spot !== null) {
          state = withFigure(state, passenger.id, { x: spot.x, y: spot.y, standsOn: spot.standsOn });
          moved.add(passenger.id);
        }
      }
    } else {
      trapped.add(id);
      const climber = fs.climbing !== null || fs.fightValueOne;
      if (climber && result.ledge) ledgeDir.set(id, result.dir);
      const passenger = carriedPassenger(state, id);
      if (passenger !== undefined && losers.has(passenger.id)) trapped.add(passenger.id);
      ctx.emit({ type: 'lotow.fight.trapped', ruleId: RULE, figureIds: [id], params: { figureId: id, ledge: result.ledge } });
    }
  }

  // 4. The strikes.
  state = strike(state, { combat, winners, losers, trapped, action }, ctx);

  // 5. Trapped climbers fall.
  for (const [id, dir] of ledgeDir) {
    const f = figureOf(state, id);
    if (f === undefined || dir === null) continue;
    const fs = figStateOf(state, id);
    const hereIn = standingElevationIn(state.scenario, f.standsOn);
    if (fs.climbing !== null && fs.climbing.direction === 'up') {
      // On the face above its foot, where the figure stands: it drops from the height it reached.
      state = withFigState(state, id, { climbing: null });
      state = applyFall(state, id, fs.climbing.heightIn, ctx, 'LOTOW-LEVEL-2');
      moved.add(id);
      continue;
    }
    const spot = landingSpot(state.scenario, f, dir);
    if (spot === null) continue;
    const fromIn = hereIn - (fs.climbing?.heightIn ?? 0);
    state = withFigure(state, id, { x: spot.x, y: spot.y, standsOn: spot.standsOn });
    state = withFigState(state, id, { climbing: null });
    state = applyFall(state, id, Math.max(0, fromIn - standingElevationIn(state.scenario, spot.standsOn)), ctx, 'LOTOW-LEVEL-2');
    moved.add(id);
  }

  // 6. Fought; engagements ended between those who separated.
  return { state: finishCombat(state, combat, moved) };
}

function finishCombat(state0: LotowState, combat: Combat, moved: ReadonlySet<string>): LotowState {
  let state = state0;
  const members = new Set(combat.figureIds);
  for (const id of combat.figureIds) {
    if (figureOf(state, id) === undefined) continue;
    const fs = figStateOf(state, id);
    const engagedWith = fs.engagedWith.filter((e) => !(members.has(e) && (moved.has(id) || moved.has(e))));
    state = withFigState(state, id, { fought: true, fightValueOne: false, engagedWith });
  }
  return state;
}
