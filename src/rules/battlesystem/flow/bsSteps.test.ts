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
  it('BS-GAP-01: Step 1 rolls a d10 for each side; the higher chooses who moves first', () => {
    const game = bsGame();
    const setup = game.state.log[0]!;
    const events = setup.kind === 'setup' ? setup.events : [];
    const rolls = events.filter((e): e is RollEvent => e.type === 'roll');
    expect(rolls.length).toBeGreaterThanOrEqual(2);
    expect(rolls.every((r) => r.sides === 10 && r.purpose === 'battlesystem.roll.initiative' && r.ruleId === 'BS-GAP-01')).toBe(true);
    const flow = game.state.flow;
    const [winner, other] = flow.order;
    expect(flow.initiative[winner!]!).toBeGreaterThan(flow.initiative[other!]!);
    expect(events.find((e) => e.type === 'battlesystem.initiativeWon')?.params).toEqual({ winnerSideId: winner, round: 1 });
    // Step 1 waits for the winner: its two buttons stand in for End step, and only it may press them.
    expect(flow.step).toBe('initiative');
    expect(game.state.actors).toEqual([winner]);
    expect(battlesystemRuleset.sideActions(game.state, winner!).map((a) => a.params?.moveFirst)).toEqual([true, false]);
    expect(game.refuse({ type: 'endStep', side: winner! }).reasonKey).toBe('battlesystem.chooseOrderFirst');
    expect(game.refuse({ type: 'chooseOrder', side: winner!, params: { moveFirst: 'yes' } }).reasonKey).toBe('battlesystem.badOrderChoice');
    expect(game.refuse({ type: 'chooseOrder', side: other!, params: { moveFirst: true } }).reasonKey).toMatch(/^engine\./);
    game.sideAction('chooseOrder', undefined, { moveFirst: true });
    expect(game.refusal).toBeNull();
    expect(game.state.flow).toMatchObject({ step: 'firstMove', active: winner, order: [winner, other] });
    expect(game.state.actors).toEqual([winner]);
    expect(game.refuse({ type: 'chooseOrder', side: winner!, params: { moveFirst: false } }).reasonKey).toBe('battlesystem.orderAlreadyChosen');
    expect(game.state.turn).toBe(1);
  });

  it('BS-GAP-01: the winner may choose to move second: the other side moves in Step 2', () => {
    const game = bsGame();
    const [winner, other] = game.state.flow.order;
    game.sideAction('chooseOrder', undefined, { moveFirst: false });
    expect(game.refusal).toBeNull();
    expect(game.state.flow).toMatchObject({ step: 'firstMove', active: other, order: [other, winner] });
    expect(game.state.actors).toEqual([other]);
    expect(game.events.find((e) => e.type === 'battlesystem.orderChosen')?.params).toEqual({ winnerSideId: winner, firstSideId: other, round: 1 });
    game.sideAction('endStep');
    expect(game.state.flow).toMatchObject({ step: 'secondMove', active: winner });
    expect(game.replayHash()).toBe(game.hash());
  });

  it('BS-GAP-01 (option initiativeChoice: winnerFirst): the higher simply moves first', () => {
    const game = bsGame(undefined, { initiativeChoice: 'winnerFirst' });
    const flow = game.state.flow;
    expect(flow.step).toBe('firstMove');
    expect(flow.active).toBe(flow.order[0]);
    expect(game.state.actors).toEqual([flow.order[0]]);
    expect(battlesystemRuleset.sideActions(game.state, flow.order[0]!).map((a) => a.type)).toEqual(['endStep']);
  });

  it('BS-GAP-01: tied sides roll again, only they', () => {
    const { ctx, events } = makeResolveContext(fixedDice([5, 5, 3, 7]));
    const r = rollInitiative(['red', 'blue'], 1, ctx);
    expect(r.order).toEqual(['blue', 'red']);
    expect(r.faces).toEqual({ red: 3, blue: 7 });
    expect(events().filter((e) => e.type === 'roll')).toHaveLength(4);
  });

  it('BS-GAP-01: End step walks Steps 2, 3 and 4 (each side fires in turn), passes 5, then Step 6 (the first side\'s) and 7 (each side\'s) and begins the next round', () => {
    const game = bsGame();
    game.sideAction('chooseOrder', undefined, { moveFirst: true });
    const [first, second] = game.state.flow.order;
    const seen: string[] = [];
    const steps: unknown[] = [];
    for (let i = 0; i < 7; i++) {
      seen.push(`${game.state.flow.step}:${game.state.flow.active}`);
      game.sideAction('endStep');
      expect(game.refusal).toBeNull();
      steps.push(...game.events.filter((e) => e.type === 'battlesystem.step').map((e) => e.params?.step));
    }
    expect(seen).toEqual([`firstMove:${first}`, `secondMove:${second}`, `missile:${first}`, `missile:${second}`, `melee:${first}`, `morale:${first}`, `morale:${second}`]);
    expect(steps).toEqual(['secondMove', 'missile', 'missile', 'spells', 'melee', 'morale', 'morale', 'initiative']);
    expect(game.state.flow).toMatchObject({ round: 2, step: 'initiative' });
    expect(game.state.turn).toBe(2);
    expect(game.replayHash()).toBe(game.hash());
  });

  it('BS-GAP-01: with option meleeMorale "passedThrough" (games saved before melee) Steps 5–7 are passed through after missile fire', () => {
    const game = bsGame(undefined, { meleeMorale: 'passedThrough' });
    game.sideAction('chooseOrder', undefined, { moveFirst: true });
    for (let i = 0; i < 4; i++) game.sideAction('endStep');
    const steps = game.events.filter((e) => e.type === 'battlesystem.step').map((e) => e.params?.step);
    expect(steps).toEqual(['spells', 'melee', 'morale', 'initiative']);
    expect(game.state.flow).toMatchObject({ round: 2, step: 'initiative' });
    expect(game.replayHash()).toBe(game.hash());
  });

  it('BS-GAP-01: the side whose step it is not cannot end it', () => {
    const game = bsGame();
    game.sideAction('chooseOrder', undefined, { moveFirst: true });
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
    expect(nextStep(flow, true)).toEqual({ step: 'melee', active: 'a' });
    expect(nextStep({ ...flow, step: 'melee' }, true)).toEqual({ step: 'morale', active: 'a' });
    expect(nextStep({ ...flow, step: 'morale', active: 'a' }, true)).toEqual({ step: 'morale', active: 'b' });
    expect(nextStep({ ...flow, step: 'morale', active: 'b' }, true)).toBeNull();
  });

  it('BS-GAP-01: a side with units that may still move has something to do; a side with nothing to shoot in Step 4 passes by itself', () => {
    expect(nothingToDoAction(battlesystemRuleset, atStep(bsGame(), 'firstMove', 'red').state)).toBeNull();
    expect(nothingToDoAction(battlesystemRuleset, atStep(bsGame(), 'missile', 'blue').state)).toBeNull();
    // Red's pikes carry no missiles; its skirmishers' javelins (3/6/9) reach no one.
    expect(nothingToDoAction(battlesystemRuleset, atStep(bsGame(), 'missile', 'red').state)).toMatchObject({ type: 'endStep', side: 'red' });
  });
});
