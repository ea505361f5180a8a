// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameState } from '../engine/state';
import { rosterOf } from '../store/rosterSelectors';
import { useSkirmishStore } from '../store/store';
import { LanguageSync } from './LanguageSync';
import { RosterPanel } from './RosterPanel';
import { startDemoLotowGame } from './testing/playScenario';
import { click, render, resetUi } from './testing/render';
import { selectScenario } from '../store/scenarioSelectors';
import { testScenario } from '../engine/testScenario';
import { testUnitScenario } from '../engine/testing/testUnitScenario';

const store = () => useSkirmishStore.getState();

beforeEach(() => {
  resetUi();
  startDemoLotowGame(7);
});

describe('RosterPanel', () => {
  it('lists each side\'s figures with the rules\' status lines; a name selects the figure', () => {
    const ui = render(<><LanguageSync /><RosterPanel /></>);
    const sides = ui.allByTestId('roster-side');
    expect(sides.map((s) => s.dataset.sideId)).toEqual(selectScenario(store())!.sides.map((s) => s.id));
    const posse = sides.find((s) => s.dataset.sideId === 'posse')!;
    expect(posse.querySelectorAll('[data-testid="roster-figure"]')).toHaveLength(selectScenario(store())!.figures.filter((f) => f.side === 'posse').length);
    // A figure with more than one wound shows its wounds, as its card does (LOTOW's status lines).
    const cole = ui.allByTestId('roster-figure').find((r) => r.dataset.figureId === 'cole')!;
    expect(cole.textContent).toMatch(/Marshal Wyatt Cole/);
    expect(cole.textContent).toMatch(/[Ww]ounds/);
    click(cole.querySelector('button'));
    expect(store().selectedFigureId).toBe('cole');
    expect(cole.querySelector('button')?.getAttribute('aria-pressed')).toBe('true');
    ui.unmount();
  });

  it('the side\'s casualties come from the ruleset\'s ledger: who, how, when, by which rule; a mount that does not count is left out', () => {
    const present = store().game!.timeline.present as GameState<{ casualties?: unknown[] }>;
    const gone = present.scenario.figures.find((f) => f.id === 'doc')!;
    const state = {
      ...present,
      scenario: { ...present.scenario, figures: present.scenario.figures.filter((f) => f.id !== 'doc') },
      flow: { ...present.flow, casualties: [
        { figureId: 'doc', sideId: 'posse', name: gone.name, turn: 2, ruleId: 'LOTOW-GAP-07', counts: true },
        { figureId: 'hank~mount', sideId: 'posse', name: 'horse', turn: 2, ruleId: 'LOTOW-GAP-16', counts: false },
      ] },
    } as GameState;
    const posse = rosterOf(store().registry, state).find((s) => s.id === 'posse')!;
    expect(posse.figures.map((f) => f.id)).not.toContain('doc');
    expect(posse.casualties).toEqual([{ figureId: 'doc', name: gone.name, turn: 2, ruleId: 'LOTOW-GAP-07', how: null }]);
  });

  it('in Russian', () => {
    const ui = render(<><LanguageSync /><RosterPanel /></>);
    act(() => store().setLanguage('ru'));
    expect(ui.allByTestId('roster-side')[0]?.textContent).toContain('в строю');
    ui.unmount();
  });

  it('lists a unit with its members under it, in slot order: the unit name selects the unit, a member name the figure alone', () => {
    act(() => { store().loadScenario(testUnitScenario(testScenario), 'test', { rulesetId: 'free' }); });
    const ui = render(<RosterPanel />);
    const sideA = ui.allByTestId('roster-side').find((el) => el.dataset.sideId === 'a')!;
    const unit = sideA.querySelector<HTMLElement>('[data-testid="roster-unit"]')!;
    expect(unit.dataset.unitId).toBe('ua');
    const members = [...unit.querySelectorAll<HTMLElement>('[data-testid="roster-figure"]')].map((el) => el.dataset.figureId);
    expect(members).toEqual(['ua1', 'ua2', 'ua3', 'ua4', 'ua5', 'ua6']);
    expect(unit.textContent).toContain('figures: 6');
    // A figure in no unit is listed beside the units, not under one.
    const loose = [...sideA.querySelectorAll<HTMLElement>(':scope > ul > [data-testid="roster-figure"]')].map((el) => el.dataset.figureId);
    expect(loose).toEqual(selectScenario(store())!.figures.filter((f) => f.side === 'a' && !f.id.startsWith('ua')).map((f) => f.id));
    click(unit.querySelector('button'));
    expect(store().selectedFigureId).toBe('ua');
    click(unit.querySelector('[data-figure-id="ua2"] button'));
    expect(store().selectedFigureId).toBe('ua2');
    // The count is of every figure standing, in units or not.
    expect(sideA.querySelector('.roster__count')?.textContent).toContain(`${selectScenario(store())!.figures.filter((f) => f.side === 'a').length} standing`);
    ui.unmount();
  });
});
