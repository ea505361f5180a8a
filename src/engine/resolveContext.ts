/**
 * The context a ruleset rolls and emits through during `setup` and `resolve`: every roll becomes a
 * `RollEvent` in order, so the dice log shows each face with its purpose, rule ID and figures.
 */
import type { DiceSource } from './dice';
import { isDieSides } from './dice';
import type { ResolveContext, RollRequest } from './ruleset';
import type { GameEvent, RollEvent } from './state';

const extras = (req: Pick<RollRequest, 'atLeast' | 'params'>): Pick<RollEvent, 'atLeast' | 'params'> => ({
  ...(req.atLeast === undefined ? {} : { atLeast: req.atLeast }),
  ...(req.params === undefined ? {} : { params: req.params }),
});

export function makeResolveContext(dice: DiceSource): { ctx: ResolveContext; events: () => GameEvent[] } {
  const events: GameEvent[] = [];
  const ctx: ResolveContext = {
    roll(req) {
      const faces = dice.roll(req.count, req.sides);
      const e: RollEvent = { type: 'roll', sides: req.sides, faces, purpose: req.purpose, ruleId: req.ruleId, figureIds: [...req.figureIds], ...extras(req) };
      events.push(e);
      return [...faces];
    },
    reroll(faces, indices, req) {
      if (!isDieSides(req.sides)) throw new RangeError(`a die cannot have ${String(req.sides)} sides`);
      const out = [...faces];
      const chosen = [...new Set(indices)].sort((a, b) => a - b);
      for (const i of chosen) {
        if (!Number.isInteger(i) || i < 0 || i >= out.length) throw new RangeError(`no die at index ${i}`);
        const [face] = dice.roll(1, req.sides);
        out[i] = face ?? out[i]!;
      }
      const e: RollEvent = {
        type: 'roll', sides: req.sides, faces: out, purpose: req.purpose, ruleId: req.ruleId, figureIds: [...req.figureIds],
        rerolled: { before: [...faces], indices: chosen }, ...extras(req),
      };
      events.push(e);
      return [...out];
    },
    emit(event) {
      events.push(event);
    },
  };
  return { ctx, events: () => events };
}
