import { describe, expect, it } from 'vitest';
import {
  describeBase, formatDegrees, formatInchRange, formatInches, formatInchesApart, formatLength, formatMm, formatPercent, formatSignedInches, lengthFormat,
  terrainTopRangeIn,
} from './format';
import { uiScenario } from './testing/uiScenario';

describe('formatInches', () => {
  it.each([
    [3, '3.0″'], [0, '0.0″'], [-0, '0.0″'], [-0.04, '0.0″'], [0.05, '0.1″'], [12.049, '12.0″'],
    [12.05, '12.1″'], [-2.25, '−2.3″'], [Number.NaN, '–″'], [Infinity, '–″'],
  ])('%s → %s', (n, text) => {
    expect(formatInches(n)).toBe(text);
  });
});

describe('formatInchesApart: a measurement beside the limit it broke never reads the same', () => {
  it.each<[number[], string[]]>([
    [[4.724409, 4.737093], ['4.72″', '4.74″']],
    [[4.724409, 4.7245], ['4.7244″', '4.7245″']],
    [[4.7244091, 4.7244099], ['4.724409″', '4.724410″']],
    [[4.7, 4.8], ['4.7″', '4.8″']],
    [[6, 6], ['6.0″', '6.0″']],
    [[6, 6.25, 6.04], ['6.00″', '6.25″', '6.04″']],
    [[12, 12.004], ['12.000″', '12.004″']],
    [[-0.01, 0.01], ['−0.01″', '0.01″']],
    [[Number.NaN, 3], ['–″', '3.0″']],
  ])('%j → %j', (values, texts) => {
    expect(formatInchesApart(values)).toEqual(texts);
  });

  it('formatInches with more decimals', () => {
    expect(formatInches(4.7244, 3)).toBe('4.724″');
    expect(formatInches(-0.0001, 3)).toBe('0.000″');
    expect(formatInches(-2.5, 2)).toBe('−2.50″');
  });
});

describe('formatSignedInches', () => {
  it.each([[2, '+2.0″'], [-1.5, '−1.5″'], [-0.01, '0.0″'], [0, '0.0″']])('%s → %s', (n, text) => {
    expect(formatSignedInches(n)).toBe(text);
  });
});

describe('other formats', () => {
  it('ranges collapse when both ends agree to a tenth', () => {
    expect(formatInchRange(1, 3)).toBe('1.0–3.0″');
    expect(formatInchRange(2, 2.01)).toBe('2.0″');
  });

  it('bearings are whole degrees in [0, 360)', () => {
    expect(formatDegrees(-90)).toBe('270°');
    expect(formatDegrees(359.6)).toBe('0°');
    expect(formatDegrees(725)).toBe('5°');
  });

  it('millimetres keep at most one decimal', () => {
    expect(formatMm(25)).toBe('25');
    expect(formatMm(25.55)).toBe('25.6');
  });

  it('bases name their shape and size', () => {
    expect(describeBase({ shape: 'round', diameterMm: 25 })).toEqual({ key: 'base.round', params: { diameter: '25' } });
    expect(describeBase({ shape: 'rect', widthMm: 25, lengthMm: 50 })).toEqual({ key: 'base.rect', params: { width: '25', length: '50' } });
    expect(describeBase({ shape: 'oval', widthMm: 60, lengthMm: 35.5 })).toEqual({ key: 'base.oval', params: { width: '60', length: '35.5' } });
  });

  it('terrain height range is over the tops of the pieces', () => {
    expect(terrainTopRangeIn([])).toBeNull();
    // The barn's top is 4″, the hill's 1.5″, a balcony floating at 5″ and 0.2″ thick tops out at 5.2″.
    const balcony = { ...uiScenario.terrain[0]!, elevationIn: 5, heightIn: 0.2 };
    const range = terrainTopRangeIn([...uiScenario.terrain, balcony]);
    expect(range?.minIn).toBeCloseTo(1.5);
    expect(range?.maxIn).toBeCloseTo(5.2);
  });

  it('percentages are whole, with a dash for nonsense', () => {
    expect(formatPercent(65)).toBe('65%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(99.6)).toBe('100%');
    expect(formatPercent(Number.NaN)).toBe('–%');
  });
});

describe('lengthFormat: lengths in the game\'s unit (Ruleset.lengthUnit)', () => {
  // The locale's words as en.json and ru.json have them (`length.cm`, `length.both`).
  const words = (cmWord: string) => (key: 'length.cm' | 'length.both', p: Readonly<Record<string, string>>) =>
    key === 'length.cm' ? `${p.cm} ${cmWord}` : `${p.cm} (${p.inches})`;
  const cm = lengthFormat('cm', words('cm'));
  const inches = lengthFormat('in', words('cm'));

  it('cm: one decimal with the locale\'s word, inches beside where a player wants both', () => {
    expect(cm.length(10)).toBe('25.4 cm');
    expect(cm.both(10)).toBe('25.4 cm (10.0″)');
    expect(cm.length(-0.01)).toBe('0.0 cm');
    expect(cm.signed(1)).toBe('+2.5 cm');
    expect(cm.signed(-1.5)).toBe('−3.8 cm');
    expect(cm.signed(0.01)).toBe('0.0 cm');
    expect(cm.range(1, 3)).toBe('2.5–7.6 cm');
    expect(cm.range(1, 1.001)).toBe('2.5 cm');
    expect(cm.length(Number.NaN)).toBe('– cm');
    expect(lengthFormat('cm', words('см')).both(10)).toBe('25.4 см (10.0″)');
    expect(formatLength(10, 'cm', words('см'))).toBe('25.4 см');
  });

  it('inches: as formatInches and friends, never a cm', () => {
    expect(inches.length(10)).toBe('10.0″');
    expect(inches.both(10)).toBe('10.0″');
    expect(inches.signed(-1.5)).toBe(formatSignedInches(-1.5));
    expect(inches.range(1, 3)).toBe(formatInchRange(1, 3));
    expect(formatLength(10, 'in', words('см'))).toBe('10.0″');
  });
});
