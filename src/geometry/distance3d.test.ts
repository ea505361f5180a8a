import { describe, expect, it } from 'vitest';
import { edgeDistance3d } from './distance3d';

describe('edgeDistance3d', () => {
  it('combines plan distance and height difference', () => {
    expect(edgeDistance3d(3, 4)).toBe(5);
    expect(edgeDistance3d(3, -4)).toBe(5);
    expect(edgeDistance3d(6, 0)).toBe(6);
    expect(edgeDistance3d(0, 2.5)).toBe(2.5);
  });
});
