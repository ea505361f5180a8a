import { describe, expect, it } from 'vitest';
import { withFigState } from '../sbhTypes';
import { withFlow } from '../../../engine/kit/pieceState';
import { sbhFigureStatus } from './figureStatus';
import { sbhFigure, startGame } from './testing/moraleTable';

const game = (options: Record<string, unknown> = {}) => startGame([
  sbhFigure({ id: 'a1', x: 4, y: 4 }, { move: 'long' }),
  sbhFigure({ id: 'b1', x: 30, y: 30, side: 'b' }),
], options);

describe('sbhFigureStatus · the figure card\'s lines', () => {
  it('SBH-GAP-04: a fresh figure shows only its move stick, in cm and inches (28 mm: Long 18 cm)', () => {
    expect(sbhFigureStatus(game(), 'a1')).toEqual([{ labelKey: 'sbh.status.stick', params: { stick: 'long', cm: 18, lengthIn: 7.09 } }]);
    expect(sbhFigureStatus(game({ figureScale: '15mm' }), 'b1')).toEqual([{ labelKey: 'sbh.status.stick', params: { stick: 'medium', cm: 8, lengthIn: 3.15 } }]);
  });

  it('SBH-GAP-03 / SBH-GAP-10 / SBH-AMMO-1 / SBH-CHARGE-1/2: activation, states and weapons, one line each', () => {
    let s = withFlow(game(), { activation: { figureId: 'a1', dice: 3, successes: 2, failures: 1, actionsLeft: 1, attacked: false } });
    s = withFigState(s, 'a1', { fallen: true, bound: true, outOfAmmo: true, hesitant: true, meleeWeapon: true });
    expect(sbhFigureStatus(s, 'a1').map((l) => l.labelKey)).toEqual([
      'sbh.status.activating', 'sbh.status.fallen', 'sbh.status.bound', 'sbh.status.outOfAmmo', 'sbh.status.hesitant', 'sbh.status.meleeWeapon', 'sbh.status.stick',
    ]);
    expect(sbhFigureStatus(s, 'a1')[0]?.params).toEqual({ actionsLeft: 1, successes: 2 });
    const done = withFigState(game(), 'a1', { activated: true });
    expect(sbhFigureStatus(done, 'a1')[0]?.labelKey).toBe('sbh.status.activated');
  });

  it('a figure no longer on the table has no lines', () => {
    expect(sbhFigureStatus(game(), 'gone')).toEqual([]);
  });
});
