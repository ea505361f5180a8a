/**
 * The engine's test table with two units on it (test support, never shipped): `ua` (side a, three
 * files × two ranks, facing north) and `ub` (side b, three files × two ranks, facing south), each
 * of six 25 mm round bases laid out in their slots, unit profile `moveIn` 3″ (so a 45° wheel of
 * their 2.95″ front, 2.32″, is allowed and a 90° one, 4.64″, is not).
 */
import type { Figure, Scenario, Unit } from '../model';
import { figure } from '../testScenario';
import { layoutInSlots } from '../unitGeometry';
import type { LayoutAnchor } from '../unitGeometry';

const BASE = { shape: 'round', diameterMm: 25 } as const;
const FIGURE_PROFILE = { moveIn: 6, shoot: 4, quality: 4 };

function unitOf(id: string, side: string, facingDeg: number, anchor: LayoutAnchor): { unit: Unit; members: Figure[] } {
  const memberIds = [1, 2, 3, 4, 5, 6].map((k) => `${id}${k}`);
  const places = layoutInSlots({ files: 3 }, memberIds.map(() => BASE), anchor, facingDeg);
  const members = places.map((p, k) => figure({ id: memberIds[k]!, side, x: p.x, y: p.y, facingDeg: p.facingDeg, base: BASE, profile: FIGURE_PROFILE }));
  return { unit: { id, side, name: id.toUpperCase(), memberIds, formation: { kind: 'regular', files: 3, ranks: 2 }, facingDeg, profile: { moveIn: 3 } }, members };
}

/** `base` (a test-game scenario: testRuleset.testGameScenario) with the two units added. */
export function testUnitScenario(base: Scenario): Scenario {
  const ua = unitOf('ua', 'a', 0, { frontLeft: { x: 1, y: 8 } });
  const ub = unitOf('ub', 'b', 180, { frontCentre: { x: 20, y: 10 } });
  return { ...base, figures: [...base.figures, ...ua.members, ...ub.members], units: [ua.unit, ub.unit] };
}
