/**
 * Where a volley's hits land (BP-VOLLEY-4): the first on the target; each further hit on the nearest
 * fighter of the target's side not yet hit whose base edge is at most 8 cm from the LAST link (link
 * to link, §6 ambiguity 6 — option `chainFrom: 'target'` measures every link from the target instead,
 * the nearest not yet hit within 8 cm of it; edge to edge in 3-D, BP-GAP-01 and §6 ambiguity 7). Out-of-action
 * fighters (bodies left on the table) and other sides never join; equal distances go to the smaller
 * figure id, so the chain does not depend on the order of the scenario's figures.
 *
 * When the chain can grow no more, "some targets take more than one hit": DECISION — the remaining
 * hits cycle along the chain from the target (the target, then the 2nd link, the 3rd … and round
 * again), so the extra hits are spread as evenly as the chain allows, nearest the target first.
 *
 * Against Close Order the defender places the hits instead (BP-VOLLEY-6): no chain is drawn.
 * Inches inside; the catalog's 8 cm converted here, and each link carries both for the board.
 */
import { cmToInches, inchesToCm } from '../../../geometry/units';
import { figureEdgeDistance } from '../../../engine/figureGeometry';
import type { Figure, Scenario } from '../../../engine/model';
import type { IdSet, Refused } from './refused';
import { idSetHas, refused } from './refused';

/** BP-VOLLEY-4's longest link, centimetres. */
export const CHAIN_LINK_CM = 8;
const EPS_IN = 1e-9;

export interface HitChainRequest {
  /** The table: its figures are the candidates, its terrain gives their elevations. */
  readonly scenario: Scenario;
  readonly targetId: string;
  /** Hits to place (a non-negative integer). */
  readonly hits: number;
  readonly outOfActionIds?: IdSet;
  /** The longest link, cm (default `CHAIN_LINK_CM`). */
  readonly linkCm?: number;
  /** §6 ambiguity 6 (option `chainFrom`): each link from the last one (default) or from the target. */
  readonly from?: 'previousLink' | 'target';
}

/** One figure of the chain, with the link that reached it (none for the target). */
export interface ChainLink {
  readonly figureId: string;
  readonly fromId: string | null;
  /** Edge-to-edge length of the link from `fromId`, inches (0 for the target). */
  readonly distanceIn: number;
  readonly distanceCm: number;
}

export interface PlacedHit {
  /** 1-based, in the order the hits are placed (and drawn). */
  readonly hit: number;
  readonly figureId: string;
  /** A hit beyond the chain's length: a second (or later) hit on a fighter already in it. */
  readonly extra: boolean;
}

export interface HitChain {
  readonly ok: true;
  readonly links: readonly ChainLink[];
  readonly placed: readonly PlacedHit[];
  /** Hits per figure id (only figures hit). */
  readonly hitsOn: Readonly<Record<string, number>>;
  readonly ruleId: 'BP-VOLLEY-4';
}

/** The nearest figure to `from` within `limitIn` among `pool`, ties to the smaller id; or null. */
function nearest(scenario: Scenario, from: Figure, pool: readonly Figure[], limitIn: number): { figure: Figure; distanceIn: number } | null {
  let best: { figure: Figure; distanceIn: number } | null = null;
  for (const f of pool) {
    const d = figureEdgeDistance(scenario, from, f).distance3dIn;
    if (d > limitIn + EPS_IN) continue;
    if (best === null || d < best.distanceIn || (d === best.distanceIn && f.id < best.figure.id)) best = { figure: f, distanceIn: d };
  }
  return best;
}

export function hitChain(req: HitChainRequest): HitChain | Refused {
  if (!Number.isInteger(req.hits) || req.hits < 0) {
    return refused('blackpowder.chain.badHits', 'BP-VOLLEY-4', `cannot place ${req.hits} hits: a whole number of hits, 0 or more`, { hits: req.hits });
  }
  const target = req.scenario.figures.find((f) => f.id === req.targetId);
  if (target === undefined) {
    return refused('blackpowder.chain.noTarget', 'BP-VOLLEY-4', `cannot place hits: no figure ${req.targetId} on the table`, { targetFigureId: req.targetId });
  }
  if (idSetHas(req.outOfActionIds, target.id)) {
    return refused('blackpowder.chain.targetOut', 'BP-VOLLEY-4', `cannot place hits: ${target.name} is out of action`, { targetFigureId: target.id });
  }
  const limitIn = cmToInches(req.linkCm ?? CHAIN_LINK_CM);
  const links: ChainLink[] = [];
  if (req.hits > 0) links.push({ figureId: target.id, fromId: null, distanceIn: 0, distanceCm: 0 });
  let pool = req.scenario.figures.filter((f) => f.side === target.side && f.id !== target.id && !idSetHas(req.outOfActionIds, f.id));
  let last = target;
  while (links.length < req.hits && pool.length > 0) {
    const next = nearest(req.scenario, last, pool, limitIn);
    if (next === null) break;
    links.push({ figureId: next.figure.id, fromId: last.id, distanceIn: next.distanceIn, distanceCm: inchesToCm(next.distanceIn) });
    pool = pool.filter((f) => f.id !== next.figure.id);
    if (req.from !== 'target') last = next.figure;
  }
  const placed: PlacedHit[] = [];
  const hitsOn: Record<string, number> = {};
  for (let i = 0; i < req.hits; i++) {
    const figureId = links[i % links.length]!.figureId;
    placed.push({ hit: i + 1, figureId, extra: i >= links.length });
    hitsOn[figureId] = (hitsOn[figureId] ?? 0) + 1;
  }
  return { ok: true, links, placed, hitsOn, ruleId: 'BP-VOLLEY-4' };
}
