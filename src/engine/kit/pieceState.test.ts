import { describe, expect, it } from 'vitest';
import { startTestGame } from '../testing/testGame';
import { figureOf, optionsReader, pieceStateAccess, withFigure, withFlow } from './pieceState';

interface Mark { readonly hits: number; readonly tag: string }
const { stateOf, withState } = pieceStateAccess<Mark>(() => ({ hits: 0, tag: 'fresh' }));
const start = () => startTestGame('activations');

describe('pieceState', () => {
  it('figureOf finds a figure by id; an unknown or undefined id is undefined', () => {
    const s = start();
    expect(figureOf(s, 'b1')?.id).toBe('b1');
    expect(figureOf(s, 'zz')).toBeUndefined();
    expect(figureOf(s, undefined)).toBeUndefined();
  });

  it('withFigure patches one figure and leaves the input state and the other figures alone', () => {
    const s = start();
    const next = withFigure(s, 'a1', { x: 7.5 });
    expect(figureOf(next, 'a1')?.x).toBe(7.5);
    expect(figureOf(s, 'a1')?.x).not.toBe(7.5);
    expect(figureOf(next, 'b1')).toBe(figureOf(s, 'b1'));
    expect(withFigure(s, 'zz', { x: 1 }).scenario.figures).toEqual(s.scenario.figures);
  });

  it('withFlow patches the flow only', () => {
    const s = start();
    const next = withFlow(s, { failures: 2 });
    expect(next.flow).toEqual({ ...s.flow, failures: 2 });
    expect(s.flow.failures).toBe(0);
    expect(next.scenario).toBe(s.scenario);
  });

  it('stateOf reads a fresh state for an untouched piece; withState patches from fresh and keeps the rest', () => {
    const s = { figureState: {} as Record<string, Mark> };
    expect(stateOf(s, 'x')).toEqual({ hits: 0, tag: 'fresh' });
    const once = withState(s, 'x', { hits: 1 });
    expect(once.figureState.x).toEqual({ hits: 1, tag: 'fresh' });
    const twice = withState(once, 'x', { tag: 'shaken' });
    expect(stateOf(twice, 'x')).toEqual({ hits: 1, tag: 'shaken' });
    expect(s.figureState).toEqual({});
    // Fresh is a new object each time: a caller mutating one cannot poison the next.
    expect(stateOf(s, 'y')).not.toBe(stateOf(s, 'y'));
  });

  it('optionsReader parses the state options with the ruleset parser', () => {
    const read = optionsReader((o) => ({ model: String(o.turnModel) }));
    expect(read(start())).toEqual({ model: 'activations' });
  });
});
