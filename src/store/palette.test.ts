import { describe, expect, it } from 'vitest';
import { TERRAIN_KINDS } from '../los/terrain';
import { cssColor, heightShade, hexColorToNumber, shadeColor, TERRAIN_FILL, terrainFillColor } from './palette';

describe('palette', () => {
  it('has a colour for every terrain kind', () => {
    for (const kind of TERRAIN_KINDS) expect(TERRAIN_FILL[kind]).toBeTypeOf('number');
  });

  it('shades taller pieces lighter, within bounds', () => {
    expect(heightShade(0)).toBeLessThan(heightShade(3));
    expect(heightShade(3)).toBeLessThan(heightShade(8));
    expect(heightShade(20)).toBe(heightShade(8));
    expect(heightShade(-5)).toBe(heightShade(0));
    expect(heightShade(Number.NaN)).toBe(heightShade(0));
    const lum = (c: number) => ((c >> 16) & 255) + ((c >> 8) & 255) + (c & 255);
    expect(lum(terrainFillColor('building', 6))).toBeGreaterThan(lum(terrainFillColor('building', 1)));
  });

  it('mixes towards white and black', () => {
    expect(shadeColor(0x808080, 1)).toBe(0xffffff);
    expect(shadeColor(0x808080, -1)).toBe(0x000000);
    expect(shadeColor(0x123456, 0)).toBe(0x123456);
  });

  it('converts between CSS and numeric colours', () => {
    expect(hexColorToNumber('#ff8000')).toBe(0xff8000);
    expect(hexColorToNumber('#f80')).toBe(0xff8800);
    expect(hexColorToNumber('red', 0x123456)).toBe(0x123456);
    expect(cssColor(0x0a0b0c)).toBe('#0a0b0c');
  });
});
