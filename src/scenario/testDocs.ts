/** A small valid format-v1 document for the scenario tests to start from and break (not API). */
export function validDoc(): Record<string, unknown> & { figures: Record<string, unknown>[]; terrain: Record<string, unknown>[] } {
  return {
    schemaVersion: 1,
    id: 'test',
    name: 'Test table',
    ruleset: 'lotow',
    table: { widthIn: 48, depthIn: 36 },
    terrain: [
      { id: 'house', kind: 'building', name: 'House', footprint: [[10, 10], [16, 10], [16, 16], [10, 16]], heightIn: 4 },
      { id: 'hill', kind: 'hill', rect: { x: 30, y: 10, w: 8, h: 6 }, heightIn: 1 },
      { id: 'wall', kind: 'wall', footprint: [{ x: 20, y: 20 }, { x: 28, y: 20 }, { x: 28, y: 20.5 }, { x: 20, y: 20.5 }], heightIn: 1 },
    ],
    sides: [{ id: 'red', name: 'Red', color: '#b8432f' }, { id: 'blue', name: 'Blue', color: '#2f6fb8' }],
    figures: [
      { id: 'r1', side: 'red', name: 'Red One', base: 25, x: 5, y: 5 },
      { id: 'r2', side: 'red', name: 'Red Two', base: { shape: 'rect', widthMm: 25, lengthMm: 50 }, x: 5, y: 10, facingDeg: 90, mounted: true },
      { id: 'b1', side: 'blue', name: 'Blue One', base: { shape: 'round', diameterMm: 25 }, x: 34, y: 13, standsOn: 'hill' },
    ],
  };
}
