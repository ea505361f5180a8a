/**
 * Test helpers (not used by the app): synthetic movement areas and a tiny ruleset that hands them
 * out, so the store's and the board's tests of the reach shading need no real movement rules.
 * The free table's rules with one addition, `movementArea`.
 */
import type { Vec2 } from '../geometry/point';
import type { MovementArea, MovementLayer, ReachTier, Ruleset } from '../engine/ruleset';
import { REACH } from '../engine/ruleset';
import type { GameState } from '../engine/state';
import { freeTableRuleset } from '../rules/free/freeTable';

/** How one layer's cells are reached, as a function of the cell's centre (inches). */
export interface SyntheticLayer {
  readonly surfaceId: string | null;
  cell(centre: Vec2): { readonly tier: ReachTier; readonly costIn: number };
}

export interface SyntheticAreaSpec {
  readonly figureId: string;
  readonly allowanceIn: number;
  readonly usedIn?: number;
  readonly cellIn: number;
  readonly originXIn?: number;
  readonly originYIn?: number;
  readonly cols: number;
  readonly rows: number;
  readonly layers: readonly SyntheticLayer[];
}

/** A movement area whose cells take their tier and cost from each layer's `cell`, sampled at cell centres. */
export function syntheticMovementArea(spec: SyntheticAreaSpec): MovementArea {
  const originXIn = spec.originXIn ?? 0;
  const originYIn = spec.originYIn ?? 0;
  const n = spec.cols * spec.rows;
  const layers: MovementLayer[] = spec.layers.map((l) => {
    const tiers = new Uint8Array(n);
    const costIn = new Float32Array(n).fill(Infinity);
    for (let r = 0; r < spec.rows; r++) {
      for (let c = 0; c < spec.cols; c++) {
        const reach = l.cell({ x: originXIn + (c + 0.5) * spec.cellIn, y: originYIn + (r + 0.5) * spec.cellIn });
        tiers[r * spec.cols + c] = reach.tier;
        costIn[r * spec.cols + c] = reach.tier === REACH.none ? Infinity : reach.costIn;
      }
    }
    return { surfaceId: l.surfaceId, tiers, costIn };
  });
  return {
    figureId: spec.figureId, allowanceIn: spec.allowanceIn, usedIn: spec.usedIn ?? 0, cellIn: spec.cellIn,
    originXIn, originYIn, cols: spec.cols, rows: spec.rows, layers,
  };
}

/**
 * Rings about `from`: sure out to `sureIn`, a test out to `testIn`, a fall out to `fallIn` (0: no
 * fall ring), out of reach beyond; the cost is the straight distance.
 */
export function ringLayer(from: Vec2, sureIn: number, testIn = sureIn, fallIn = 0, surfaceId: string | null = null): SyntheticLayer {
  return {
    surfaceId,
    cell(centre) {
      const d = Math.hypot(centre.x - from.x, centre.y - from.y);
      const tier = d <= sureIn ? REACH.sure : d <= testIn ? REACH.afterTest : d <= fallIn ? REACH.fall : REACH.none;
      return { tier, costIn: d };
    },
  };
}

/** One tier with a fixed cost inside an axis-aligned box (an upper level's footprint), out of reach elsewhere. */
export function boxLayer(surfaceId: string | null, box: { minX: number; minY: number; maxX: number; maxY: number }, tier: ReachTier, costIn: number): SyntheticLayer {
  return {
    surfaceId,
    cell: (p) => (p.x >= box.minX && p.x < box.maxX && p.y >= box.minY && p.y < box.maxY ? { tier, costIn } : { tier: REACH.none, costIn: Infinity }),
  };
}

export const REACH_TEST_RULESET_ID = 'reach-test';

/**
 * The free table with `movementArea` = `areaOf` (counting its calls in `calls`), under the id
 * `reach-test`. Register it in a registry passed through `testStoreDeps({ registry })`.
 */
export function reachTestRuleset(areaOf: (state: GameState, figureId: string) => MovementArea | null): Ruleset & { readonly calls: { count: number } } {
  const calls = { count: 0 };
  const free = freeTableRuleset as unknown as Ruleset;
  return {
    ...free,
    id: REACH_TEST_RULESET_ID,
    calls,
    movementArea(state, figureId) {
      calls.count++;
      return areaOf(state, figureId);
    },
  };
}
