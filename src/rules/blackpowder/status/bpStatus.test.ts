import { describe, expect, it } from 'vitest';
import { coverPiece, rect } from '../cover/testCoverScenario';
import { withBpFigState } from '../flow/bpTypes';
import { cm } from '../flow/testing/flowTestKit';
import { act, fireScenario, shoot, startFireGame } from '../families/testing/fireTestingKit';
import { readBpEvents } from '../outcome/bpOutcome';
import { bpFigureStatus } from './bpFigureStatus';
import { bpMeasureBands } from './bpMeasureBands';
import { bpSightVerdict } from './bpSightVerdict';

const keys = (lines: readonly { labelKey: string }[]): string[] => lines.map((l) => l.labelKey.replace('blackpowder.status.', ''));

describe('the card and badges (figureStatus)', () => {
  it('BP-DMG-1 / BP-GAP-05 / BP-GAP-06: Suppressed, unloaded and running are told; Out of Action alone', () => {
    let s = withBpFigState(startFireGame(), 'zA', { suppressed: true, loaded: false, running: { round: 1, until: 'nextActivation' } });
    expect(keys(bpFigureStatus(s, 'zA'))).toEqual(['suppressed', 'running', 'unloaded']);
    s = withBpFigState(s, 'zA', { outOfAction: true });
    expect(keys(bpFigureStatus(s, 'zA'))).toEqual(['outOfAction']);
    expect(bpFigureStatus(s, 'nobody')).toEqual([]);
  });
  it('BP-GAP-03: the actor\'s actions this turn after a shot', () => {
    const r = act(startFireGame(), shoot('pA', 'zA', [6, 5, 1]));
    expect(keys(bpFigureStatus(r.state, 'pA'))).toContain('unloaded');
  });
});

describe('the LOS tool (sightVerdict)', () => {
  it('BP-OBST-2: a Hidden target is blocked; BP-COVER-1: behind a wall, hard cover; else visible', () => {
    const open = startFireGame();
    expect(bpSightVerdict(open, 'pA', 'zA')?.verdict).toBe('visible');
    expect(bpSightVerdict(withBpFigState(open, 'zA', { hidden: true }), 'pA', 'zA')).toMatchObject({ verdict: 'blocked', ruleId: 'BP-OBST-2' });
    const wall = coverPiece({ id: 'wall', footprint: rect(cm(44), cm(36), cm(12), cm(1)), heightIn: 0.5, cover: 'hard' });
    const behind = startFireGame({}, fireScenario([wall]));
    expect(bpSightVerdict(behind, 'pA', 'zA')).toMatchObject({ verdict: 'cover', ruleId: 'BP-COVER-1', reasonKey: 'sight.blackpowder.hardCover' });
    expect(bpSightVerdict(open, 'pA', 'pA')).toBeNull();
  });
});

describe('the Measure tool (measureBands)', () => {
  it('BP-GAP-05 / BP-GAP-07: the lengths in cm, shortest first, from the options', () => {
    const bands = bpMeasureBands(startFireGame());
    expect(bands.map((b) => b.lengthCm)).toEqual([8, 10, 16, 25, 40, 50, 80]);
    expect(bands[0]).toMatchObject({ labelKey: 'blackpowder.band.chainLink', lengthCm: 8 });
    const longer = bpMeasureBands(startFireGame({ rifledLongCm: 100 }));
    expect(longer.find((b) => b.labelKey === 'blackpowder.band.rifledLong')?.lengthCm).toBe(100);
  });
});

describe('the outcome reader', () => {
  it('BP-VOLLEY-2 / BP-DMG-1: the volley reads as hits against the number needed, the damage test with its verdict', () => {
    const r = act(startFireGame(), shoot('pA', 'zA', [6, 5, 4]));
    const reading = readBpEvents(r.events);
    const volley = reading.rolls.find((x) => x?.meaning.key === 'results.blackpowder.volleyHits');
    expect(volley).toMatchObject({ total: 11, against: 9, verdict: 'passed', meaning: { params: { hits: 1 } } });
    expect(reading.parts.map((p) => p.word.key)).toContain('results.blackpowder.hitDamage');
  });
});
