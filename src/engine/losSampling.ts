/**
 * Which sample pattern a game's line of sight uses (los/losSamples.ts), as an option every ruleset
 * lists: `edges` in new games (a sliver of a body over a wall or past a corner is seen, and its share
 * reported), `centres` for games saved before it existed (their shares were multiples of 1/20, and
 * their steps replay only with those: `legacyDefault`).
 */
import type { LosSampling } from '../los/losSamples';
import { DEFAULT_LOS_SAMPLING, LOS_SAMPLINGS } from '../los/losSamples';
import type { OptionSpec } from './ruleset';
import type { ResolvedOptions } from './state';

export const LOS_SAMPLING_KEY = 'losSampling';

/** The option, named by the ruleset's own catalog rule for "any visible part counts". */
export function losSamplingOption(catalogId: string): OptionSpec {
  return {
    key: LOS_SAMPLING_KEY, kind: 'option', type: 'enum', default: DEFAULT_LOS_SAMPLING, legacyDefault: 'centres',
    choices: LOS_SAMPLINGS, labelKey: 'engine.option.losSampling', catalogId,
  };
}

/** The game's pattern: its option, or `edges` for a ruleset that lists none. */
export function losSamplingOf(options: ResolvedOptions): LosSampling {
  return options[LOS_SAMPLING_KEY] === 'centres' ? 'centres' : DEFAULT_LOS_SAMPLING;
}
