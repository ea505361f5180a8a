// @vitest-environment happy-dom
import { act, Profiler } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSkirmishStore } from '../store/store';
import { actAs } from '../store/testStore';
import { LanguageSync } from './LanguageSync';
import { LosPanel } from './LosPanel';
import { click, render, resetUi } from './testing/render';
import { uiScenario } from './testing/uiScenario';
import { Toolbar } from './Toolbar';

beforeEach(() => {
  resetUi();
  useSkirmishStore.getState().loadScenario(uiScenario, 'test', { rulesetId: 'free' });
});

const store = () => useSkirmishStore.getState();
const renderTool = () => render(<><LanguageSync /><Toolbar /><LosPanel /></>);

describe('LosPanel and the line-of-sight tool buttons', () => {
  it('shows only with the tool on, and asks for an observer first', () => {
    const ui = renderTool();
    expect(ui.byTestId('los-panel')).toBeNull();
    expect(ui.byTestId('toggle-visibility')?.hasAttribute('disabled')).toBe(true);
    click(ui.byTestId('tool-los'));
    expect(store().tool).toBe('los');
    expect(ui.byTestId('tool-los')?.getAttribute('aria-pressed')).toBe('true');
    expect(ui.byTestId('los-hint')?.textContent).toBe('Click a figure to look from it.');
    act(() => store().setLosObserver('r1'));
    expect(ui.byTestId('los-observer')?.textContent).toBe('Jed');
    expect(ui.byTestId('los-hint')?.textContent).toContain('Point at another figure');
    const toggle = ui.byTestId('toggle-visibility');
    expect(toggle?.hasAttribute('disabled')).toBe(false);
    expect(toggle?.getAttribute('aria-pressed')).toBe('false');
    click(toggle);
    expect(store().los.showVisibility).toBe(true);
    expect(ui.byTestId('toggle-visibility')?.getAttribute('aria-pressed')).toBe('true');
    ui.unmount();
  });

  it('reads the line: percentage and word, distances, and nothing in the way', () => {
    const ui = renderTool();
    act(() => { store().setTool('los'); store().setLosObserver('r1'); store().setLosTarget('b1'); });
    expect(ui.byTestId('los-target')?.textContent).toBe('Wyatt');
    expect(ui.byTestId('los-visible')?.textContent).toBe('100% visible');
    // Jed (6, 6) and Wyatt (12, 6), 25 mm bases: 6 − 0.98 = 5.0″ flat, on the same level.
    expect(ui.byTestId('los-flat')?.textContent).toBe('5.0″');
    expect(ui.byTestId('los-3d')?.textContent).toBe('5.0″');
    expect(ui.byTestId('los-height')?.textContent).toBe('0.0″');
    expect(ui.byTestId('los-clear')).not.toBeNull();
    ui.unmount();
  });

  it('follows a drag of the target behind the Barn live, and names the Barn in Russian too', () => {
    const ui = renderTool();
    act(() => { store().setTool('los'); store().setLosObserver('r1'); store().setLosTarget('b1'); });
    act(() => actAs(useSkirmishStore, 'b1'));
    act(() => store().beginDrag('b1', { x: 12, y: 6 }));
    act(() => store().dragTo({ x: 23, y: 5 }));
    expect(ui.byTestId('los-visible')?.textContent).toBe('0% hidden');
    const rows = ui.allByTestId('los-crossing');
    expect(rows[0]?.textContent).toContain('Barn');
    expect(rows[0]?.textContent).toContain('Building');
    expect(rows[0]?.textContent).toContain('hides 100%');
    act(() => store().setLanguage('ru'));
    expect(ui.byTestId('los-visible')?.textContent).toBe('0% скрыта');
    expect(ui.allByTestId('los-crossing')[0]?.textContent).toContain('Здание');
    act(() => store().cancelDrag());
    expect(ui.byTestId('los-visible')?.textContent).toBe('100% видна');
    ui.unmount();
  });

  it('a drag in the select tool does not re-render the panel', () => {
    let renders = 0;
    const ui = render(<Profiler id="los" onRender={() => { renders++; }}><LosPanel /></Profiler>);
    act(() => store().setLosObserver('r1'));
    act(() => actAs(useSkirmishStore, 'b1'));
    act(() => store().beginDrag('b1', { x: 12, y: 6 }));
    expect(store().drag?.figureId).toBe('b1');
    const before = renders;
    for (let i = 1; i <= 5; i++) act(() => store().dragTo({ x: 12 + i, y: 9 }));
    expect(renders).toBe(before);
    ui.unmount();
  });
});

describe('LosPanel: the rules\' verdict beside the share (Ruleset.sightVerdict)', () => {
  const withProfiles = { ...uiScenario, figures: uiScenario.figures.map((f) => ({ ...f, profile: { shoot: 4, fight: 3, strength: 3, grit: 3, attacks: 1, wounds: 1, pluck: 4, moveIn: 6, weapons: 'pistol' } })) };

  it('free table: geometry only', () => {
    const ui = renderTool();
    act(() => { store().setTool('los'); store().setLosObserver('r1'); store().setLosTarget('b1'); });
    expect(ui.byTestId('los-rules')?.getAttribute('data-verdict')).toBe('none');
    expect(ui.byTestId('los-rules')?.textContent).toContain('Geometry only');
    ui.unmount();
  });

  it('LOTOW-SHOOT-LOS-1: under LOTOW the verdict, its reason with names and the rule ID, in English and Russian', () => {
    act(() => { useSkirmishStore.getState().loadScenario(withProfiles, 'test', { rulesetId: 'lotow' }); });
    const ui = renderTool();
    act(() => { store().setTool('los'); store().setLosObserver('r1'); store().setLosTarget('b1'); });
    const rules = ui.byTestId('los-rules');
    expect(rules?.getAttribute('data-verdict')).toBe('visible');
    expect(rules?.getAttribute('data-rule-id')).toBe('LOTOW-SHOOT-LOS-1');
    expect(ui.byTestId('los-rules-verdict')?.textContent).toBe('visible');
    expect(ui.byTestId('los-rules-reason')?.textContent).toBe('Jed sees Wyatt: a shot needs no In the Way roll. — LOTOW-SHOOT-LOS-1');
    act(() => store().setLanguage('ru'));
    expect(ui.byTestId('los-rules-verdict')?.textContent).toBe('видна');
    expect(ui.byTestId('los-rules-reason')?.textContent).toContain('LOTOW-SHOOT-LOS-1');
    ui.unmount();
  });
});
