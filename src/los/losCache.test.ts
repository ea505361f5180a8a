import { describe, expect, it } from 'vitest';
import { lineOfSight } from './lineOfSight';
import { createLosCache, losCacheAllPairs, losCachePair } from './losCache';
import { buildLosScene, losSceneWithFigure } from './losScene';
import { createLosStats } from './losStats';
import { boxPiece, roundFigure, sceneInput } from './losTestScenes';

// Six figures in two rows, 10″ apart (y = 10 and y = 30), a wall between the rows' ends; one more far off.
const figures = [...[0, 1, 2].flatMap((i) => [roundFigure(`n${i}`, 5 + 10 * i, 10), roundFigure(`s${i}`, 5 + 10 * i, 30)]), roundFigure('lone', 45, 45)];
const input = sceneInput([boxPiece('wall', 20, 18, 30, 19, 3)], figures);
const PAIRS = (7 * 6) / 2;

function counted(run: (stats: ReturnType<typeof createLosStats>) => unknown): number {
  const stats = createLosStats();
  run(stats);
  return stats.pairs;
}

describe('losCacheAllPairs', () => {
  it('computes each pair once, then answers from the cache with the very same results', () => {
    const cache = createLosCache();
    const scene = buildLosScene(input);
    let first: unknown[] = [];
    expect(counted((stats) => { first = losCacheAllPairs(cache, scene, { stats }); })).toBe(PAIRS);
    let again: unknown[] = [];
    expect(counted((stats) => { again = losCacheAllPairs(cache, scene, { stats }); })).toBe(0);
    expect(again).toHaveLength(PAIRS);
    again.forEach((r, i) => expect(r).toBe(first[i]));
    expect([cache.hits, cache.misses]).toEqual([PAIRS, PAIRS]);
  });

  it('gives results equal to lineOfSight, in scene order (observer = the earlier figure); ordered gives both ways', () => {
    const scene = buildLosScene(input);
    const results = losCacheAllPairs(createLosCache(), scene, { withRays: false });
    expect(results.map((r) => `${r.observerId}>${r.targetId}`).slice(0, 5)).toEqual(['n0>s0', 'n0>n1', 'n0>s1', 'n0>n2', 'n0>s2']);
    expect(results[4]).toEqual(lineOfSight(scene, 'n0', 's2', { withRays: false }));
    expect(losCacheAllPairs(createLosCache(), scene, {}, 'ordered')).toHaveLength(7 * 6);
  });

  it('when one figure moves, recomputes only its pairs (if it crosses no other line of fire)', () => {
    const cache = createLosCache();
    const scene = buildLosScene(input);
    losCacheAllPairs(cache, scene);
    // The lone figure steps 1″ west, nowhere near the other pairs' lines: its 6 pairs and no others.
    const moved = losSceneWithFigure(scene, roundFigure('lone', 44, 45));
    expect(counted((stats) => losCacheAllPairs(cache, moved, { stats }))).toBe(6);
    // n0 steps 1″ west: its 6 pairs, and the two whose fan box its old base was in (s0 looking north-east at n1 and n2).
    const again = losSceneWithFigure(moved, roundFigure('n0', 4, 10));
    expect(counted((stats) => losCacheAllPairs(cache, again, { stats }))).toBe(8);
  });

  it('recomputes a pair when a figure steps into its line of fire, and the answer changes', () => {
    const cache = createLosCache();
    const scene = buildLosScene(input);
    expect(losCachePair(cache, scene, 'n0', 's0', { withRays: false }).visibleFraction).toBe(1);
    // s2 walks to (5, 20), right between n0 (5, 10) and s0 (5, 30).
    const moved = losSceneWithFigure(scene, roundFigure('s2', 5, 20));
    const stats = createLosStats();
    const r = losCachePair(cache, moved, 'n0', 's0', { withRays: false, stats });
    expect(stats.pairs).toBe(1);
    expect(r.visibleFraction).toBe(0);
    expect(r.crossings.map((c) => c.id)).toEqual(['s2']);
  });

  it('keeps results when the scene is rebuilt from equal data, drops them all when terrain changes', () => {
    const cache = createLosCache();
    losCacheAllPairs(cache, buildLosScene(input));
    const sameData = sceneInput(input.pieces, input.figures.map((f) => ({ ...f })));
    expect(counted((stats) => losCacheAllPairs(cache, buildLosScene(sameData), { stats }))).toBe(0);
    const newWall = sceneInput([boxPiece('wall', 20, 18, 30, 19, 3)], input.figures);
    expect(counted((stats) => losCacheAllPairs(cache, buildLosScene(newWall), { stats }))).toBe(PAIRS);
  });

  it('keeps separate answers per options, and forgets a figure that left', () => {
    const cache = createLosCache();
    const scene = buildLosScene(input);
    const full = losCachePair(cache, scene, 'n0', 's0');
    const fast = losCachePair(cache, scene, 'n0', 's0', { withRays: false, withCrossings: false });
    expect(full.rays).toHaveLength(30);
    expect(fast.rays).toHaveLength(0);
    expect(losCachePair(cache, scene, 'n0', 's0', { ignoreFigureIds: ['n1'] })).not.toBe(full);
    const fewer = buildLosScene(sceneInput(input.pieces, input.figures.filter((f) => f.id !== 's0')));
    losCacheAllPairs(cache, fewer);
    expect([...cache.byOptions.values()].some((m) => [...m.keys()].some((k) => k.includes('s0')))).toBe(false);
  });
});
