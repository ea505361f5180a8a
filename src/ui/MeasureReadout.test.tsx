// @vitest-environment happy-dom
/**
 * The Measure tool in the ruleset's units (issue 13): under SBH the readout names the stick a
 * distance is within (Short 7.5 cm = 2.95″, Medium 12 cm = 4.72″, Long 18 cm = 7.09″ at 28 mm, from
 * the rules' sticks.ts through Ruleset.measureBands) and gives centimetres; without bands, inches only.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSkirmishStore } from '../store/store';
import { LanguageSync } from './LanguageSync';
import { MeasureReadout } from './MeasureReadout';
import { render, resetUi } from './testing/render';
import { uiScenario } from './testing/uiScenario';

const store = () => useSkirmishStore.getState();
const sbhProfile = { quality: 4, combat: 3, points: 30, move: 'medium' };
const sbhScenario = { ...uiScenario, ruleset: 'sbh' as const, figures: uiScenario.figures.map((f) => ({ ...f, profile: sbhProfile })) };
const measure = (lengthIn: number) => act(() => store().setMeasure({ kind: 'points', from: { x: 2, y: 20 } as never, to: { x: 2 + lengthIn, y: 20 } as never }));

beforeEach(() => resetUi());

describe('MeasureReadout: the ruleset\'s sticks', () => {
  it('SBH-GAP-04: names the stick a distance is within, with centimetres, in English and Russian', () => {
    act(() => { store().loadScenario(sbhScenario, 'test', { rulesetId: 'sbh' }); });
    const ui = render(<><LanguageSync /><MeasureReadout /></>);
    measure(2.9);
    expect(ui.byTestId('measure-band')?.textContent).toBe('within Short (7.5 cm)');
    expect(ui.byTestId('measure-cm')?.textContent).toBe('7.4 cm');
    measure(12 / 2.54); // exactly Medium: within it
    expect(ui.byTestId('measure-band')?.textContent).toBe('within Medium (12 cm)');
    measure(7.1);
    expect(ui.byTestId('measure-band')?.textContent).toBe('beyond Long (18 cm)');
    expect(ui.byTestId('measure-band')?.getAttribute('data-within')).toBe('false');
    act(() => store().setLanguage('ru'));
    measure(4);
    expect(ui.byTestId('measure-band')?.textContent).toContain('12 см');
    ui.unmount();
  });

  it('the free table: inches only, no stick', () => {
    act(() => { store().loadScenario(uiScenario, 'test', { rulesetId: 'free' }); });
    const ui = render(<MeasureReadout />);
    measure(3);
    expect(ui.byTestId('measure-flat')?.textContent).toBe('3.0″');
    expect(ui.byTestId('measure-band')).toBeNull();
    ui.unmount();
  });
});
