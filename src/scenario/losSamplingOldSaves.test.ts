/**
 * Games saved before the line-of-sight pattern became an option (`losSampling`, legacy `centres`:
 * engine/losSampling.ts) replay with the 20-sample pattern they were played with. The save here is
 * written as that build wrote it: the state played under `centres`, the file's options and hash
 * without the key (the old build's state had none; everything else is identical, the `centres`
 * pattern being the old one bit for bit: los/lineOfSight.test.ts).
 *
 * The table (shooting/testing/shootTestState.ts): gunman `s` at (2, 12) shoots `t` at (10, 12)
 * past a 3+ post at x 9–9.1, y 12.3–12.6. Old pattern: it stops the +3/8 column (y 12.323 there):
 * 25 % hidden, an In the Way roll. New pattern: only the +0.48 column (y 12.413; +0.25 is at
 * 12.215): 13.5 %, under a quarter, no roll — so the two patterns replay the shot differently.
 */
import { describe, expect, it } from 'vitest';
import { serializeSave } from '../engine/saveFile';
import { isRollEvent } from '../engine/state';
import { stateHash } from '../engine/stateHash';
import { createShippedRegistry } from '../rules/registry';
import { gunman, post, shootState } from '../rules/lotow/shooting/testing/shootTestState';
import { lotowGame } from '../rules/lotow/testing/lotowGame';
import { parseSaveText } from './loadSave';

const scenario = shootState({
  figures: [gunman({ id: 's', x: 2, y: 12 }), gunman({ id: 't', x: 10, y: 12, side: 'b' })],
  terrain: [post('post', 9, 12.3, 0.1, 0.3, 2, 3)],
}).scenario;

/** The game to the shot, under `losSampling`. */
function played(losSampling: 'edges' | 'centres') {
  const g = lotowGame(scenario, { seed: 5, options: { losSampling } });
  for (let i = 0; i < 12 && g.state.flow.phase !== 'shoot'; i++) g.endPhase();
  return g.shoot('s', 't', [6, 6, 6]);
}

const inTheWayRolls = (g: ReturnType<typeof played>) => g.events.filter(isRollEvent).filter((e) => e.purpose === 'lotow.shoot.inTheWayPiece').length;

describe('losSampling: saves from before the option', () => {
  it('LOTOW-PRONE-2: the two patterns judge the post differently (so the test below can fail)', () => {
    expect(inTheWayRolls(played('centres'))).toBe(1);
    expect(inTheWayRolls(played('edges'))).toBe(0);
  });

  it('LOTOW-PRONE-2: a save that does not name `losSampling` replays with the 20-sample pattern, to its hash', () => {
    const g = played('centres');
    const { losSampling: _dropped, ...oldOptions } = g.state.options;
    const file = { ...serializeSave(g.state, scenario), options: oldOptions, stateHash: stateHash({ ...g.state, options: oldOptions }) };
    const loaded = parseSaveText(JSON.stringify(file), createShippedRegistry());
    if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join('; '));
    expect(loaded.state.options.losSampling).toBe('centres');
    expect(loaded.state.log.flatMap((e) => ('events' in e ? e.events : [])).filter(isRollEvent).some((e) => e.purpose === 'lotow.shoot.inTheWayPiece')).toBe(true);
  });

  it('a new game and its save use the 30-sample pattern, and the save names it', () => {
    const g = lotowGame(scenario, { seed: 5 });
    expect(g.state.options.losSampling).toBe('edges');
    expect(serializeSave(g.state, scenario).options.losSampling).toBe('edges');
  });
});
