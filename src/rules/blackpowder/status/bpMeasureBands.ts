/**
 * The lengths the black-powder rules measure in, for the Measure tool (Ruleset.measureBands), in cm
 * as the catalog writes them, shortest first: the chain's link and a Group member's cohesion (8 cm,
 * BP-VOLLEY-4, BP-GAP-07), the cohesion to the Leader (16 cm), a Move (BP-GAP-04), and each weapon's
 * Effective and Long bands (BP-GAP-05) — all from the game's options, so a changed option shows.
 * Bands of equal length are told once (the first named).
 */
import type { MeasureBand } from '../../../engine/ruleset';
import { inchesToCm } from '../../../geometry/units';
import type { BpState } from '../flow/bpTypes';
import { optionsOf } from '../profile/bpOptions';

export function bpMeasureBands(state: Pick<BpState, 'options'>): MeasureBand[] {
  const o = optionsOf(state);
  const named: [string, number][] = [
    ['blackpowder.band.chainLink', o.chainLinkIn],
    ['blackpowder.band.cohesionLeader', o.cohesionLeaderIn],
    ['blackpowder.band.move', o.moveIn],
    ['blackpowder.band.smoothboreEffective', o.smoothbore.effectiveIn],
    ['blackpowder.band.smoothboreLong', Math.max(o.smoothbore.longIn, o.smoothbore.effectiveIn)],
    ['blackpowder.band.rifledEffective', o.rifled.effectiveIn],
    ['blackpowder.band.rifledLong', Math.max(o.rifled.longIn, o.rifled.effectiveIn)],
  ];
  const out: MeasureBand[] = [];
  for (const [labelKey, lengthIn] of [...named].sort((a, b) => a[1] - b[1])) {
    if (out.some((b) => Math.abs(b.lengthIn - lengthIn) < 1e-9)) continue;
    out.push({ labelKey, lengthIn, lengthCm: Math.round(inchesToCm(lengthIn) * 10) / 10 });
  }
  return out;
}
