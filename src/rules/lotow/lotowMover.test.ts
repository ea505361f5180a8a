/**
 * How a figure moves now (lotowMover.ts): the numbers every movement rule reads.
 */
import { describe, expect, it } from 'vitest';
import { figureHeightsIn } from '../../engine/losScene';
import { figure } from '../../engine/testScenario';
import { lotowOptions } from './lotowOptions';
import { moverOf } from './lotowMover';
import { freshFigState } from './lotowTypes';

const options = lotowOptions({});
const profile = { shoot: 4, fight: 3, strength: 3, grit: 3, attacks: 1, wounds: 1, pluck: 4, moveIn: 6 };

describe('lotowMover', () => {
  it('LOTOW-MOUNT-1: a mounted fighter moves by the foot rules with the mount\u2019s numbers, and sees from the rider\u2019s eye', () => {
    const rider = figure({ id: 'r', x: 5, y: 5, mounted: true, profile: { ...profile, mount: 'horse' } });
    const m = moverOf(rider, freshFigState(), options);
    expect(m).toMatchObject({ kind: 'horse', allowanceIn: 10, difficultFactor: 4, canClimb: false, canUseLadders: false, jumpTable: 'horse' });
    // The rider's eye, not the horse's head: higher than a man on foot.
    const onFoot = figureHeightsIn({ ...rider, mounted: false });
    expect(figureHeightsIn(rider).eyeHeightIn).toBeGreaterThan(onFoot.eyeHeightIn);
  });

  it('LOTOW-MTERR-1, LOTOW-MTERR-2: mules move 8″, halve in difficult ground and jump nothing; Appaloosas 12″', () => {
    expect(moverOf(figure({ id: 'm', x: 1, y: 1, mounted: true, profile: { ...profile, mount: 'mule' } }), freshFigState(), options))
      .toMatchObject({ kind: 'mule', allowanceIn: 8, difficultFactor: 2, maxJumpHeightIn: 0, jumpTable: null });
    expect(moverOf(figure({ id: 'a', x: 1, y: 1, mounted: true, profile: { ...profile, mount: 'appaloosa' } }), freshFigState(), options).allowanceIn).toBe(12);
  });

  it('LOTOW-PRONE-4, LOTOW-HOLD-1: a prone figure crawls at most 2″ and jumps nothing; holding a horse halves the move', () => {
    const man = figure({ id: 'f', x: 1, y: 1, profile });
    expect(moverOf({ ...man, stance: 'prone' }, freshFigState(), options)).toMatchObject({ crawlMaxIn: 2, maxJumpHeightIn: 0, canClimb: false });
    expect(moverOf(man, { ...freshFigState(), holding: true }, options).allowanceIn).toBe(3);
    expect(moverOf(man, freshFigState(), lotowOptions({ freeObstacleMaxIn: '1.5' })).freeObstacleMaxIn).toBe(1.5);
  });
});
