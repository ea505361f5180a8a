/**
 * Hand-computed cases on the `centres` pattern (old saves replay with it: losSamples.ts); the
 * `edges` pattern of new games has its own in lineOfSight.edges.test.ts. Conventions in every comment: the observer's eye E is at its base centre,
 * elevation + eye height; a 1″ round base (radius 0.5″) so the target's silhouette is 1″ wide and the
 * four columns sit at −0.375, −0.125, +0.125, +0.375″ across the line; a standing figure is 1.1″ tall
 * with its eye at 1.0″, so its five sample rows are at 0.11, 0.33, 0.55, 0.77, 0.99″. Along a line
 * from x = 0 to x = X every column crosses the plane x = a at t = a / X, where the ray's height is
 * z(t) = zE + t·(zSample − zE).
 */
import { describe, expect, it } from 'vitest';
import { BASE_CONTACT_TOLERANCE_IN, lineOfSight } from './lineOfSight';
import { buildLosScene } from './losScene';
import { createLosStats } from './losStats';
import { MOUNTED, P, PRONE, boxPiece, ringPiece, roundFigure, sceneInput as anyPattern } from './losTestScenes';
import type { LosSceneInput } from './losTypes';

const sceneInput = (...args: Parameters<typeof anyPattern>): LosSceneInput => ({ ...anyPattern(...args), sampling: 'centres' });

const FAST = { withRays: false, withCrossings: false } as const;

describe('lineOfSight: heights over walls', () => {
  it('a 1″ wall in front of a standing figure hides its lower four rows from a rider: 4 of 20 seen', () => {
    // Rider O at (0, 10), eye 1.45″; target T at (20, 10); wall x 18.5–19 (0.5″ short of T's base), 1″ tall.
    // Every ray crosses the wall for t in [0.925, 0.95] going down, lowest at t = 0.95:
    // z = 1.45 − 0.95·(1.45 − zS) = 0.0725 + 0.95·zS → row 0.99: 1.013 > 1 (clear); row 0.77: 0.804 ≤ 1 (blocked).
    // So rows 0.11–0.77 are hidden in all 4 columns: 16 blocked, visibleFraction = 4/20 = 0.2.
    const scene = buildLosScene(sceneInput(
      [boxPiece('wall', 18.5, 5, 19, 15, 1)],
      [roundFigure('o', 0, 10, MOUNTED), roundFigure('t', 20, 10)]));
    const r = lineOfSight(scene, 'o', 't');
    expect(r.visibleFraction).toBe(0.2);
    expect(r.visible).toBe(true);
    expect(r.rays.filter((ray) => ray.blockedBy === null).map((ray) => ray.to.zIn)).toEqual([0.99, 0.99, 0.99, 0.99].map((z) => expect.closeTo(z, 12)));
    expect(r.crossings).toEqual([expect.objectContaining({ kind: 'piece', id: 'wall', hiddenFraction: 0.8, touchesTarget: false, touchesObserver: false })]);
    expect(r.crossings[0]!.enterIn).toBeCloseTo(18.5, 12);
    expect(r.crossings[0]!.exitIn).toBeCloseTo(19, 12);
    // From a standing eye at 1.0″ every ray is below 1″ over the wall (z = 1 − t·(1 − zS) < 1): hidden.
    const ground = buildLosScene(sceneInput([boxPiece('wall', 18.5, 5, 19, 15, 1)], [roundFigure('o', 0, 10), roundFigure('t', 20, 10)]));
    expect(lineOfSight(ground, 'o', 't').visibleFraction).toBe(0);
  });

  it('a half-inch fence hides only the two lowest rows from a standing eye: 12 of 20 seen', () => {
    // Eye 1.0″ at x = 0, target at x = 20, fence x 18.5–19 (0.5″). Lowest at t = 0.95: z = 0.05 + 0.95·zS.
    // Row 0.33: 0.3635 ≤ 0.5 (blocked); row 0.55: 0.5725 > 0.5 (clear). 2 rows × 4 columns hidden → 12/20 = 0.6.
    const scene = buildLosScene(sceneInput([boxPiece('fence', 18.5, 5, 19, 15, 0.5)], [roundFigure('o', 0, 10), roundFigure('t', 20, 10)]));
    const r = lineOfSight(scene, 'o', 't');
    expect(r.visibleFraction).toBe(0.6);
    expect(r.crossings[0]!.hiddenFraction).toBe(0.4);
    expect(lineOfSight(scene, 'o', 't', FAST).visibleFraction).toBe(0.6);
  });

  it('a figure on a 3″ balcony sees over a 2″ wall to a figure behind it; the same figure on the ground does not', () => {
    // Balcony x −1..1, slab 2.8–3.0″; O on it at (0, 10): eye at 3 + 1 = 4″. Wall x 4–4.5, 2″; T at (10, 10).
    // Over the wall t ∈ [0.4, 0.45], lowest at 0.45 for the lowest row: 4 − 0.45·(4 − 0.11) = 2.2495 > 2: clear.
    // Over the balcony t ∈ [0, 0.1]: z ≥ 4 − 0.1·3.89 = 3.611 > 3: the floor it stands on stops nothing. All 20 seen.
    const balcony = boxPiece('balcony', -1, 7, 1, 13, 0.2, { kind: 'balcony', elevationIn: 2.8, standableTop: true });
    const wall = boxPiece('wall', 4, 5, 4.5, 15, 2);
    const up = buildLosScene(sceneInput([balcony, wall], [roundFigure('o', 0, 10, undefined, 3), roundFigure('t', 10, 10)]));
    const r = lineOfSight(up, 'o', 't');
    expect(r.visibleFraction).toBe(1);
    expect(r.heightDiffIn).toBe(-3);
    expect(r.flatIn).toBe(9);
    expect(r.distance3dIn).toBeCloseTo(Math.hypot(9, 3), 12);
    expect(r.crossings.map((c) => [c.id, c.touchesObserver])).toEqual([['balcony', true], ['wall', false]]);
    // On the ground the eye is at 1″ and every ray is at most 1″ over a 2″ wall.
    const down = buildLosScene(sceneInput([balcony, wall], [roundFigure('o', 0, 10), roundFigure('t', 10, 10)]));
    expect(lineOfSight(down, 'o', 't').visibleFraction).toBe(0);
  });

  it('a balcony blocks only its own slab: rays passing under it are clear', () => {
    // Slab 2.8–3.0″ over x 4–6; eye 1″ and samples ≤ 0.99″: every ray stays below 1″ < 2.8″.
    const slab = boxPiece('balcony', 4, 5, 6, 15, 0.2, { elevationIn: 2.8 });
    const scene = buildLosScene(sceneInput([slab], [roundFigure('o', 0, 10), roundFigure('t', 10, 10)]));
    expect(lineOfSight(scene, 'o', 't').visibleFraction).toBe(1);
    // Raise the eye to exactly the slab's underside (elevation 1.8 + eye 1 = 2.8″): the rays go down from it,
    // and over the slab (t ≥ 0.4) they are at most 2.8 − 0.4·(2.8 − 0.99) = 2.076 < 2.8: still clear.
    const raised = buildLosScene(sceneInput([slab], [roundFigure('o', 0, 10, undefined, 1.8), roundFigure('t', 10, 10)]));
    expect(lineOfSight(raised, 'o', 't').visibleFraction).toBe(1);
  });

  it('a prone figure behind a 1″ wall: hidden from a standing figure on the ground, seen from the balcony', () => {
    // Prone T at (9, 10): 0.3″ tall, rows 0.03, 0.09, 0.15, 0.21, 0.27. Wall x 4–4.5, 1″: t ∈ [4/9, 0.5].
    // From the ground (eye 1″): z = 1 − t·(1 − zS) < 1 everywhere over the wall → 0 of 20.
    // From the balcony (eye 4″): lowest at t = 0.5: 4 − 0.5·(4 − 0.03) = 2.015 > 1; over the balcony
    // (t ≤ 1/9) z ≥ 4 − 3.97/9 = 3.559 > 3 → 20 of 20.
    const balcony = boxPiece('balcony', -1, 7, 1, 13, 0.2, { elevationIn: 2.8, standableTop: true });
    const wall = boxPiece('wall', 4, 5, 4.5, 15, 1);
    const target = roundFigure('t', 9, 10, PRONE);
    expect(lineOfSight(buildLosScene(sceneInput([balcony, wall], [roundFigure('o', 0, 10), target])), 'o', 't').visibleFraction).toBe(0);
    expect(lineOfSight(buildLosScene(sceneInput([balcony, wall], [roundFigure('o', 0, 10, undefined, 3), target])), 'o', 't').visibleFraction).toBe(1);
  });

  it('a figure behind a building is invisible, and every ray says where and by what it was stopped', () => {
    // Building x 4–8, 4″ tall; eye 1″ at (0, 10); T at (10, 10). Every ray enters the building at x = 4
    // (t = 0.4) at a height between 0 and 1 < 4: blocked there, by the building.
    const scene = buildLosScene(sceneInput([boxPiece('house', 4, 6, 8, 14, 4, { kind: 'building' })], [roundFigure('o', 0, 10), roundFigure('t', 10, 10)]));
    const r = lineOfSight(scene, 'o', 't');
    expect(r.visible).toBe(false);
    expect(r.visibleFraction).toBe(0);
    expect(r.rays).toHaveLength(20);
    for (const ray of r.rays) {
      expect(ray.blockedBy).toBe('house');
      expect(ray.blockedAt!.x).toBeCloseTo(4, 12);
      expect(ray.blockedAt!.zIn).toBeCloseTo(1 + 0.4 * (ray.to.zIn - 1), 12);
    }
    expect(r.crossings).toEqual([expect.objectContaining({ id: 'house', enterIn: 4, exitIn: 8, insideIn: 4, hiddenFraction: 1, missesCentreLine: false })]);
  });
});

describe('lineOfSight: what is in the way', () => {
  // O at (0, 10) eye 1″; a 0.5″ fence x 3–3.2; a friend F (standing, 1″ base) at (6, 10); a 1″ wall x 9–9.5; T at (12, 10).
  const fence = boxPiece('fence', 3, 5, 3.2, 15, 0.5, { kind: 'fence' });
  const wall = boxPiece('wall', 9, 5, 9.5, 15, 1);
  const scene = buildLosScene(sceneInput([wall, fence], [roundFigure('o', 0, 10), roundFigure('friend', 6, 10), roundFigure('t', 12, 10)]));

  it('lists the fence, the friend and the wall in order along the line, with who hides what', () => {
    // Fence: t ∈ [0.25, 0.2667]; the lowest ray there is 1 − 0.2667·0.89 = 0.763 > 0.5 → hides nothing.
    // Friend: the columns pass x = 6 (t = 0.5) at ±0.1875″ and ±0.0625″, inside its 0.5″ radius, at heights
    // 1 − 0.5·(1 − zS) ≤ 0.995 < 1.1 → it stops all 20 first. The wall would too, but it comes later.
    const r = lineOfSight(scene, 'o', 't');
    expect(r.crossings.map((c) => [c.kind, c.id, c.enterIn, c.exitIn, c.hiddenFraction])).toEqual([
      ['piece', 'fence', 3, expect.closeTo(3.2, 12), 0],
      ['figure', 'friend', expect.closeTo(5.5, 12), expect.closeTo(6.5, 12), 1],
      ['piece', 'wall', 9, 9.5, 0],
    ]);
    expect(r.visibleFraction).toBe(0);
  });

  it('a friend in ignoreFigureIds neither blocks nor appears: the wall then hides everything', () => {
    // Wall: t ∈ [0.75, 0.7917], z = 1 − t·(1 − zS) < 1 → all 20 rays stop at the wall.
    const r = lineOfSight(scene, 'o', 't', { ignoreFigureIds: ['friend'] });
    expect(r.crossings.map((c) => [c.id, c.hiddenFraction])).toEqual([['fence', 0], ['wall', 1]]);
    expect(lineOfSight(scene, 'o', 't', { ignoreFigureIds: ['friend'], ignorePieceIds: ['wall'] }).visibleFraction).toBe(1);
  });

  it('a wall covering only the target\'s left edge is listed although the centre line misses it', () => {
    // Wall y 10.2–12 across x 9–9.5. Columns reach y = 10 + c at x = 12, so at x ∈ [9, 9.5] they are at
    // y = 10 + c·t with t ∈ [0.75, 0.79]: only c = +0.375 gets past y = 10.2 (at t ≥ 0.711 it is ≥ 10.267).
    // So the +0.375 column (5 rays) is blocked, first at t = 0.75, plan distance 0.75·|(12, 0.375)| = 9.0044.
    const edge = buildLosScene(sceneInput([boxPiece('wall', 9, 10.2, 9.5, 12, 1)], [roundFigure('o', 0, 10), roundFigure('t', 12, 10)]));
    const r = lineOfSight(edge, 'o', 't');
    expect(r.visibleFraction).toBe(0.75);
    expect(r.crossings).toHaveLength(1);
    const c = r.crossings[0]!;
    expect([c.id, c.hiddenFraction, c.missesCentreLine, c.insideIn]).toEqual(['wall', 0.25, true, 0]);
    expect(c.enterIn).toBeCloseTo(0.75 * Math.hypot(12, 0.375), 12);
    expect(c.exitIn).toBe(c.enterIn);
  });

  it('measures the depth of woods along the line exactly, and woods never block', () => {
    // A diamond of woods (3, 10)–(6, 7)–(9, 10)–(6, 13), 3″ tall: the line y = 10 runs inside from x = 3 to 9.
    const woods = ringPiece('woods', [P(3, 10), P(6, 7), P(9, 10), P(6, 13)], 3, { kind: 'woods', sight: 'area' });
    const r = lineOfSight(buildLosScene(sceneInput([woods], [roundFigure('o', 0, 10), roundFigure('t', 12, 10)])), 'o', 't');
    expect(r.visibleFraction).toBe(1);
    expect(r.crossings).toHaveLength(1);
    expect(r.crossings[0]).toMatchObject({ kind: 'piece', id: 'woods', hiddenFraction: 0 });
    expect(r.crossings[0]!.enterIn).toBeCloseTo(3, 12);
    expect(r.crossings[0]!.insideIn).toBeCloseTo(6, 12);
  });

  it('sight "none" pieces are ignored entirely', () => {
    const road = boxPiece('road', 4, 0, 6, 20, 5, { kind: 'road', sight: 'none' });
    const r = lineOfSight(buildLosScene(sceneInput([road], [roundFigure('o', 0, 10), roundFigure('t', 12, 10)])), 'o', 't');
    expect([r.visibleFraction, r.crossings]).toEqual([1, []]);
  });

  it('flags the wall touching the target (within the tolerance) and the wall the observer stands behind', () => {
    // T's base spans x 11.5–12.5; O's spans −0.5–0.5. Gaps: 0 (touching), 0.04 (≤ 0.05: touching), 0.06 (not).
    expect(BASE_CONTACT_TOLERANCE_IN).toBe(0.05);
    const touching = (x1: number) => {
      const scene = buildLosScene(sceneInput([boxPiece('near-o', 0.5, 5, 0.7, 15, 0.3), boxPiece('near-t', 11, 5, x1, 15, 0.3)],
        [roundFigure('o', 0, 10), roundFigure('t', 12, 10)]));
      return lineOfSight(scene, 'o', 't').crossings.map((c) => [c.id, c.touchesObserver, c.touchesTarget]);
    };
    expect(touching(11.5)).toEqual([['near-o', true, false], ['near-t', false, true]]);
    expect(touching(11.46)).toEqual([['near-o', true, false], ['near-t', false, true]]);
    expect(touching(11.44)).toEqual([['near-o', true, false], ['near-t', false, false]]);
  });

  it('a figure in base contact with the target is flagged as touching it', () => {
    const scene = buildLosScene(sceneInput([], [roundFigure('o', 0, 10), roundFigure('guard', 11, 10, PRONE), roundFigure('t', 12, 10)]));
    const r = lineOfSight(scene, 'o', 't');
    expect(r.crossings.map((c) => [c.id, c.touchesTarget, c.touchesObserver])).toEqual([['guard', true, false]]);
  });
});

describe('lineOfSight: a concave (L-shaped) building', () => {
  // The L: x 0–12 × y 0–4 plus x 0–4 × y 0–12; the notch is x > 4, y > 4. 3″ tall.
  const ell = ringPiece('ell', [P(0, 0), P(12, 0), P(12, 4), P(4, 4), P(4, 12), P(0, 12)], 3, { kind: 'building' });

  it('a line through the notch only is clear, and the building is not listed (its box would have said otherwise)', () => {
    // O (6, 14) to T (14, 6): the line x + y = 20 stays at x, y ≥ 6 (8.5″ from the inner corner), inside the L's box.
    const r = lineOfSight(buildLosScene(sceneInput([ell], [roundFigure('o', 6, 14), roundFigure('t', 14, 6)])), 'o', 't');
    expect([r.visibleFraction, r.crossings]).toEqual([1, []]);
  });

  it('a line through both arms counts only the length inside', () => {
    // O (−2, 12) to T (12, −2), the line x + y = 10: in the upright arm from (0, 10) to (4, 6), out across the
    // notch to (6, 4), in the other arm to (10, 0). From O: 2√2, 6√2, 8√2, 12√2 → enter 2√2, exit 12√2, inside 8√2.
    const r = lineOfSight(buildLosScene(sceneInput([ell], [roundFigure('o', -2, 12), roundFigure('t', 12, -2)])), 'o', 't');
    expect(r.visibleFraction).toBe(0);
    const c = r.crossings[0]!;
    expect(c.enterIn).toBeCloseTo(2 * Math.SQRT2, 12);
    expect(c.exitIn).toBeCloseTo(12 * Math.SQRT2, 12);
    expect(c.insideIn).toBeCloseTo(8 * Math.SQRT2, 12);
  });
});

describe('lineOfSight: nothing in reach is missed', () => {
  it('a piece holding the whole line (both figures deep in a wood) is found although none of its edges is near', () => {
    // Woods 40″ × 40″; the figures 10″ apart in the middle: the line is inside from its start, 9″… all 10″.
    const woods = boxPiece('woods', 4, 4, 44, 44, 3, { kind: 'woods', sight: 'area' });
    const scene = buildLosScene(sceneInput([woods], [roundFigure('o', 19, 24), roundFigure('t', 29, 24)]));
    const r = lineOfSight(scene, 'o', 't');
    expect(r.crossings.map((c) => [c.id, c.enterIn, c.exitIn, c.insideIn])).toEqual([['woods', 0, 10, 10]]);
    // The same as a tall solid block (the figures inside it, as in a hedge): every ray starts inside, blocked at t = 0.
    const block = buildLosScene(sceneInput([{ ...woods, sight: 'solid' }], [roundFigure('o', 19, 24), roundFigure('t', 29, 24)]));
    expect(lineOfSight(block, 'o', 't', FAST).visibleFraction).toBe(0);
  });

  it('a nearer piece met after a farther one still becomes the first blocker of the rays it stops first', () => {
    // The left-edge wall of the case above (y 10.2–12 at x 9–9.5, stops the +0.375 column first at 9.0044″)
    // and just behind it a building across the whole line at x 9.7–10.2, met first on the centre line's walk.
    const scene = buildLosScene(sceneInput([boxPiece('house', 9.7, 0, 10.2, 20, 4), boxPiece('wall', 9, 10.2, 9.5, 12, 1)],
      [roundFigure('o', 0, 10), roundFigure('t', 12, 10)]));
    const r = lineOfSight(scene, 'o', 't');
    expect(r.crossings.map((c) => [c.id, c.hiddenFraction])).toEqual([['wall', 0.25], ['house', 0.75]]);
  });

  it('a post inside a cell that only the inner columns reach is found (the fan is searched, not just its edges)', () => {
    // One cell is 6″ here (few edges). The target (radius 0.377″) stands at (6.15, 6.15), seen from the
    // south-west along (1, 1): its outer samples S0 = (5.95, 6.35), S3 = (6.35, 5.95) lie in the cells west and
    // north of the corner (6, 6), the inner ones S1 ≈ (6.083, 6.217), S2 ≈ (6.217, 6.083) in the cell beyond it,
    // which the outer columns never enter. A 5″ post at x 6.06–6.10, y 6.19–6.23 lies in that cell only, across
    // the −1/8 column just short of its sample: it stops those 5 rays.
    const radius = (0.4 * Math.SQRT2) / 1.5; // |S0S3| = 0.4√2 = 0.75 × the silhouette 2r
    const d = 4 / Math.SQRT2;
    const post = boxPiece('post', 6.06, 6.19, 6.1, 6.23, 5);
    const scene = buildLosScene(sceneInput([post], [roundFigure('o', 6.15 - d, 6.15 - d), roundFigure('t', 6.15, 6.15, undefined, 0, radius)]));
    expect(scene.grid.cellIn).toBe(6);
    const r = lineOfSight(scene, 'o', 't');
    expect(r.rays.filter((ray) => ray.blockedBy === 'post')).toHaveLength(5);
    expect(lineOfSight(scene, 'o', 't', FAST).visibleFraction).toBe(0.75);
  });
});

describe('lineOfSight: modes, errors and work counted', () => {
  it('visible-fraction-only mode gives the same fraction with no rays or crossings', () => {
    const scene = buildLosScene(sceneInput([boxPiece('wall', 18.5, 5, 19, 15, 1)], [roundFigure('o', 0, 10, MOUNTED), roundFigure('t', 20, 10)]));
    const r = lineOfSight(scene, 'o', 't', FAST);
    expect([r.visibleFraction, r.rays, r.crossings, r.sampleCount]).toEqual([0.2, [], [], 20]);
  });

  it('throws a RangeError naming an unknown figure', () => {
    const scene = buildLosScene(sceneInput([], [roundFigure('o', 0, 10)]));
    expect(() => lineOfSight(scene, 'o', 'ghost')).toThrow(/"ghost"/);
  });

  it('touches only the terrain near the line: a far cluster of walls costs no segment tests', () => {
    // 100 walls in the far corner (x, y > 30); the two figures look along y = 5.
    const far = Array.from({ length: 100 }, (_, i) => boxPiece(`w${i}`, 30 + (i % 10) * 1.5, 30 + Math.floor(i / 10) * 1.5, 30.5 + (i % 10) * 1.5, 31 + Math.floor(i / 10) * 1.5, 2));
    const scene = buildLosScene(sceneInput([...far, boxPiece('near', 10, 3, 10.5, 7, 0.5)], [roundFigure('o', 2, 5), roundFigure('t', 20, 5)]));
    const stats = createLosStats();
    lineOfSight(scene, 'o', 't', { stats });
    // Only the one near wall, against the 4 columns and the centre line: 4 edges × 5 segments.
    expect(stats.segmentTests).toBe(20);
  });

  it('stops early once every ray is blocked (fast mode tests fewer edges than full mode)', () => {
    const walls = Array.from({ length: 10 }, (_, i) => boxPiece(`w${i}`, 3 + 2 * i, 0, 3.5 + 2 * i, 20, 4));
    const scene = buildLosScene(sceneInput(walls, [roundFigure('o', 0, 10), roundFigure('t', 24, 10)]));
    const fast = createLosStats();
    const full = createLosStats();
    expect(lineOfSight(scene, 'o', 't', { ...FAST, stats: fast }).visibleFraction).toBe(0);
    expect(lineOfSight(scene, 'o', 't', { stats: full }).crossings).toHaveLength(10);
    expect(fast.segmentTests).toBe(4 * 4); // the first wall, its 4 edges against the 4 columns
    expect(full.segmentTests).toBeGreaterThan(fast.segmentTests);
  });
});
