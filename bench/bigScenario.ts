/**
 * A crowded table for benchmarks: `pieces` terrain pieces on a grid of plots and `figures` figures on
 * 25 mm bases in the gaps, all validly placed. Deterministic: a small LCG seeded by the caller.
 * With `unitFigures` (a multiple of 10), a unit `u` of side `a` that many strong, 10 files deep in
 * ranks and facing north, stands in a strip added along the table's south edge.
 */
export function bigScenarioJson(figures = 200, pieces = 100, seed = 1, unitFigures = 0): Record<string, unknown> {
  let s = seed >>> 0;
  const rand = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const kinds = ['building', 'wall', 'fence', 'rocks', 'scrub', 'hill', 'trough', 'hedge'] as const;
  const widthIn = 96;
  const files = 10;
  const ranks = Math.ceil(unitFigures / files);
  const slotIn = 25 / 25.4;
  const depthIn = 72 + (unitFigures > 0 ? ranks * slotIn + 2 : 0);
  // Terrain on a 10 × 10 grid of 9.6″ × 7.2″ plots, each piece inside the plot's upper-left part;
  // figures stand in the lower-right strip of the plots, which terrain never touches.
  const terrain = [];
  for (let i = 0; i < pieces; i++) {
    const px = (i % 10) * 9.6;
    const py = Math.floor(i / 10) % 10 * 7.2;
    const w = 2 + rand() * 3.5;
    const h = 1.5 + rand() * 3;
    const x = px + 0.3;
    const y = py + 0.3;
    const kind = kinds[i % kinds.length]!;
    terrain.push({
      id: `t${i}`, kind, footprint: [[x, y], [x + w, y], [x + w * 0.8, y + h], [x + w * 0.2, y + h * 0.7]],
      elevationIn: 0, heightIn: kind === 'hill' ? 1 : 1 + Math.round(rand() * 4),
    });
  }
  const figs = [];
  for (let i = 0; i < figures; i++) {
    const plot = i % 100;
    const slot = Math.floor(i / 100);
    const px = (plot % 10) * 9.6;
    const py = Math.floor(plot / 10) * 7.2;
    figs.push({
      id: `f${i}`, side: i % 2 === 0 ? 'a' : 'b', name: `F${i}`, base: 25,
      x: px + 7 + slot * 1.4, y: py + 6, facingDeg: Math.round(rand() * 360),
    });
  }
  const memberIds: string[] = [];
  for (let k = 0; k < unitFigures; k++) {
    const id = `u${k}`;
    memberIds.push(id);
    const file = k % files;
    const rank = Math.floor(k / files);
    figs.push({ id, side: 'a', name: `U${k}`, base: 25, x: 30 + (file + 0.5) * slotIn, y: 73 + (rank + 0.5) * slotIn, facingDeg: 0 });
  }
  const units = unitFigures > 0 ? [{ id: 'u', side: 'a', name: 'Column', memberIds, formation: { kind: 'regular', files, ranks }, facingDeg: 0 }] : undefined;
  return {
    schemaVersion: units === undefined ? 1 : 2, id: 'bench-crowded', name: 'Crowded table', ruleset: 'lotow',
    table: { widthIn, depthIn }, terrain,
    sides: [{ id: 'a', name: 'A', color: '#b8432f' }, { id: 'b', name: 'B', color: '#2f6fb8' }],
    figures: figs, ...(units === undefined ? {} : { units }), options: {},
  };
}
