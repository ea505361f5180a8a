/**
 * Unit manoeuvres: the intent read back as built, bad params refused with a reason, where each
 * manoeuvre puts a 3 × 2 unit of 25 mm bases, and that the reach agrees with the cost.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { moveAction, readMoveFacing } from './intents';
import type { Manoeuvre } from './manoeuvre';
import { readManoeuvre, unitMoveAction } from './manoeuvre';
import { applyManoeuvre, manoeuvreUnit, wheelCostIn } from './manoeuvreUnit';
import type { Scenario } from './model';
import { testScenario } from './testScenario';
import { testGameScenario } from './testing/testRuleset';
import { testUnitScenario } from './testing/testUnitScenario';
import { unitGeometry } from './unitGeometry';
import { unitReach, withinReach } from './unitReach';

const scenario = testUnitScenario(testGameScenario(testScenario));
const ua = scenario.units![0]!;
const SLOT_IN = 25 / 25.4;
const geometryAfter = (s: Scenario) => unitGeometry(s.units![0]!, s.figures)!;
const run = (m: Manoeuvre) => {
  const r = manoeuvreUnit(scenario, 'ua', m);
  if (!r.ok) throw new Error(r.why);
  return { r, after: applyManoeuvre(scenario, r) };
};
const member = (s: Scenario, id: string) => s.figures.find((f) => f.id === id)!;

describe('unit manoeuvres as intents', () => {
  it('UNIT-MOVE-1: each manoeuvre reads back as it was built', () => {
    const all: Manoeuvre[] = [
      { kind: 'advance', distanceIn: 3 }, { kind: 'advance', distanceIn: 2, driftIn: -0.5 }, { kind: 'wheel', corner: 'right', angleDeg: 30 },
      { kind: 'turn', angleDeg: -90 }, { kind: 'reform', files: 2, ranks: 3 }, { kind: 'free', path: [{ x: 1, y: 2 }], facingDeg: 45 },
    ];
    for (const m of all) expect(readManoeuvre(unitMoveAction(ua, m))).toEqual({ ok: true, manoeuvre: m });
    expect(unitMoveAction(ua, all[0]!)).toMatchObject({ type: 'move', side: 'a', figureId: 'ua' });
    expect(readManoeuvre(moveAction(member(scenario, 'a1'), [{ x: 3, y: 3 }]))).toBeNull();
  });

  it('UNIT-MOVE-2: bad manoeuvres are refused with a reason', () => {
    const bad = [
      'x', null, [], { kind: 'jump' }, { kind: 'advance', distanceIn: -1 }, { kind: 'advance', distanceIn: Infinity },
      { kind: 'advance', distanceIn: 1, driftIn: 'left' }, { kind: 'wheel', corner: 'middle', angleDeg: 10 }, { kind: 'wheel', corner: 'left', angleDeg: 0 },
      { kind: 'wheel', corner: 'left', angleDeg: 181 }, { kind: 'turn', angleDeg: 45 }, { kind: 'reform', files: 1.5, ranks: 2 }, { kind: 'reform', files: 0, ranks: 2 },
      { kind: 'free', path: [] }, { kind: 'free', path: [{ x: 1 }] }, { kind: 'free', path: [{ x: 1, y: 1 }], facingDeg: NaN },
    ];
    for (const manoeuvre of bad) {
      const r = readManoeuvre({ params: { manoeuvre: manoeuvre as never } });
      expect(r?.ok, JSON.stringify(manoeuvre)).toBe(false);
      if (r !== null && !r.ok) expect(r.why.length).toBeGreaterThan(10);
    }
  });

  it('UNIT-MOVE-3: a figure\'s move may end with a facing, normalised into [0, 360)', () => {
    const a1 = member(scenario, 'a1');
    expect(readMoveFacing(moveAction(a1, [{ x: 3, y: 3 }], undefined, -90))).toEqual({ ok: true, facingDeg: 270 });
    expect(readMoveFacing(moveAction(a1, [{ x: 3, y: 3 }]))).toEqual({ ok: true, facingDeg: null });
    expect(moveAction(a1, [{ x: 3, y: 3 }]).params).not.toHaveProperty('facingDeg');
    expect(readMoveFacing({ params: { facingDeg: 'north' } }).ok).toBe(false);
  });
});

describe('where a manoeuvre puts a 3 × 2 unit facing north', () => {
  it('UNIT-MOVE-4: an advance of 2″ moves every member 2″ north, drift to its right moves them east', () => {
    const { r, after } = run({ kind: 'advance', distanceIn: 2, driftIn: 0.5 });
    for (const id of ua.memberIds) {
      expect(member(after, id).x - member(scenario, id).x).toBeCloseTo(0.5, 9);
      expect(member(after, id).y - member(scenario, id).y).toBeCloseTo(-2, 9);
    }
    expect(r.costIn).toBeCloseTo(Math.hypot(2, 0.5), 9);
  });

  it('UNIT-MOVE-5: a wheel on the right corner costs frontage × angle and turns the unit right about that corner', () => {
    const { r, after } = run({ kind: 'wheel', corner: 'right', angleDeg: 30 });
    expect(r.costIn).toBeCloseTo(3 * SLOT_IN * Math.PI / 6, 9);
    expect(r.unit.facingDeg).toBe(30);
    const before = unitGeometry(ua, scenario.figures)!;
    const g = geometryAfter(after);
    expect(g.edges.front.b.x).toBeCloseTo(before.edges.front.b.x, 9);
    expect(g.edges.front.b.y).toBeCloseTo(before.edges.front.b.y, 9);
    // The outer (left) corner travelled an arc of that length: its chord is 2 · r · sin(θ/2).
    const chord = Math.hypot(g.edges.front.a.x - before.edges.front.a.x, g.edges.front.a.y - before.edges.front.a.y);
    expect(chord).toBeCloseTo(2 * 3 * SLOT_IN * Math.sin(Math.PI / 12), 9);
  });

  it('UNIT-MOVE-6: a turn of 180° swaps front and rear, in place', () => {
    const before = unitGeometry(ua, scenario.figures)!;
    const { r, after } = run({ kind: 'turn', angleDeg: 180 });
    const g = geometryAfter(after);
    expect(r.unit.facingDeg).toBe(180);
    expect(r.costIn).toBe(0);
    expect(g.tray.centre.x).toBeCloseTo(before.tray.centre.x, 9);
    expect(g.edges.front.a.x).toBeCloseTo(before.edges.rear.b.x, 9);
    expect(g.edges.front.a.y).toBeCloseTo(before.edges.rear.b.y, 9);
  });

  it('UNIT-MOVE-7: reforming to 2 files × 3 ranks keeps the front rank’s centre and puts each member in its new slot', () => {
    const before = unitGeometry(ua, scenario.figures)!;
    const { r, after } = run({ kind: 'reform', files: 2, ranks: 3 });
    expect(r.unit.formation).toEqual({ kind: 'regular', files: 2, ranks: 3 });
    const g = geometryAfter(after);
    expect(g.frontRankCentre.x).toBeCloseTo(before.frontRankCentre.x, 9);
    expect(g.frontRankCentre.y).toBeCloseTo(before.frontRankCentre.y, 9);
    expect(g.tray.widthIn).toBeCloseTo(2 * SLOT_IN, 9);
    for (const m of g.members) expect(m.offsetIn).toBeLessThan(1e-9);
    expect(r.costIn).toBeGreaterThan(0);
    expect(manoeuvreUnit(scenario, 'ua', { kind: 'reform', files: 4, ranks: 1 })).toMatchObject({ ok: false });
    expect(manoeuvreUnit(scenario, 'ua', { kind: 'reform', files: 3, ranks: 3 })).toMatchObject({ ok: false });
  });

  it('UNIT-MOVE-8: a regular unit does not move freely; an irregular one does not wheel', () => {
    expect(manoeuvreUnit(scenario, 'ua', { kind: 'free', path: [{ x: 5, y: 5 }] })).toMatchObject({ ok: false });
    const loose = { ...scenario, units: scenario.units!.map((u) => ({ ...u, formation: { kind: 'irregular' as const } })) };
    expect(manoeuvreUnit(loose, 'ua', { kind: 'wheel', corner: 'left', angleDeg: 10 })).toMatchObject({ ok: false });
    const free = manoeuvreUnit(loose, 'ua', { kind: 'free', path: [{ x: 4, y: 4 }, { x: 6, y: 4 }], facingDeg: 90 });
    expect(free.ok && [free.unit.facingDeg, free.trayAfter.centre.x, free.trayAfter.centre.y]).toEqual([90, 6, 4]);
    expect(manoeuvreUnit(scenario, 'nobody', { kind: 'turn', angleDeg: 90 })).toMatchObject({ ok: false });
  });
});

describe('manoeuvre properties', () => {
  const manoeuvre: fc.Arbitrary<Manoeuvre> = fc.oneof(
    fc.record({ kind: fc.constant('advance' as const), distanceIn: fc.double({ min: 0, max: 10, noNaN: true }), driftIn: fc.double({ min: -2, max: 2, noNaN: true }) }),
    fc.record({ kind: fc.constant('wheel' as const), corner: fc.constantFrom('left' as const, 'right' as const), angleDeg: fc.double({ min: 0.01, max: 180, noNaN: true }) }),
    fc.record({ kind: fc.constant('turn' as const), angleDeg: fc.constantFrom(90 as const, -90 as const, 180 as const) }),
    fc.record({ kind: fc.constant('reform' as const), files: fc.constantFrom(1, 2, 3, 6), ranks: fc.constant(0) }).map((m) => ({ ...m, ranks: Math.ceil(6 / m.files) })),
  );

  it('UNIT-MOVE-9: after any manoeuvre every member is in its slot, and a built action reads back', () => {
    fc.assert(fc.property(manoeuvre, (m) => {
      const { r, after } = run(m);
      for (const p of geometryAfter(after).members) expect(p.offsetIn).toBeLessThan(1e-6);
      expect(r.members).toHaveLength(6);
      expect(readManoeuvre(unitMoveAction(ua, m))).toEqual({ ok: true, manoeuvre: m });
    }));
  });

  it('UNIT-MOVE-10: an advance and the advance back restore every member; four quarter turns are none', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 10, noNaN: true }), fc.double({ min: -2, max: 2, noNaN: true }), (d, drift) => {
      const there = applyManoeuvre(scenario, manoeuvreUnit(scenario, 'ua', { kind: 'advance', distanceIn: d, driftIn: drift }) as never);
      const turned = applyManoeuvre(there, manoeuvreUnit(there, 'ua', { kind: 'turn', angleDeg: 180 }) as never);
      const back = applyManoeuvre(turned, manoeuvreUnit(turned, 'ua', { kind: 'advance', distanceIn: d, driftIn: drift }) as never);
      let s = back;
      for (let k = 0; k < 2; k++) s = applyManoeuvre(s, manoeuvreUnit(s, 'ua', { kind: 'turn', angleDeg: 90 }) as never);
      for (const id of ua.memberIds) {
        expect(member(s, id).x).toBeCloseTo(member(scenario, id).x, 9);
        expect(member(s, id).y).toBeCloseTo(member(scenario, id).y, 9);
      }
      expect(s.units![0]!.facingDeg).toBeCloseTo(0, 9);
    }));
  });

  it('UNIT-REACH-1: the reach allows a wheel or an advance exactly when its cost is within the allowance', () => {
    fc.assert(fc.property(manoeuvre, fc.double({ min: 0, max: 8, noNaN: true }), (m, allowanceIn) => {
      fc.pre(m.kind === 'advance' || m.kind === 'wheel');
      const reach = unitReach(scenario, 'ua', m.kind as 'advance' | 'wheel', allowanceIn, 2)!;
      const r = manoeuvreUnit(scenario, 'ua', m);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(withinReach(reach, m)).toBe(r.costIn <= allowanceIn + 1e-9);
    }));
  });

  it('UNIT-REACH-2: the widest wheel the reach shows costs the whole allowance, and its front edge is where that wheel ends', () => {
    const reach = unitReach(scenario, 'ua', 'wheel', 2, 0)!;
    expect(reach.kind).toBe('wheel');
    if (reach.kind !== 'wheel') return;
    expect(wheelCostIn(3 * SLOT_IN, reach.maxAngleDeg)).toBeCloseTo(2, 9);
    const r = manoeuvreUnit(scenario, 'ua', { kind: 'wheel', corner: 'left', angleDeg: reach.maxAngleDeg });
    expect(r.ok && r.frontEdgeAfter.b.x).toBeCloseTo(reach.left.frontEdgeAtMax.b.x, 9);
    expect(r.ok && r.frontEdgeAfter.b.y).toBeCloseTo(reach.left.frontEdgeAtMax.b.y, 9);
    const advance = unitReach(scenario, 'ua', 'advance', 2)!;
    expect(advance.kind === 'advance' && advance.frontEdgeAtMax.a.y).toBeCloseTo(8 - 2, 9);
  });
});
