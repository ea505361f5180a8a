// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScenarioIndexEntry } from '../scenario/scenarioIndex';
import { useSkirmishStore } from '../store/store';
import { LanguageSync } from './LanguageSync';
import type { ScenarioCatalog, ScenarioListResult } from './ScenarioPickerDialog';
import { ScenarioPickerDialog } from './ScenarioPickerDialog';
import { ScenarioIntro } from './ScenarioIntro';
import { demoScenario, startDemoLotowGame, startFreeGame } from './testing/playScenario';
import { click, render, resetUi } from './testing/render';
import { TopBar } from './TopBar';

const s = () => useSkirmishStore.getState();

const entries: ScenarioIndexEntry[] = [
  { file: 'demo-town.json', id: 'demo-town', name: 'Dust Creek', ruleset: 'lotow' },
  { file: 'bp.json', id: 'bp', name: 'Musket Lane', ruleset: 'frostgrave' },
  { file: 'sbh-elder-hollow.json', id: 'sbh-elder-hollow', name: 'The Chapel at Elder Hollow', ruleset: 'sbh' },
];

function catalogOf(result: ScenarioListResult): ScenarioCatalog & { opened: ScenarioIndexEntry[] } {
  const opened: ScenarioIndexEntry[] = [];
  return { opened, list: () => Promise.resolve(result), open: (e) => { opened.push(e); } };
}

/** Let the list's promise settle inside act. */
const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 0)));

beforeEach(() => {
  resetUi();
  act(() => startFreeGame());
});

describe('ScenarioPickerDialog', () => {
  it('the top bar\'s Scenarios button opens it; it lists every scenario under its ruleset\'s name', async () => {
    const catalog = catalogOf({ ok: true, entries });
    const ui = render(<><TopBar onOpenFile={() => {}} scenarios /><ScenarioPickerDialog catalog={catalog} /></>);
    expect(ui.byTestId('scenario-picker')).toBeNull();
    click(ui.byTestId('scenarios-button'));
    expect(ui.byTestId('scenario-picker-loading')).not.toBeNull();
    await settle();
    const groups = ui.allByTestId('scenario-group');
    expect(groups.map((g) => [g.getAttribute('data-ruleset'), g.querySelector('h3')?.textContent])).toEqual([
      ['lotow', 'Legends of the Old West'], ['sbh', 'Song of Blades and Heroes'], ['frostgrave', 'frostgrave'],
    ]);
    // A ruleset this build lacks says its scenarios run on the free table.
    expect(groups[2]?.querySelector('.dialog__warning')?.textContent).toContain('free table');
    expect(groups[1]?.textContent).toContain('The Chapel at Elder Hollow');

    click(ui.byTestId('scenario-pick-sbh-elder-hollow'));
    expect(catalog.opened.map((e) => e.id)).toEqual(['sbh-elder-hollow']);
    expect(s().dialog).toBeNull();
    expect(ui.byTestId('scenario-picker')).toBeNull();
    ui.unmount();
  });

  it('marks the scenario of the game in progress, and speaks Russian', async () => {
    const current = s().game!.timeline.present.scenario;
    const catalog = catalogOf({ ok: true, entries: [...entries, { file: 'ui.json', id: current.id, name: current.name, ruleset: 'lotow' }] });
    const ui = render(<><LanguageSync /><ScenarioPickerDialog catalog={catalog} /></>);
    act(() => { s().setLanguage('ru'); s().openDialog('scenarios'); });
    await settle();
    expect(ui.byTestId(`scenario-pick-${current.id}`)?.getAttribute('aria-current')).toBe('true');
    expect(ui.byTestId('scenario-pick-demo-town')?.getAttribute('aria-current')).toBeNull();
    expect(ui.container.querySelector('h2')?.textContent).toBe('Сценарии');
    click(ui.byTestId('scenario-picker-close'));
    expect(s().dialog).toBeNull();
    expect(catalog.opened).toEqual([]);
    ui.unmount();
  });

  it('a bad index closes it and goes to the error panel; the game in progress stays', async () => {
    const game = s().game;
    const problems = [{ path: '[0].ruleset', code: 'badEnum', message: '[0].ruleset: not a ruleset', params: { value: 'chess', allowed: 'lotow, sbh' } }];
    const ui = render(<ScenarioPickerDialog catalog={catalogOf({ ok: false, source: 'scenarios/index.json', problems })} />);
    act(() => s().openDialog('scenarios'));
    await settle();
    expect(s().dialog).toBeNull();
    expect(s().loadProblems).toMatchObject({ source: 'scenarios/index.json', problems });
    expect(s().game).toBe(game);
    ui.unmount();
  });

  it('a list that throws is a fetch failure in the error panel', async () => {
    const ui = render(<ScenarioPickerDialog catalog={{ list: vi.fn(() => Promise.reject(new Error('offline'))), open: vi.fn() }} />);
    act(() => s().openDialog('scenarios'));
    await settle();
    expect(s().loadProblems?.problems[0]).toMatchObject({ code: 'fetchFailed', params: { status: 'offline' } });
    ui.unmount();
  });

  it('without a catalog there is no Scenarios button and no dialog', () => {
    const ui = render(<><TopBar onOpenFile={() => {}} /><ScenarioPickerDialog /></>);
    expect(ui.byTestId('scenarios-button')).toBeNull();
    act(() => s().openDialog('scenarios'));
    expect(ui.byTestId('scenario-picker')).toBeNull();
    ui.unmount();
  });

  it('shows each scenario\'s story, how it is won and a picture of its table (from the catalog\'s details)', async () => {
    const demo = demoScenario();
    const catalog = { ...catalogOf({ ok: true, entries }), details: (e: ScenarioIndexEntry) => Promise.resolve(e.id === 'demo-town' ? demo : null) };
    const ui = render(<ScenarioPickerDialog catalog={catalog} />);
    act(() => s().openDialog('scenarios'));
    await settle();
    await settle();
    const rows = ui.allByTestId('scenario-entry');
    const dust = rows.find((r) => r.dataset.scenarioId === 'demo-town')!;
    expect(dust.querySelector('[data-testid="scenario-entry-story"]')?.textContent).toBe(demo.description);
    expect(dust.querySelector('[data-testid="scenario-entry-victory"]')?.textContent).toContain(demo.victory!);
    const svg = dust.querySelector('[data-testid="scenario-thumbnail"]')!;
    expect(svg.querySelectorAll('circle')).toHaveLength(demo.figures.length);
    expect(svg.querySelectorAll('polygon')).toHaveLength(demo.terrain.length);
    // A scenario whose file could not be read is still offered, without a story.
    const other = rows.find((r) => r.dataset.scenarioId === 'sbh-elder-hollow')!;
    expect(other.querySelector('[data-testid="scenario-thumbnail"]')).toBeNull();
    expect(other.querySelector('button')).not.toBeNull();
    ui.unmount();
  });

  it('the intro card: name, story, victory and turn limit when a scenario starts; Start or Esc dismisses it', () => {
    startDemoLotowGame(7);
    const ui = render(<><LanguageSync /><ScenarioIntro /></>);
    expect(ui.byTestId('scenario-intro')).toBeNull();
    act(() => s().showScenarioIntro(true));
    const card = ui.byTestId('scenario-intro')!;
    expect(card.querySelector('h2')?.textContent).toBe('Dust Creek');
    expect(ui.byTestId('scenario-intro-story')?.textContent).toContain('High noon in Dust Creek');
    expect(ui.byTestId('scenario-intro-victory')?.textContent).toContain('Head for the Hills');
    expect(ui.byTestId('scenario-intro-turns')?.textContent).toBe('The game ends after turn 8.');
    expect(document.activeElement).toBe(ui.byTestId('scenario-intro-start'));
    click(ui.byTestId('scenario-intro-start'));
    expect(ui.byTestId('scenario-intro')).toBeNull();
    act(() => s().showScenarioIntro(true));
    act(() => { window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })); });
    expect(ui.byTestId('scenario-intro')).toBeNull();
    ui.unmount();
  });
});
