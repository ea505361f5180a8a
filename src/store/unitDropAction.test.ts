/**
 * A unit's drop before the unit drag's module has loaded (unitDropAction.ts): this file imports
 * neither unitDrag.ts nor its selectors, so the session fetches the module at the drop (vitest
 * gives each file its own modules).
 */
import { describe, expect, it, vi } from 'vitest';
import { registeredUnitDropAction } from './unitDropAction';
import { unitDropGame } from './testing/unitDropGame';

describe('a unit\'s drop fetches the unit drag\'s module when nothing has loaded it', () => {
  it('the drop is dispatched once the module arrives: the unit advances 2″', async () => {
    const { tray, forward, drag } = unitDropGame();
    expect(registeredUnitDropAction()).toBeNull();
    const before = tray().centre.y;
    drag();
    await vi.waitFor(() => expect(tray().centre.y).toBeCloseTo(before + forward * 2, 6));
    expect(registeredUnitDropAction()).not.toBeNull();
  });
});
