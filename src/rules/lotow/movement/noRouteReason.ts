/**
 * Why no route the rules allow reaches a destination, when the search found none at all (issue 13:
 * every such refusal used to read "no way there (an obstacle too high to jump and not climbable) —
 * LOTOW-CLIMB-1", whatever stopped it). The search is run again on the same field with one rule
 * lifted at a time; the first lifting that opens a way names the rule that closes it:
 *
 * 1. the enemies' control zones (and the jumps into a defender's zone): if the way opens only when
 *    the jump over a defended obstacle is allowed as well, LOTOW-OBST-1; if the zones alone close
 *    it, LOTOW-GAP-03 (a zone is entered only to charge into base contact);
 * 2. the allowance a climb may use this turn (the search stops a climb the move cannot finish on the
 *    face, so nothing beyond its edge is reached): the inches the way needs, with the climb's rule
 *    (LOTOW-CLIMB-2; a ladder, LOTOW-CLIMB-4).
 *
 * Null when none of these opens a way: then the terrain itself bars it (too high, not climbable).
 * Pure; at most three more searches of the far field, once per field (cached), only for a drop no route reaches.
 */
import { inchesApart, inchParam } from '../../../engine/inchesApart';
import type { Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import { nodeReach } from './nodeReach';
import { runReachSearch } from './reachSearch';
import { recentCache } from '../../../engine/kit/memo';
import type { PassArrays, ReachField } from './reachTypes';
import { EDGE } from './reachTypes';
import { nodeAt } from './surfaceNode';

/**
 * The field searched again with some of its inputs changed, kept per field and variant: a drag over
 * places no route reaches asks `check` at every pointer move, and the far field is the same one
 * (reachField.ts caches it), so the extra searches run once a drag, not once a move.
 */
const relaxed = recentCache<ReachField, ReachField>(2);
function searchedWith(f: ReachField, variant: string, change: Partial<Pick<ReachField, 'barrierDefenders' | 'ignoreZones' | 'remainingIn'>>): ReachField {
  const hit = relaxed.get(f, variant);
  if (hit !== undefined) return hit;
  const input = { ...f, ...change };
  const out = { ...input, ...runReachSearch(input) };
  relaxed.set(f, variant, out);
  return out;
}

/** The portal edges (kind, portal index) on the cheapest route to `node` in `pass`, from the end back. */
function portalEdgesTo(f: ReachField, pass: PassArrays, node: number): { kind: number; portal: number }[] {
  const out: { kind: number; portal: number }[] = [];
  for (let cur = node, guard = 0; cur >= 0 && cur !== f.N && guard < f.N + 1; guard++) {
    const k = pass.kind[cur]!;
    if (k === EDGE.cross || k === EDGE.climb || k === EDGE.ladder) out.push({ kind: k, portal: pass.data[cur]! });
    cur = pass.parent[cur]!;
  }
  return out;
}

const reachable = (f: ReachField, node: number): boolean => node >= 0 && Number.isFinite(nodeReach(f, node, Infinity).costIn);

export function noRouteReason(
  f: ReachField, dest: { x: number; y: number }, surfaceId: string | null, who: string, base: { moverFigureId: string },
): Refusal | null {
  const node = nodeAt(f, dest.x, dest.y, surfaceId);
  if (node < 0) return null;
  let defenders = 0;
  for (let i = 0; i < f.barrierDefenders.length; i++) defenders |= f.barrierDefenders[i]!;
  const enemies = f.targets.reduce((bits, t) => (t.bit >= 0 ? bits | (1 << t.bit) : bits), 0);
  if (enemies !== 0) {
    const open = searchedWith(f, 'open', { barrierDefenders: new Int32Array(f.barrierDefenders.length), ignoreZones: f.ignoreZones | enemies });
    if (reachable(open, node)) {
      const zonesOnly = defenders === 0 ? open : searchedWith(f, 'zones', { ignoreZones: f.ignoreZones | enemies });
      if (!reachable(zonesOnly, node)) {
        // The route's first jump over an obstacle a defender touches: LOTOW-OBST-1.
        const pass = nodeReach(open, node, Infinity).route === 'sure' ? open.sure : open.any;
        const leap = portalEdgesTo(open, pass, node).reverse().find((e) => e.kind === EDGE.cross && f.barrierDefenders[f.field.portals[e.portal]!.pieceIndex]! !== 0);
        const pieceIndex = leap !== undefined ? f.field.portals[leap.portal]!.pieceIndex : f.barrierDefenders.findIndex((b) => b !== 0);
        const defender = f.targets.find((t) => t.bit >= 0 && (f.barrierDefenders[pieceIndex]! & (1 << t.bit)) !== 0);
        const piece = f.field.roles.pieces[pieceIndex];
        const pieceName = piece?.name ?? piece?.kind ?? 'the obstacle';
        const name = defender?.figure.name ?? 'a defender';
        return refusal('lotow.jumpIntoZone', 'LOTOW-OBST-1', `cannot move: ${who} may not jump ${pieceName} into the control zone of ${name}, who defends it (charge across it instead)`,
          { ...base, ...(defender !== undefined ? { targetFigureId: defender.figure.id } : {}), pieceName });
      }
      // Every way there passes through an enemy's zone, which is entered only to charge.
      const z = zonesOnly.targets.find((t) => t.bit >= 0 && (enemies & (1 << t.bit)) !== 0);
      return refusal('lotow.zoneInTheWay', 'LOTOW-GAP-03', `cannot move: every way there passes through ${z?.figure.name ?? 'an enemy'}'s control zone, which ${who} may enter only to charge into base contact`,
        { ...base, ...(z !== undefined ? { targetFigureId: z.figure.id } : {}) });
    }
  }
  // A climb the allowance cannot finish stops on the face: is there a way with a longer move?
  if (f.mover.canClimb || f.mover.canUseLadders) {
    const long = searchedWith(f, 'long', { remainingIn: Math.max(f.budgetIn, f.remainingIn) });
    const reach = nodeReach(long, node, Infinity);
    if (Number.isFinite(reach.costIn)) {
      const pass = reach.route === 'sure' ? long.sure : long.any;
      const climb = portalEdgesTo(long, pass, node).find((e) => e.kind === EDGE.climb || e.kind === EDGE.ladder || e.kind === EDGE.cross);
      const ladder = climb?.kind === EDGE.ladder;
      const ruleId = ladder ? 'LOTOW-CLIMB-4' : 'LOTOW-CLIMB-2';
      const [leftText, needText] = inchesApart([inchParam(f.remainingIn), inchParam(reach.costIn)]);
      const how = ladder ? 'a ladder is climbed at half speed' : 'a climb goes at half speed';
      return refusal('lotow.climbTooLong', ruleId,
        `cannot move: ${who} has ${leftText} and the way there needs ${needText} (${how}); drop it at the edge to climb part way this turn`,
        { ...base, leftIn: inchParam(f.remainingIn), needIn: inchParam(reach.costIn), ladder });
    }
  }
  return null;
}
