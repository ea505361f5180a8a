// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { testScenario } from '../engine/testScenario';
import { testUnitScenario } from '../engine/testing/testUnitScenario';
import { useSkirmishStore } from '../store/store';
import { FigureCard } from './FigureCard';
import { render, resetUi } from './testing/render';

beforeEach(() => {
  resetUi();
  useSkirmishStore.getState().loadScenario(testUnitScenario(testScenario), 'test', { rulesetId: 'free' });
});

describe('the unit card', () => {
  it('a member pressed selects its unit: the card names the unit, its formation, members and facing; Alt shows the figure', () => {
    const ui = render(<FigureCard />);
    act(() => useSkirmishStore.getState().select('ua3'));
    expect(ui.byTestId('unit-card')?.querySelector('h2')?.textContent).toBe('UA');
    expect(ui.byTestId('unit-formation')?.textContent).toBe('3 files × 2 ranks');
    expect(ui.byTestId('unit-members')?.textContent).toBe('6 of 6 on the table');
    expect(ui.byTestId('unit-facing')?.textContent).toBe('0°');
    expect(ui.byTestId('unit-profile')?.textContent).toContain('3.0″');
    act(() => useSkirmishStore.getState().select('ua3', { single: true }));
    expect(ui.byTestId('unit-card')).toBeNull();
    expect(ui.byTestId('figure-card')).not.toBeNull();
    ui.unmount();
  });
});
