/**
 * The Measure tool in the ruleset's units (Ruleset.measureBands: SBH's sticks): which named length
 * the measured distance is within, read from the rules, never duplicated here. Null when the
 * ruleset has no bands (LOTOW, the free table: inches only), nothing is measured, or the replay
 * viewer shows another table.
 */
import type { MeasureBand } from '../engine/ruleset';
import type { GameState } from '../engine/state';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import { selectMeasureView } from './measureViewSelectors';
import type { StoreState } from './storeState';
import { selectScenario } from './scenarioSelectors';

export interface MeasureBandView {
  /** The shortest band the distance is within, or the longest when it is beyond them all. */
  readonly band: MeasureBand;
  readonly within: boolean;
  /** The rules measure in cm (every band gives its cm): show the distance in cm too. */
  readonly inCm: boolean;
}

/** Tolerance so a distance of exactly one stick is within it, inches. */
const SLACK_IN = 1e-9;

let last: { present: GameState; registry: RulesetRegistry; bands: readonly MeasureBand[] } | null = null;
function bandsOf(present: GameState, registry: RulesetRegistry): readonly MeasureBand[] {
  if (last !== null && last.present === present && last.registry === registry) return last.bands;
  const ruleset = registry.get(present.rulesetId);
  let bands: readonly MeasureBand[] = [];
  try {
    bands = ruleset?.measureBands?.(present) ?? [];
  } catch {
    bands = [];
  }
  last = { present, registry, bands: [...bands].sort((a, b) => a.lengthIn - b.lengthIn) };
  return last.bands;
}

/** The band a distance (inches) falls in, from bands sorted shortest first; null without bands. */
export function measureBandOf(bands: readonly MeasureBand[], distanceIn: number): MeasureBandView | null {
  if (bands.length === 0) return null;
  const inCm = bands.every((b) => b.lengthCm !== undefined);
  const within = bands.find((b) => distanceIn <= b.lengthIn + SLACK_IN);
  return within !== undefined ? { band: within, within: true, inCm } : { band: bands[bands.length - 1]!, within: false, inCm };
}

let lastView: { bands: readonly MeasureBand[]; band: MeasureBand; within: boolean; view: MeasureBandView } | null = null;

/** The band of the distance measured now; the same object while the band and the verdict stay (a store selector). */
export function selectMeasureBand(state: StoreState): MeasureBandView | null {
  const view = selectMeasureView(state);
  const present = state.game?.timeline.present;
  if (view === null || present === undefined || present.scenario !== selectScenario(state)) return null;
  const bands = bandsOf(present, state.registry);
  const next = measureBandOf(bands, view.flatIn);
  if (next === null) return null;
  if (lastView !== null && lastView.bands === bands && lastView.band === next.band && lastView.within === next.within) return lastView.view;
  lastView = { bands, band: next.band, within: next.within, view: next };
  return next;
}
