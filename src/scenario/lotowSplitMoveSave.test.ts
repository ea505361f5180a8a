/**
 * An old LOTOW save in which a figure moved again after another had moved (split moves), and whose
 * shots were judged with the catalog's placeholder move limits (rifle: no move; pistol: ½). Issue 13
 * added two options that change both: `moveOnce` (LOTOW-MOVE-ONCE) and `weaponMoveLimits`
 * (LOTOW-GAP-11). A save records every option its build knew, so a save without these keys was made
 * before them; `legacyDefault` replays it under the old behaviour, and its hash (which covers the
 * options it names: scenario/hashAsSaved.ts) matches.
 *
 * The fixture was written by the build before issue 13 (`skirmish new demo-town --seed 42`, then
 * `apply`): Pete moves 2″, Dutch 5½″, Pete 1″ more (the split move), Jack 2″, both sides end the Move
 * phase, Ellie (rifle, not moved) shoots Dutch, and both end the Shoot phase.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createShippedRegistry } from '../rules/registry';
import { parseSaveText } from './loadSave';

const text = readFileSync(new URL('./fixtures/lotow-split-moves.save.json', import.meta.url), 'utf8');
const saved = JSON.parse(text) as { stateHash: string; options: Record<string, unknown>; actions: { type: string; figureId?: string }[] };

describe('an old save with split moves still loads and replays', () => {
  it('LOTOW-MOVE-ONCE: the save predates the option and holds a split move (Pete, Dutch, Pete)', () => {
    expect(saved.options).not.toHaveProperty('moveOnce');
    expect(saved.options).not.toHaveProperty('weaponMoveLimits');
    expect(saved.actions.slice(0, 3).map((a) => a.figureId)).toEqual(['pete', 'dutch', 'pete']);
  });

  it('LOTOW-MOVE-ONCE LOTOW-GAP-11: it loads to the hash written in it, with both options at their old values', () => {
    const loaded = parseSaveText(text, createShippedRegistry());
    if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join('; '));
    expect(loaded.state.options).toMatchObject({ moveOnce: false, weaponMoveLimits: 'catalog' });
    expect(loaded.state.figureState.pete).toMatchObject({ movedIn: expect.closeTo(3, 6) });
    expect((loaded.state.flow as { movingFigureId?: string }).movingFigureId).toBeUndefined();
    expect(loaded.state.log.filter((e) => e.kind === 'action')).toHaveLength(9);
  });

  it('LOTOW-MOVE-ONCE: the same steps under the new default are refused at Pete\'s second move (the fixture tests the option)', () => {
    const withNew = JSON.stringify({ ...JSON.parse(text), options: { ...saved.options, moveOnce: true } });
    const loaded = parseSaveText(withNew, createShippedRegistry());
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.problems[0]).toMatchObject({ path: 'actions[2]', code: 'refused', params: { ruleId: 'LOTOW-MOVE-ONCE' } });
  });

  it('a save whose state differs in anything but the options it lacks is still refused (hashMismatch)', () => {
    const tampered = JSON.stringify({ ...JSON.parse(text), stateHash: '0000000000000000' });
    const loaded = parseSaveText(tampered, createShippedRegistry());
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.problems[0]).toMatchObject({ path: 'stateHash', code: 'hashMismatch' });
  });
});
