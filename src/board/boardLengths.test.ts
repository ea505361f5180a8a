/**
 * The board's lengths in the game's unit (Ruleset.lengthUnit through the store's selectLengthUnit):
 * a black-powder game (written in cm) labels its terrain heights and raised figures in cm with the
 * language's words, a LOTOW game in inches.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { selectLengthUnit } from '../store/lengthUnitSelectors';
import { storeWithScenario } from '../store/testStore';
import { boardLength, terrainLabelText } from './boardLengths';
import { figureTagText, formatLength, PLAIN_CM_TEXT } from './format';

const file = (name: string): unknown => JSON.parse(readFileSync(`public/scenarios/${name}`, 'utf8'));
const russianCm = (cm: string) => `${cm} см`;

describe('formatLength on the canvas', () => {
  it('inches as before, cm with at most one decimal and the words handed over', () => {
    expect(formatLength(4, 'in', PLAIN_CM_TEXT)).toBe('4″');
    expect(formatLength(4, 'cm', PLAIN_CM_TEXT)).toBe('10.2 cm');
    expect(formatLength(0.9, 'cm', russianCm)).toBe('2.3 см');
    expect(formatLength(10 / 2.54, 'cm', PLAIN_CM_TEXT)).toBe('10 cm');
    expect(formatLength(-0.01, 'cm', PLAIN_CM_TEXT)).toBe('0 cm');
    expect(figureTagText('Morel', 1.5, boardLength('cm', PLAIN_CM_TEXT))).toBe('Morel ▲3.8 cm');
  });
});

describe('terrain height labels in the game\'s unit', () => {
  it('a black-powder game (The Farm at La Croix): the farmhouse reads 10.2 cm, the garden wall 2.3 cm, in Russian "см"', () => {
    const store = storeWithScenario(file('bp-ferme-de-la-croix.json'), { rulesetId: 'blackpowder' });
    const unit = selectLengthUnit(store.getState());
    expect(unit).toBe('cm');
    const terrain = store.getState().game!.timeline.present.scenario.terrain;
    const piece = (id: string) => terrain.find((p) => p.id === id)!;
    expect(terrainLabelText(piece('farmhouse'), boardLength(unit, PLAIN_CM_TEXT))).toBe('10.2 cm');
    expect(terrainLabelText(piece('garden-n'), boardLength(unit, PLAIN_CM_TEXT))).toBe('2.3 cm');
    expect(terrainLabelText(piece('farmhouse'), boardLength(unit, russianCm))).toBe('10.2 см');
  });

  it('a LOTOW game (the demo town) and the same scenario on the free table: inches', () => {
    const lotow = storeWithScenario(file('demo-town.json'), { rulesetId: 'lotow' });
    expect(selectLengthUnit(lotow.getState())).toBe('in');
    const raised = lotow.getState().game!.timeline.present.scenario.terrain.find((p) => p.elevationIn + p.heightIn > 0)!;
    expect(terrainLabelText(raised, boardLength('in', russianCm))).toMatch(/^\d+(\.\d)?″$/);
    const free = storeWithScenario(file('bp-ferme-de-la-croix.json'), { rulesetId: 'free' });
    expect(selectLengthUnit(free.getState())).toBe('in');
  });
});
