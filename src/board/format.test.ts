import { describe, expect, it } from 'vitest';
import { figureTagText, formatInches } from './format';

describe('format', () => {
  it('writes inches with at most one decimal', () => {
    expect(formatInches(4)).toBe('4″');
    expect(formatInches(2.54)).toBe('2.5″');
    expect(formatInches(3.0000001)).toBe('3″');
    expect(formatInches(-0.01)).toBe('0″');
  });

  it('adds the elevation to a name tag only above the table', () => {
    expect(figureTagText('Jed', 0)).toBe('Jed');
    expect(figureTagText('Jed', 3)).toBe('Jed ▲3″');
  });
});
