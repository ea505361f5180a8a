import { describe, expect, it } from 'vitest';
import type { Scenario } from '../model';
import { figure, testScenario } from '../testScenario';
import { enemiesTouching, figuresInBaseContact, figuresTouching } from './baseContact';

/** 25 mm round bases: 0.984″ across, so centres 0.984″ apart touch. */
const D = 25 / 25.4;
const scenario: Scenario = {
  ...testScenario,
  figures: [
    ...testScenario.figures,
    figure({ id: 'e1', x: 2 + D, y: 2, side: 'b' }), // touches a1
    figure({ id: 'f1', x: 2, y: 2 + D + 0.01 }), // a friend 0.01″ off a1: within the 0.05″ tolerance
    figure({ id: 'far', x: 2, y: 2 - D - 0.2, side: 'b' }), // 0.2″ away: not touching
    figure({ id: 'under', x: 11.25 - D, y: 7, side: 'b' }), // in the street under a2 on the balcony
  ],
};
const fig = (id: string) => scenario.figures.find((f) => f.id === id)!;

describe('baseContact', () => {
  it('bases touching within tolerance are in contact; 0.2″ apart are not', () => {
    expect(figuresInBaseContact(scenario, fig('a1'), fig('e1'))).toBe(true);
    expect(figuresInBaseContact(scenario, fig('a1'), fig('f1'))).toBe(true);
    expect(figuresInBaseContact(scenario, fig('a1'), fig('far'))).toBe(false);
  });

  it('a figure is not in contact with itself', () => {
    expect(figuresInBaseContact(scenario, fig('a1'), fig('a1'))).toBe(false);
  });

  it('touching in plan on different levels is no contact (a balcony over the street)', () => {
    expect(figuresInBaseContact(scenario, fig('a2'), fig('under'))).toBe(false);
    const bothDown: Scenario = { ...scenario, figures: scenario.figures.map((f) => (f.id === 'a2' ? { ...f, standsOn: null } : f)) };
    expect(figuresInBaseContact(bothDown, bothDown.figures.find((f) => f.id === 'a2')!, fig('under'))).toBe(true);
  });

  it('figuresTouching lists every figure in contact in table order; enemiesTouching only other sides', () => {
    expect(figuresTouching(scenario, fig('a1')).map((f) => f.id)).toEqual(['e1', 'f1']);
    expect(enemiesTouching(scenario, fig('a1')).map((f) => f.id)).toEqual(['e1']);
    expect(enemiesTouching(scenario, fig('e1')).map((f) => f.id)).toEqual(['a1']);
  });
});
