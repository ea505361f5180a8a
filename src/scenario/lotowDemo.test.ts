/**
 * The demo town under the shipped LOTOW ruleset, end to end in Node: the profiles are valid, the
 * Drop starts the game, the reach area agrees with the rules' check, a move within reach is made
 * and one beyond it is refused with its reason and rule ID.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { applyAction } from '../engine/applyAction';
import { fixedDice } from '../engine/dice';
import { moveAction } from '../engine/intents';
import { cellCentreAt, destinationSurface } from '../engine/movementArea';
import { newGame } from '../engine/replay';
import { REACH } from '../engine/ruleset';
import { lotowRuleset } from '../rules/lotow';
import type { LotowState } from '../rules/lotow/lotowTypes';
import { parseScenarioText } from './parseScenario';

const parsed = parseScenarioText(readFileSync('public/scenarios/demo-town.json', 'utf8'));
if (!parsed.ok) throw new Error('the demo must parse');
const demo = parsed.scenario;

function start(): LotowState {
  // Callahans win the Drop: 6 against 2.
  const g = newGame(lotowRuleset, demo, {}, 7, fixedDice([6, 2]));
  if (!g.ok) throw new Error(g.problems.map((p) => p.message).join('; '));
  return g.state;
}

describe('the demo under LOTOW', () => {
  it('starts: valid profiles, the Drop gives the Callahans the Advantage and the first move', () => {
    const s = start();
    expect(s.flow).toMatchObject({ advantage: 'callahan', phase: 'move' });
    expect(s.actors).toEqual(['callahan']);
  });

  it('LOTOW-GAP-02: Jack (6″) may walk 3″ east; 7″ is refused with the reason and the rule ID', () => {
    const s = start();
    const jack = s.scenario.figures.find((f) => f.id === 'jack')!;
    const far = applyAction(lotowRuleset, s, moveAction(jack, [{ x: jack.x + 7, y: jack.y }]));
    expect(far.ok).toBe(false);
    if (!far.ok) expect(far.refusal.message).toMatch(/LOTOW-/);
    const near = applyAction(lotowRuleset, s, moveAction(jack, [{ x: jack.x + 3, y: jack.y }]));
    if (!near.ok) throw new Error(near.refusal.message);
    const moved = near.state.scenario.figures.find((f) => f.id === 'jack')!;
    expect(moved.x).toBeCloseTo(jack.x + 3, 1);
    expect(near.state.figureState.jack?.movedIn).toBeCloseTo(3, 1);
  });

  it('the reach area and the check agree on a sample of cells', () => {
    const s = start();
    const area = lotowRuleset.movementArea!(s, 'jack')!;
    expect(area.allowanceIn).toBe(6);
    const jack = s.scenario.figures.find((f) => f.id === 'jack')!;
    let checked = 0;
    for (let i = 0; i < area.cols * area.rows; i += 37) {
      const p = cellCentreAt(area, i);
      const surface = destinationSurface(area, p, null);
      const layer = area.layers.find((l) => l.surfaceId === surface);
      const reachable = (layer?.tiers[i] ?? REACH.none) !== REACH.none;
      const refusal = lotowRuleset.check(s, moveAction(jack, [p]));
      // A shaded cell is accepted; an unshaded one may still be, at the edge, where its centre is in
      // reach but its far side is not (moveEnd.ts): then for no more than the allowance.
      if (reachable) expect(refusal, `cell ${i} at (${p.x.toFixed(2)}, ${p.y.toFixed(2)}): ${refusal?.message ?? 'legal'}`).toBeNull();
      else if (refusal === null) expect(lotowRuleset.previewAction!(s, moveAction(jack, [p]))!.lines[0]!.params.costIn as number).toBeLessThanOrEqual(area.allowanceIn);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });
});
