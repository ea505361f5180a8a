/**
 * The rules' sight verdict (Ruleset.sightVerdict, issue 13 bug 8) on the bundled scenarios, against
 * the Shoot action's own judgement for every enemy pair (one answer per fact: where the shot is
 * refused for sight the verdict is blocked by the same rule; In the Way rolled ⇔ cover), and the
 * class of LOTOW-SHOOT-INTHEWAY-4: every terrain kind whose default (terrainDefaults.ts) has an In
 * the Way value is rolled for when the line of fire crosses it. Here, not beside the rules, because
 * it reads the bundled files and the kinds' defaults (scenario/).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newGame } from '../engine/replay';
import { startTimeline, timelineApply } from '../engine/timeline';
import type { Timeline } from '../engine/timeline';
import { TERRAIN_KINDS } from '../los/terrain';
import type { TerrainKind } from '../los/terrain';
import { lotowRuleset } from '../rules/lotow';
import type { LotowState } from '../rules/lotow/lotowTypes';
import type { LotowFigState, LotowFlow } from '../rules/lotow/lotowTypes';
import { piece, rect } from '../rules/lotow/mounts/testing/lotowTestState';
import { planShot } from '../rules/lotow/shooting/shotPlan';
import { lotowSightVerdict } from '../rules/lotow/shooting/sightVerdict';
import { gunman, shoot, shootState } from '../rules/lotow/shooting/testing/shootTestState';
import { sbhRuleset } from '../rules/sbh';
import { planShot as sbhPlanShot } from '../rules/sbh/combat/shotPlan';
import { sbhSightVerdict } from '../rules/sbh/combat/sightVerdict';
import type { SbhState } from '../rules/sbh/sbhTypes';
import { parseScenarioText } from './parseScenario';
import { TERRAIN_DEFAULTS } from './terrainDefaults';

describe('Dust Creek: the tool and the Shoot button agree', () => {
  const parsed = parseScenarioText(readFileSync('public/scenarios/demo-town.json', 'utf8'));
  if (!parsed.ok) throw new Error('the demo does not parse');
  const g = newGame(lotowRuleset, parsed.scenario, {}, 3);
  if (!g.ok) throw new Error('no game');
  let tl: Timeline<LotowFlow, LotowFigState> = startTimeline(g.state);
  for (let i = 0; i < 4 && tl.present.flow.phase !== 'shoot'; i++) {
    const r = timelineApply(lotowRuleset, tl, { type: 'endPhase', side: tl.present.flow.order[tl.present.flow.active]! });
    if (r.ok) tl = r.timeline;
  }
  const state = tl.present as LotowState;

  it('is in the Shoot phase', () => expect(state.flow.phase).toBe('shoot'));

  it('LOTOW-SHOOT-LOS-1 / INTHEWAY-2: for every enemy pair the verdict is the shot\'s — blocked iff refused for sight, cover iff In the Way is rolled', () => {
    const side = state.flow.order[state.flow.active];
    let pairs = 0;
    for (const o of state.scenario.figures.filter((f) => f.side === side)) {
      for (const t of state.scenario.figures.filter((f) => f.side !== o.side)) {
        const v = lotowSightVerdict(state, o.id, t.id)!;
        const shot = planShot(state, shoot(state, o.id, t.id));
        if (shot.plan === null) continue;
        pairs++;
        const sightRefused = shot.refusal !== null && ['LOTOW-SHOOT-LOS-1', 'LOTOW-SHOOT-LOS-2', 'LOTOW-SPOT-1'].includes(shot.refusal.ruleId);
        expect(v.verdict === 'blocked').toBe(sightRefused);
        if (!sightRefused) expect(v.verdict === 'cover').toBe(shot.plan.rolled.length > 0);
        expect(v.visibleFraction).toBe(shot.plan.visibleFraction);
      }
    }
    expect(pairs).toBeGreaterThan(10);
  });
});

describe('Elder Hollow: the tool and the Shoot button agree', () => {
  const parsed = parseScenarioText(readFileSync('public/scenarios/sbh-elder-hollow.json', 'utf8'));
  if (!parsed.ok) throw new Error('Elder Hollow does not parse');
  const game = newGame(sbhRuleset, parsed.scenario, {}, 7);
  if (!game.ok) throw new Error('no game');
  const state = game.state as SbhState;

  it('SBH-GAP-13 (issue 13, bug 8): Mira sees Vasha "100%" by geometry, and the rules say Elder Wood blocks it', () => {
    const v = sbhRuleset.sightVerdict!(state, 'mira', 'vasha');
    expect(v).toMatchObject({ verdict: 'blocked', ruleId: 'SBH-GAP-13' });
    expect(sbhPlanShot(state, 'mira', 'vasha').refusal).toMatchObject({ ruleId: 'SBH-GAP-13' });
  });

  it('every enemy pair: a shot refused for sight is blocked by the same rule; an allowed shot is visible or in cover', () => {
    const sightRules = new Set(['SBH-WOOD-2', 'SBH-WOOD-3', 'SBH-WOOD-5', 'SBH-COVER-1', 'SBH-GAP-13']);
    let checked = 0;
    for (const o of state.scenario.figures) {
      for (const t of state.scenario.figures) {
        if (o.side === t.side) continue;
        const v = sbhSightVerdict(state, o.id, t.id)!;
        const shot = sbhPlanShot(state, o.id, t.id);
        if (shot.plan === null) continue; // no ranged weapon: the verdict still stands, nothing to compare
        checked++;
        const r = shot.refusal;
        if (r !== null && sightRules.has(r.ruleId)) expect(v).toMatchObject({ verdict: 'blocked', ruleId: r.ruleId });
        else expect(v.verdict).not.toBe('blocked');
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});

describe('LOTOW-SHOOT-INTHEWAY-4: every kind with a catalog value is In the Way when crossed', () => {
  const S = gunman({ id: 's', x: 2, y: 12 });
  const T = gunman({ id: 't', x: 10, y: 12, side: 'b' });
  const table = (terrain: Parameters<typeof shootState>[0]['terrain']) => shootState({ figures: [S, T], terrain });
  // The class: every kind with a catalog value, placed across the line at x 7–9 (solid kinds 0.6″
  // high, so they hide part of the target and leave the rest seen), is In the Way with its value.
  const valued = TERRAIN_KINDS.filter((k): k is TerrainKind => TERRAIN_DEFAULTS[k].inTheWay !== null);
  it('has kinds to check (scrub among them)', () => expect(valued).toContain('scrub'));
  for (const kind of valued) {
    const d = TERRAIN_DEFAULTS[kind];
    it(`LOTOW-SHOOT-INTHEWAY-4: ${kind} (${d.inTheWay}+, sight ${d.sight}) crossed by the line is rolled for`, () => {
      const p = piece({ id: kind, name: kind, kind, footprint: rect(7, 10, 2, 4), heightIn: d.sight === 'area' ? 1 : 0.6, ...d, impassable: false });
      const s = table([p]);
      const plan = planShot(s, shoot(s, 's', 't')).plan!;
      expect(plan.visible).toBe(true);
      expect(plan.rolled.find((i) => i.id === kind)).toMatchObject({ value: d.inTheWay });
    });
  }
});
