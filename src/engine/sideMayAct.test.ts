import { describe, expect, it } from 'vitest';
import { engineRefusal } from './applyAction';
import { sideMayAct } from './sideMayAct';
import { startTestGame } from './testing/testGame';

describe('sideMayAct', () => {
  const s = startTestGame('activations');
  const acting = s.actors[0]!;
  const waiting = s.scenario.sides.map((x) => x.id).find((id) => id !== acting)!;

  it('the acting side may act; the other is refused by ENGINE-ACTORS with the sides that may', () => {
    expect(sideMayAct(s, acting)).toBeNull();
    expect(sideMayAct(s, waiting)).toMatchObject({ ruleId: 'ENGINE-ACTORS', params: { side: waiting, actors: [acting] } });
  });

  it('no side acts once the game is over; an unknown side is named', () => {
    expect(sideMayAct({ ...s, outcome: { winner: acting, reasonKey: 'x' } }, acting)?.ruleId).toBe('ENGINE-GAME-OVER');
    expect(sideMayAct(s, 'zz')).toMatchObject({ ruleId: 'ENGINE-UNKNOWN-ID', params: { id: 'zz' } });
  });

  it('is the answer applyAction gives an action of that side before its ids are read', () => {
    for (const side of [acting, waiting, 'zz']) {
      expect(engineRefusal(s, { type: 'activate', side })).toEqual(sideMayAct(s, side));
    }
  });
});
