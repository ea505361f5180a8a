/** Fighting a melee (BP-GAP-12, BP-GAP-15, BP-DMG-1..3, BP-GAP-11): forced dice through a context, and the after-action hook in a game. */
import { describe, expect, it } from 'vitest';
import { casualtiesOf } from '../../../engine/kit/casualtyLedger';
import type { GameEvent, RollEvent } from '../../../engine/state';
import { isRollEvent } from '../../../engine/state';
import { coverPiece, rect } from '../cover/testCoverScenario';
import type { BpState } from '../flow/bpTypes';
import { bpFigStateOf } from '../flow/bpTypes';
import { chargeEndToward } from '../movement';
import { meleePreview } from './meleePreview';
import { fightPair, meleePairs, resolveMelee } from './resolveMelee';
import { cm, fighter, flowScenario, forcedCtx, group, meleeGame, meleeState, withFig } from './testing/meleeTestingKit';

const rider = (id: string, side: string, x: number, y: number) => ({ ...fighter(id, side, x, y, { cavalry: true }), mounted: true });
const duel = (charger = fighter('pA', 'p', 40, 10), defender = fighter('zA', 'z', 40, 12.5), extra: object = {}) =>
  ({ ...flowScenario([charger, defender, fighter('zB', 'z', 90, 90)], []), ...extra });
const rolls = (events: readonly GameEvent[]): RollEvent[] => events.filter(isRollEvent);
const ev = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type);
const fight = (s: BpState, dice: number[], c = 'pA', d = 'zA') => {
  const { ctx, events } = forcedCtx(dice);
  const r = fightPair(s, c, d, ctx);
  return { ...r, events: events() };
};

describe('resolveMelee: one pair', () => {
  it('BP-GAP-12: the higher total wins; the loser takes the damage test — 4–6 Out of Action, to the ledger', () => {
    const r = fight(meleeState(duel()), [3, 3, 5]);
    expect(r.result).toBe('chargerWins');
    expect([r.chargerTotal, r.defenderTotal]).toEqual([4, 3]);
    expect(rolls(r.events).map((e) => [e.purpose, e.ruleId, e.figureIds, e.params?.modifier])).toEqual([
      ['blackpowder.roll.melee', 'BP-GAP-12', ['pA'], 1], ['blackpowder.roll.melee', 'BP-GAP-12', ['zA'], 0], ['blackpowder.roll.damage', 'BP-DMG-1', ['zA'], 0],
    ]);
    expect(bpFigStateOf(r.state, 'zA').outOfAction).toBe(true);
    expect(casualtiesOf(r.state).map((c) => [c.figureId, c.ruleId])).toEqual([['zA', 'BP-DMG-1']]);
    expect(ev(r.events, 'blackpowder.event.melee')[0]?.params).toMatchObject({ chargerFigureId: 'pA', defenderFigureId: 'zA', chargerTotal: 4, defenderTotal: 3, result: 'chargerWins' });
    expect(bpFigStateOf(r.state, 'pA')).toMatchObject({ suppressed: false, outOfAction: false });
  });

  it('BP-GAP-12: the defender may win; 1–3 Suppresses the loser', () => {
    const r = fight(meleeState(duel()), [1, 5, 2]);
    expect(r.result).toBe('defenderWins');
    expect(bpFigStateOf(r.state, 'pA').suppressed).toBe(true);
    expect(bpFigStateOf(r.state, 'zA').suppressed).toBe(false);
  });

  it('BP-GAP-12: the loser\'s damage test has no cover modifier (a hard wall between them: 4 is still Out)', () => {
    const wall = coverPiece({ id: 'wall', name: 'wall', footprint: rect(cm(30), cm(11.2), cm(20), 0.1), heightIn: 1.2, cover: 'hard' });
    const r = fight(meleeState(duel(undefined, undefined, { terrain: [wall] })), [6, 1, 4]);
    const dmg = rolls(r.events).find((e) => e.purpose === 'blackpowder.roll.damage')!;
    expect(dmg.params).toMatchObject({ cover: 'none', modifier: 0, aimed: false });
    expect(bpFigStateOf(r.state, 'zA').outOfAction).toBe(true);
  });

  it('BP-GAP-12: a tie Suppresses both; BP-GAP-11: one already Suppressed is Out (or stays, suppressedTwiceOut off)', () => {
    const tie = fight(meleeState(duel()), [3, 4]);
    expect(tie.result).toBe('tie');
    expect([bpFigStateOf(tie.state, 'pA').suppressed, bpFigStateOf(tie.state, 'zA').suppressed]).toEqual([true, true]);
    expect(rolls(tie.events)).toHaveLength(2);
    const again = fight(withFig(meleeState(duel()), 'zA', { suppressed: true }), [3, 5]);
    expect(again.result).toBe('tie');
    expect(bpFigStateOf(again.state, 'zA').outOfAction).toBe(true);
    expect(casualtiesOf(again.state).map((c) => c.ruleId)).toEqual(['BP-GAP-11']);
    const kept = fight(withFig(meleeState(duel(), { suppressedTwiceOut: false }), 'zA', { suppressed: true }), [3, 5]);
    expect(bpFigStateOf(kept.state, 'zA')).toMatchObject({ suppressed: true, outOfAction: false });
  });

  it('BP-GAP-12 (option meleeTie: reroll): a tie is rolled again', () => {
    const r = fight(meleeState(duel(), { meleeTie: 'reroll' }), [3, 4, 5, 2, 1]);
    expect(r.result).toBe('chargerWins');
    expect(rolls(r.events).map((e) => e.purpose)).toEqual(['blackpowder.roll.melee', 'blackpowder.roll.melee', 'blackpowder.roll.melee', 'blackpowder.roll.melee', 'blackpowder.roll.damage']);
    expect(bpFigStateOf(r.state, 'zA').suppressed).toBe(true);
  });

  it('BP-GAP-15, BP-DMG-3: a charging rider (+3) that loses rolls the location: 1–3 the horse is wounded and the rider Suppressed', () => {
    const s = meleeState(duel(rider('pR', 'p', 40, 10)));
    const r = fight(s, [1, 5, 2], 'pR');
    expect([r.chargerTotal, r.defenderTotal]).toEqual([4, 5]);
    expect(rolls(r.events).map((e) => e.purpose)).toEqual(['blackpowder.roll.melee', 'blackpowder.roll.melee', 'blackpowder.roll.riderLocation']);
    expect(bpFigStateOf(r.state, 'pR')).toMatchObject({ horseWounded: true, suppressed: true });
    expect(ev(r.events, 'blackpowder.event.meleeResult')[0]?.params).toMatchObject({ figureId: 'pR', result: 'suppressed', horse: true });
  });

  it('BP-DMG-3, BP-GAP-15: with the horse wounded the rider fights at +1 and a lost melee goes to the man', () => {
    const s = withFig(meleeState(duel(rider('pR', 'p', 40, 10))), 'pR', { horseWounded: true });
    const r = fight(s, [3, 4, 6], 'pR');
    expect(r.chargerTotal).toBe(4);
    expect(r.result).toBe('tie');
    const l = fight(s, [2, 4, 6], 'pR');
    expect(rolls(l.events).map((e) => e.purpose)).toEqual(['blackpowder.roll.melee', 'blackpowder.roll.melee', 'blackpowder.roll.damage']);
    expect(bpFigStateOf(l.state, 'pR').outOfAction).toBe(true);
  });
});

describe('resolveMelee: a Group charge', () => {
  const groups = () => flowScenario([
    fighter('pL', 'p', 10, 10, { leader: true }), fighter('p1', 'p', 15, 10), fighter('p2', 'p', 20, 10),
    fighter('zL', 'z', 10, 12.5, { leader: true }), fighter('z1', 'z', 15, 12.5), fighter('z2', 'z', 30, 30), fighter('zA', 'z', 90, 90),
  ], [group('pGroup', 'p', ['pL', 'p1', 'p2']), group('zGroup', 'z', ['zL', 'z1', 'z2'])]);

  it('BP-GAP-12: each charging figure in base contact fights the enemy it touches, each pair once', () => {
    const s = meleeState(groups());
    expect(meleePairs(s, { chargerId: 'pGroup', targetId: 'zGroup' })).toEqual([['pL', 'zL'], ['p1', 'z1']]);
    // A figure named inside a Group that acts as one stands for its Group.
    expect(meleePairs(s, { chargerId: 'pGroup', targetId: 'z1' })).toEqual([['pL', 'zL'], ['p1', 'z1']]);
    const { ctx, events } = forcedCtx([6, 1, 5, 1, 4, 6]);
    const out = resolveMelee(s, { chargerId: 'pGroup', targetId: 'zGroup' }, ctx);
    expect(ev(events(), 'blackpowder.event.melee').map((e) => [e.params?.chargerFigureId, e.params?.defenderFigureId, e.params?.result])).toEqual([['pL', 'zL', 'chargerWins'], ['p1', 'z1', 'defenderWins']]);
    expect(bpFigStateOf(out, 'zL').outOfAction).toBe(true);
    expect(bpFigStateOf(out, 'p1').outOfAction).toBe(true);
  });

  it('BP-GAP-12: no pair in contact — nothing is fought', () => {
    const s = meleeState(groups());
    const { ctx, events } = forcedCtx([]);
    expect(resolveMelee(s, { chargerId: 'pGroup', targetId: 'zA' }, ctx)).toBe(s);
    expect(events().map((e) => e.type)).toEqual(['blackpowder.event.meleeNone']);
  });
});

describe('the melee after a charge', () => {
  it('BP-GAP-12: an immediate charge fights its melee after the action and clears meleeDue; the replay is the same', () => {
    const s = meleeState(duel(fighter('pA', 'p', 40, 10), fighter('zA', 'z', 40, 18)));
    const g = meleeGame(s);
    const [a, t] = s.scenario.figures;
    const end = chargeEndToward(a!, t!)!;
    g.accept({ type: 'charge', side: 'p', figureId: 'pA', targetIds: ['zA'], params: { path: [{ x: end.x, y: end.y }] } }, [6, 5, 2, 4]);
    expect(g.state.flow.meleeDue ?? null).toBeNull();
    expect(g.events.filter((e) => e.type === 'blackpowder.event.melee')[0]?.params).toMatchObject({ chargerTotal: 6, defenderTotal: 2, result: 'chargerWins' });
    expect(bpFigStateOf(g.state, 'zA').outOfAction).toBe(true);
  });

  it('BP-GAP-12: the preview gives the exact odds of the lead pair (the rider: +3 against 0)', () => {
    const s = meleeState(duel(rider('pR', 'p', 40, 10), fighter('zA', 'z', 40, 30)));
    const p = meleePreview(s, 'pR', 'zA');
    expect(p.map((c) => [c.labelKey, `${c.num}/${c.den}`])).toEqual([
      ['blackpowder.chance.meleeWin', '5/6'], ['blackpowder.chance.meleeTie', '1/12'], ['blackpowder.chance.meleeLose', '1/12'],
    ]);
    expect(meleePreview(s, 'pR', 'nobody')).toEqual([]);
  });
});
