import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../engine/dice';
import { makeResolveContext } from '../../../engine/resolveContext';
import type { RollEvent } from '../../../engine/state';
import { nothingToDoAction } from '../../../engine/nothingToDo';
import { battlesystemRuleset } from '../bsRuleset';
import { atStep, bsGame } from '../testing/bsTestGame';
import { rollInitiative } from './initiative';
import { nextStep } from './bsSteps';
import type { BsFlow } from './bsTypes';
import { stepNumber } from './bsTypes';

describe('the BATTLESYSTEM round (BS-GAP-01)', () => {
  it('BS-GAP-01: Step 1 rolls a d10 for each side and the higher moves first', () => {
    const game = bsGame();
    const setup = game.state.log[0]!;
    const rolls = (setup.kind === 'setup' ? setup.events : []).filter((e): e is RollEvent => e.type === 'roll');
    expect(rolls.length).toBeGreaterThanOrEqual(2);
    expect(rolls.every((r) => r.sides === 10 && r.purpose === 'battlesystem.roll.initiative' && r.ruleId === 'BS-GAP-01')).toBe(true);
    const flow = game.state.flow;
    const [first, second] = flow.order;
    expect(flow.initiative[first!]!).toBeGreaterThan(flow.initiative[second!]!);
    expect(flow.step).toBe('firstMove');
    expect(flow.active).toBe(first);
    expect(game.state.actors).toEqual([first]);
    expect(game.state.turn).toBe(1);
  });

  it('BS-GAP-01: tied sides roll again, only they', () => {
    const { ctx, events } = makeResolveContext(fixedDice([5, 5, 3, 7]));
    const r = rollInitiative(['red', 'blue'], 1, ctx);
    expect(r.order).toEqual(['blue', 'red']);
    expect(r.faces).toEqual({ red: 3, blue: 7 });
    expect(events().filter((e) => e.type === 'roll')).toHaveLength(4);
  });

  it('BS-GAP-01: End step walks Steps 2, 3 and 4 (each side fires in turn), passes 5–7 and begins the next round', () => {
    const game = bsGame();
    const [first, second] = game.state.flow.order;
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      seen.push(`${game.state.flow.step}:${game.state.flow.active}`);
      game.sideAction('endStep');
      expect(game.refusal).toBeNull();
    }
    expect(seen).toEqual([`firstMove:${first}`, `secondMove:${second}`, `missile:${first}`, `missile:${second}`]);
    const steps = game.events.filter((e) => e.type === 'battlesystem.step').map((e) => e.params?.step);
    expect(steps).toEqual(['spells', 'melee', 'morale', 'initiative', 'firstMove']);
    expect(game.state.flow.round).toBe(2);
    expect(game.state.turn).toBe(2);
    expect(game.replayHash()).toBe(game.hash());
  });

  it('BS-GAP-01: the side whose step it is not cannot end it', () => {
    const game = bsGame();
    const other = game.state.flow.order[1]!;
    const r = game.refuse({ type: 'endStep', side: other });
    expect(r.reasonKey).toMatch(/^engine\./);
  });

  it('BS-GAP-01: Step 6 is the melee step in the seven-step numbering', () => {
    expect(stepNumber('melee')).toBe(6);
    expect(stepNumber('initiative')).toBe(1);
    expect(stepNumber('morale')).toBe(7);
    const flow = { step: 'missile', order: ['a', 'b'], active: 'b' } as unknown as BsFlow;
    expect(nextStep(flow)).toBeNull();
  });

  it('BS-GAP-01: a side with units that may still move has something to do; a side with nothing to shoot in Step 4 passes by itself', () => {
    expect(nothingToDoAction(battlesystemRuleset, atStep(bsGame(), 'firstMove', 'red').state)).toBeNull();
    expect(nothingToDoAction(battlesystemRuleset, atStep(bsGame(), 'missile', 'blue').state)).toBeNull();
    // Red's pikes carry no missiles; its skirmishers' javelins (3/6/9) reach no one.
    expect(nothingToDoAction(battlesystemRuleset, atStep(bsGame(), 'missile', 'red').state)).toMatchObject({ type: 'endStep', side: 'red' });
  });
});
