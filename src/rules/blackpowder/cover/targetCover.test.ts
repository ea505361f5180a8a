import { describe, expect, it } from 'vitest';
import { cmToInches } from '../../../geometry/units';
import type { Figure } from '../../../engine/model';
import type { TerrainPiece } from '../../../los/terrain';
import { hiddenAllowed, obstacleLevel } from './obstacleLevel';
import { targetCover } from './targetCover';
import { LEVEL_1_IN, LEVEL_2_IN, LEVEL_3_IN, cavalry, coverPiece, coverScenario, infantry, rect } from './testCoverScenario';

/** The cover of `target` from `shooter` on a table of `terrain` and just these two figures. */
const coverOf = (terrain: readonly TerrainPiece[], shooter: Figure, target: Figure) =>
  targetCover({ scenario: coverScenario(terrain, [shooter, target]), shooter, target });

// A wall 0.2″ thick just south of a shooter standing at (14, 10) (base edge at y 10.49: 0.06″ off it).
const wallAtShooter = coverPiece({ id: 'wall', footprint: rect(10, 10.55, 8, 0.2), heightIn: LEVEL_2_IN, cover: 'hard' });
const fenceMid = coverPiece({ id: 'fence', footprint: rect(10, 15, 8, 0.2), heightIn: LEVEL_1_IN, cover: 'soft' });
// An obstacle the target at (14, 20) stands behind (0.06″ north of its base), of each level.
const behind = (level: 1 | 2 | 3): TerrainPiece =>
  coverPiece({ id: `obstacle${level}`, footprint: rect(10, 19.25, 8, 0.2), heightIn: [LEVEL_1_IN, LEVEL_2_IN, LEVEL_3_IN][level - 1] as number, cover: 'soft' });

describe('TV-BP-13: when a fighter counts as in cover (BP-COVER-1/2)', () => {
  it('TV-BP-13 / BP-COVER-2: shooter and target both inside the same building → the target is in cover (hard)', () => {
    const house = coverPiece({ id: 'house', footprint: rect(10, 10, 10, 10), heightIn: 3, cover: 'hard' });
    const r = coverOf([house], infantry('s', 12, 15), infantry('t', 18, 15, 'b'));
    expect(r).toMatchObject({ inCover: true, cover: 'hard' });
    expect(r.pieces).toEqual([{ pieceId: 'house', cover: 'hard', level: 3, how: 'inside', ruleId: 'BP-COVER-2' }]);
  });

  it('TV-BP-13 / BP-COVER-1: shooter behind a wall, target in the open with nothing between → not in cover', () => {
    const r = coverOf([wallAtShooter], infantry('s', 14, 10), infantry('t', 14, 20, 'b'));
    expect(r).toMatchObject({ inCover: false, cover: 'none', pieces: [] });
    expect(r.ignored).toEqual([{ pieceId: 'wall', reason: 'shootersOwn', ruleId: 'BP-COVER-1' }]);
  });

  it('TV-BP-13 / BP-COVER-1: a fence in the middle of the line of fire → in cover (soft)', () => {
    const r = coverOf([fenceMid], infantry('s', 14, 10), infantry('t', 14, 20, 'b'));
    expect(r).toMatchObject({ inCover: true, cover: 'soft' });
    expect(r.pieces).toEqual([{ pieceId: 'fence', cover: 'soft', level: 1, how: 'between', ruleId: 'BP-COVER-1' }]);
  });
});

describe('TV-BP-14: obstacle levels (BP-OBST-1..3)', () => {
  const shooter = infantry('s', 14, 10);
  it('TV-BP-14 / BP-OBST-1: infantry behind level 1 → in cover; cavalry behind level 1 → not in cover', () => {
    expect(coverOf([behind(1)], shooter, infantry('t', 14, 20, 'b')).inCover).toBe(true);
    const r = coverOf([behind(1)], shooter, cavalry('t', 14, 20.5));
    expect(r.inCover).toBe(false);
    expect(r.ignored).toEqual([{ pieceId: 'obstacle1', reason: 'levelOneCavalry', ruleId: 'BP-OBST-1' }]);
    expect([hiddenAllowed(1, false), hiddenAllowed(1, true)]).toEqual([false, false]);
  });

  it('TV-BP-14 / BP-OBST-2: level 2 — infantry may be Hidden or In cover; cavalry In cover only', () => {
    expect(obstacleLevel(behind(2))).toBe(2);
    expect(coverOf([behind(2)], shooter, infantry('t', 14, 20, 'b')).inCover).toBe(true);
    expect(hiddenAllowed(2, false)).toBe(true);
    expect(coverOf([behind(2)], shooter, cavalry('t', 14, 20.5)).inCover).toBe(true);
    expect(hiddenAllowed(2, true)).toBe(false);
  });

  it('TV-BP-14 / BP-OBST-3: level 3 — infantry or cavalry may be Hidden (or In cover)', () => {
    expect(obstacleLevel(behind(3))).toBe(3);
    expect([hiddenAllowed(3, false), hiddenAllowed(3, true)]).toEqual([true, true]);
    expect(coverOf([behind(3)], shooter, infantry('t', 14, 20, 'b')).inCover).toBe(true);
    expect(coverOf([behind(3)], shooter, cavalry('t', 14, 20.5)).inCover).toBe(true);
  });
});

describe('BP-COVER-1/2 and BP-DMG-2: the details', () => {
  const shooter = infantry('s', 14, 10);
  const target = infantry('t', 14, 20, 'b');

  it('BP-DMG-2: soft or hard from the piece\'s cover field, the hardest of several; pieces giving no cover are not obstacles', () => {
    const hedge = coverPiece({ id: 'hedge', footprint: rect(10, 13, 8, 0.3), heightIn: LEVEL_2_IN, cover: 'soft' });
    const wall = coverPiece({ id: 'stoneWall', footprint: rect(10, 16, 8, 0.3), heightIn: LEVEL_2_IN, cover: 'hard' });
    const bank = coverPiece({ id: 'bank', footprint: rect(10, 18, 8, 0.3), heightIn: LEVEL_2_IN, cover: 'none' });
    const r = coverOf([bank, wall, hedge], shooter, target);
    expect(r.cover).toBe('hard');
    expect(r.pieces.map((p) => p.pieceId)).toEqual(['hedge', 'stoneWall']);
    expect(coverOf([hedge], shooter, target).cover).toBe('soft');
    expect(coverOf([bank], shooter, target).inCover).toBe(false);
  });

  it('BP-COVER-2: a target inside a wood is in cover whatever the wood\'s sight (area), the shooter inside it too', () => {
    const wood = coverPiece({ id: 'wood', footprint: rect(10, 8, 10, 16), heightIn: 3, cover: 'hard', sight: 'area' });
    expect(coverOf([wood], shooter, target)).toMatchObject({ inCover: true, cover: 'hard' });
    expect(coverOf([wood], infantry('s', 14, 2), target).pieces.map((p) => p.how)).toEqual(['inside']);
  });

  it('BP-COVER-1: a shooter inside a wood shooting out — the wood is his own obstacle, not the target\'s cover', () => {
    const wood = coverPiece({ id: 'wood', footprint: rect(10, 6, 10, 6), heightIn: 3, cover: 'hard', sight: 'area' });
    const r = coverOf([wood], shooter, target);
    expect(r.inCover).toBe(false);
    expect(r.ignored).toEqual([{ pieceId: 'wood', reason: 'shootersOwn', ruleId: 'BP-COVER-1' }]);
  });

  it('BP-COVER-1: the shooter\'s own obstacle ends 1 cm from his base: a wall 0.5″ (1.27 cm) off it covers the target', () => {
    const near = coverPiece({ id: 'wall', footprint: rect(10, 10.49 + cmToInches(1) - 0.01, 8, 0.2), heightIn: LEVEL_2_IN, cover: 'hard' });
    const off = coverPiece({ id: 'wall', footprint: rect(10, 10.99, 8, 0.2), heightIn: LEVEL_2_IN, cover: 'hard' });
    expect(coverOf([near], shooter, target).inCover).toBe(false);
    expect(coverOf([off], shooter, target).inCover).toBe(true);
  });

  it('BP-COVER-1: a piece not at the target\'s height — a balcony overhead, the rocks he stands on — does not cover him', () => {
    const balcony = coverPiece({ id: 'balcony', footprint: rect(10, 15, 8, 1), elevationIn: 2.8, heightIn: 0.2, cover: 'hard' });
    expect(coverOf([balcony], shooter, target).ignored.map((i) => i.reason)).toEqual(['notAtTargetHeight']);
    const rocks = coverPiece({ id: 'rocks', footprint: rect(12, 18, 4, 4), heightIn: LEVEL_2_IN, standableTop: true });
    const onRocks = { ...target, standsOn: 'rocks' };
    expect(coverOf([rocks], shooter, onRocks).inCover).toBe(false);
    expect(coverOf([rocks], shooter, target).pieces.map((p) => p.how)).toEqual(['inside']);
  });

  it('BP-OBST-1: a cavalryman inside level-1 scrub is not in cover; the target\'s cavalry status can be overridden (a wounded horse)', () => {
    const scrub = coverPiece({ id: 'scrub', footprint: rect(10, 17, 8, 8), heightIn: LEVEL_1_IN, sight: 'area' });
    const rider = cavalry('t', 14, 20.5);
    const scenario = coverScenario([scrub], [shooter, rider]);
    expect(targetCover({ scenario, shooter, target: rider }).ignored).toEqual([{ pieceId: 'scrub', reason: 'levelOneCavalry', ruleId: 'BP-OBST-1' }]);
    expect(targetCover({ scenario, shooter, target: rider, targetCavalry: false }).inCover).toBe(true);
  });

  it('BP-GAP-08: the thresholds come from the options (15 mm halves them); an explicit level wins over height', () => {
    const low = behind(1);
    const scenario = coverScenario([low], [shooter, cavalry('t', 14, 20.5)]);
    const rider = scenario.figures[1] as Figure;
    const halved = { level2In: cmToInches(1), level3In: cmToInches(2) };
    expect(targetCover({ scenario, shooter, target: rider, thresholds: halved }).inCover).toBe(true);
    const explicit = { ...low, obstacleLevel: 3 } as TerrainPiece;
    expect(coverOf([explicit], shooter, cavalry('t', 14, 20.5)).pieces.map((p) => p.level)).toEqual([3]);
  });
});
