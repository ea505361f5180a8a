/**
 * From a scenario to a line-of-sight scene: each figure becomes an upright solid over its base, as
 * tall as its stance, mount and scale make it, standing on the surface under it.
 *
 * Heights at 28 mm (the "heroic" scale the demo uses; a 28 mm figure's eye is about 28 mm up):
 *   standing 1.1″ tall, eye at 1.0″;  prone 0.3″, eye 0.25″;  mounted 1.6″, the rider's eye 1.45″.
 * Prone wins over mounted (a figure lying down is not in the saddle). Other scales scale all of them
 * by scaleMm / 28. `figure.heightIn` overrides the height; the eye keeps the stance's proportion of it.
 * The scale comes from `scenario.options.figureScaleMm` when that is a positive number, else 28.
 * The sample pattern is the game's (`losSamplingOption`, engine/losSampling.ts); `tableLosScene`
 * builds a table's scene once per scenario object and pattern.
 */
import type { LosSampling } from '../los/losSamples';
import { DEFAULT_LOS_SAMPLING } from '../los/losSamples';
import type { LosFigure, LosSceneInput } from '../los/losTypes';
import type { LosScene } from '../los/losScene';
import { buildLosScene } from '../los/losScene';
import { figureElevationIn, figureFootprint } from './figureGeometry';
import { losSamplingOf } from './losSampling';
import type { Figure, Scenario } from './model';
import type { ResolvedOptions } from './state';

/** The scale the heights below are given for, mm. */
export const DEFAULT_FIGURE_SCALE_MM = 28;

/** Height and eye height at 28 mm, inches, per posture. */
export const FIGURE_HEIGHTS_28MM = {
  standing: { heightIn: 1.1, eyeHeightIn: 1.0 },
  prone: { heightIn: 0.3, eyeHeightIn: 0.25 },
  mounted: { heightIn: 1.6, eyeHeightIn: 1.45 },
} as const;

/** The figure's height and eye height above its base, inches, at `scaleMm`. */
export function figureHeightsIn(figure: Figure, scaleMm: number = DEFAULT_FIGURE_SCALE_MM): { heightIn: number; eyeHeightIn: number } {
  const posture = figure.stance === 'prone' ? 'prone' : figure.mounted ? 'mounted' : 'standing';
  const base = FIGURE_HEIGHTS_28MM[posture];
  if (figure.heightIn !== undefined) {
    return { heightIn: figure.heightIn, eyeHeightIn: figure.heightIn * (base.eyeHeightIn / base.heightIn) };
  }
  const k = scaleMm / DEFAULT_FIGURE_SCALE_MM;
  return { heightIn: base.heightIn * k, eyeHeightIn: base.eyeHeightIn * k };
}

/** The figure scale of a scenario, mm: `options.figureScaleMm` when it is a positive number, else 28. */
export function scenarioFigureScaleMm(scenario: Scenario): number {
  const scale = scenario.options.figureScaleMm;
  return typeof scale === 'number' && Number.isFinite(scale) && scale > 0 ? scale : DEFAULT_FIGURE_SCALE_MM;
}

/** The figure as line of sight sees it: its base where it stands, on the surface under it. */
export function losFigureOf(scenario: Scenario, figure: Figure, scaleMm: number = scenarioFigureScaleMm(scenario)): LosFigure {
  return {
    id: figure.id,
    footprint: figureFootprint(figure),
    elevationIn: figureElevationIn(scenario, figure),
    ...figureHeightsIn(figure, scaleMm),
  };
}

export function losSceneInputOf(scenario: Scenario, sampling: LosSampling = DEFAULT_LOS_SAMPLING): LosSceneInput {
  const scaleMm = scenarioFigureScaleMm(scenario);
  return {
    table: scenario.table, sampling,
    pieces: scenario.terrain,
    figures: scenario.figures.map((f) => losFigureOf(scenario, f, scaleMm)),
  };
}

/** The line-of-sight scene of the table as it stands, sampled with `sampling`. */
export function losSceneOf(scenario: Scenario, sampling: LosSampling = DEFAULT_LOS_SAMPLING): LosScene {
  return buildLosScene(losSceneInputOf(scenario, sampling));
}

/**
 * The scenes of the few most recent tables. Every change of the table makes a new scenario object,
 * so identity is a safe key; a game keeps every past state for undo, so only the latest few are
 * kept (a WeakMap would keep a scene per state alive for the whole game).
 */
const RECENT_SCENES = 4;
const recentScenes: { scenario: Scenario; sampling: LosSampling; scene: LosScene }[] = [];

/** `losSceneOf`, built once per scenario object and pattern (candidates, previews and the board ask many times). */
export function tableLosScene(scenario: Scenario, sampling: LosSampling): LosScene {
  const hit = recentScenes.find((e) => e.scenario === scenario && e.sampling === sampling);
  if (hit !== undefined) return hit.scene;
  const scene = losSceneOf(scenario, sampling);
  recentScenes.unshift({ scenario, sampling, scene });
  if (recentScenes.length > RECENT_SCENES) recentScenes.pop();
  return scene;
}

/** The scene of a game's table, with the game's sample pattern (its `losSampling` option). */
export function gameLosScene(state: { readonly scenario: Scenario; readonly options: ResolvedOptions }): LosScene {
  return tableLosScene(state.scenario, losSamplingOf(state.options));
}
