/**
 * A unit's drop made stale while the session fetches the unit drag's module (unitDropAction.ts):
 * this file imports neither unitDrag.ts nor its selectors before the drop (vitest gives each file
 * its own modules).
 */
import { describe, expect, it, vi } from 'vitest';
import { registeredUnitDropAction } from './unitDropAction';
import { unitDropGame } from './testing/unitDropGame';

describe('a unit\'s drop made stale while the unit drag\'s module is fetched', () => {
  it('the table changed before the module arrived (a new game): the drop is dropped, never applied to the new table', async () => {
    const { store, tray, drag, newGame } = unitDropGame();
    expect(registeredUnitDropAction()).toBeNull();
    const before = tray().centre;
    drag();
    newGame();
    await import('./unitDrag');
    await vi.waitFor(() => expect(registeredUnitDropAction()).not.toBeNull());
    await new Promise((r) => setTimeout(r, 0));
    expect(tray().centre).toEqual(before);
    expect(store.getState().game!.timeline.present.log.filter((e) => e.kind !== 'setup')).toHaveLength(0);
  });
});
