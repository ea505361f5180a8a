import { describe, expect, it } from 'vitest';
import { lineOfSight } from './lineOfSight';
import { SIGHT_AREA, SIGHT_NONE, SIGHT_SOLID, buildLosScene, losSceneWithFigure } from './losScene';
import { boxPiece, roundFigure, sceneInput } from './losTestScenes';

const input = sceneInput(
  [boxPiece('wall', 4, 0, 4.5, 20, 2), boxPiece('woods', 6, 0, 8, 20, 3, { sight: 'area' }), boxPiece('road', 0, 9, 48, 11, 0, { sight: 'none' })],
  [roundFigure('a', 0, 10), roundFigure('b', 10, 10), roundFigure('c', 20, 10)]);

describe('buildLosScene', () => {
  it('indexes solid and area pieces, leaves sight-none pieces out, and looks things up by id', () => {
    const scene = buildLosScene(input);
    expect([...scene.pieceSight]).toEqual([SIGHT_SOLID, SIGHT_AREA, SIGHT_NONE]);
    expect(scene.grid.pieceStart[3]! - scene.grid.pieceStart[2]!).toBe(0);
    expect(scene.pieceById.get('woods')).toBe(input.pieces[1]);
    expect(scene.figureById.get('b')).toBe(input.figures[1]);
    expect(scene.figureIndexById.get('c')).toBe(2);
    expect([...scene.pieceZHi]).toEqual([2, 3, 0]);
    expect(scene.figureSolids[1]).toMatchObject({ cx: 10, cy: 10, zLo: 0, zHi: 1.1, eyeZ: 1, radiusIn: 0.5 });
  });

  it('takes the area centroid of a polygon base as its centre', () => {
    const rect = { id: 'r', footprint: { kind: 'polygon' as const, points: [{ x: 1, y: 1 }, { x: 3, y: 1 }, { x: 3, y: 5 }, { x: 1, y: 5 }] }, elevationIn: 0, heightIn: 1, eyeHeightIn: 1 };
    const scene = buildLosScene(sceneInput([], [rect]));
    expect(scene.figureSolids[0]).toMatchObject({ cx: 2, cy: 3, minX: 1, maxY: 5, ringSign: 1 });
  });
});

describe('losSceneWithFigure', () => {
  const scene = buildLosScene(input);

  it('moves one figure and shares the terrain index and every other figure', () => {
    const moved = losSceneWithFigure(scene, roundFigure('b', 10, 30));
    expect(moved.grid).toBe(scene.grid);
    expect(moved.figures[0]).toBe(scene.figures[0]);
    expect(moved.figureSolids[2]).toBe(scene.figureSolids[2]);
    expect(moved.figureById.get('b')!.footprint).toEqual({ kind: 'circle', center: { x: 10, y: 30 }, radiusIn: 0.5 });
    expect(moved.input.figures).toBe(moved.figures);
    expect(scene.figureById.get('b')).toBe(input.figures[1]); // the old scene is untouched
    // b no longer stands between a and c; a's view of c is now only cut by the wall (woods never block).
    expect(lineOfSight(scene, 'a', 'c').crossings.map((x) => x.id)).toEqual(['wall', 'woods', 'b']);
    expect(lineOfSight(moved, 'a', 'c').crossings.map((x) => x.id)).toEqual(['wall', 'woods']);
  });

  it('adds a figure with a new id at the end', () => {
    const added = losSceneWithFigure(scene, roundFigure('d', 30, 10));
    expect(added.figures.map((f) => f.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(added.figureIndexById.get('d')).toBe(3);
    expect(lineOfSight(added, 'd', 'c').visibleFraction).toBe(1);
    expect(scene.figureIndexById.has('d')).toBe(false);
  });
});
