// @vitest-environment happy-dom
/**
 * Every readout in the game's unit (Ruleset.lengthUnit through store/lengthUnitSelectors.ts): a
 * black-powder game (The Farm at La Croix, written in cm) reads cm — with the inches beside them
 * where a player wants both, a distance — in English and Russian; a LOTOW game (the demo town) reads
 * inches as before.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSkirmishStore } from '../store/store';
import { DragReadout } from './DragReadout';
import { FigureCard } from './FigureCard';
import { LanguageSync } from './LanguageSync';
import { Legend } from './Legend';
import { LosPanel } from './LosPanel';
import { MeasureReadout } from './MeasureReadout';
import { startBpGame, startDemoLotowGame } from './testing/playScenario';
import { render, resetUi } from './testing/render';

const store = () => useSkirmishStore.getState();
const present = () => store().game!.timeline.present;
/** `25.4 cm (10.0″)`: the cm and the inches, which agree. */
const BOTH = /^(\d+\.\d) (cm|см) \((\d+\.\d)″\)$/;
const expectBoth = (text: string | null | undefined, word = 'cm') => {
  const m = BOTH.exec(text ?? '');
  expect(m, text ?? '').not.toBeNull();
  expect(m![2]).toBe(word);
  expect(Math.abs(Number(m![1]) - Number(m![3]) * 2.54)).toBeLessThan(0.2);
};
/** No inches alone: every ″ is the inches beside a cm, in brackets. */
const noInchesAlone = (text: string | null | undefined) => expect(text ?? '').not.toMatch(/″(?!\))/);

function lookAt(observerId: string, targetId: string) {
  act(() => { store().setTool('los'); store().setLosObserver(observerId); store().setLosTarget(targetId); });
}

describe('a black-powder game reads cm', () => {
  beforeEach(() => {
    resetUi();
    startBpGame();
  });

  it('the LOS panel: distances in cm with inches, the height difference and what is seen through in cm; in Russian "см"', () => {
    const ui = render(<><LanguageSync /><LosPanel /></>);
    // Krause (42, 7) to Wendt (32.5, 7.5), 25 mm bases: about 8.5″ = 21.7 cm edge to edge, both on the table.
    lookAt('krause', 'wendt');
    expectBoth(ui.byTestId('los-flat')?.textContent);
    expect(ui.byTestId('los-flat')?.textContent).toMatch(/^21\.[67] cm/);
    expect(ui.byTestId('los-3d')?.textContent).toMatch(/^\d+\.\d cm$/);
    expect(ui.byTestId('los-height')?.textContent).toBe('0.0 cm');
    noInchesAlone(ui.byTestId('los-panel')?.textContent);
    act(() => store().setLanguage('ru'));
    expectBoth(ui.byTestId('los-flat')?.textContent, 'см');
    expect(ui.byTestId('los-height')?.textContent).toBe('0.0 см');
    ui.unmount();
  });

  it('the figure card: elevation and position in cm; a Group\'s card too', () => {
    const ui = render(<><LanguageSync /><FigureCard /></>);
    // Wendt, a lone fighter at (32.5, 7.5).
    act(() => store().select('wendt'));
    expect(ui.byTestId('figure-elevation')?.textContent).toBe('0.0 cm');
    expect(ui.byTestId('figure-position')?.textContent).toBe('82.6 cm, 19.1 cm');
    expect(ui.byTestId('figure-card')?.textContent).not.toContain('″');
    act(() => store().setLanguage('ru'));
    expect(ui.byTestId('figure-position')?.textContent).toBe('82.6 см, 19.1 см');
    // Krause leads a Group: a press on him selects it, and the unit card says where its tray is in cm.
    act(() => { store().setLanguage('en'); store().select('krause'); });
    expect(ui.byTestId('unit-card')?.textContent).toMatch(/\d+\.\d cm, \d+\.\d cm/);
    expect(ui.byTestId('unit-card')?.textContent).not.toContain('″');
    ui.unmount();
  });

  it('the Measure tool: the distance in cm with inches, the rules\' band in cm, no second cm line', () => {
    const ui = render(<><LanguageSync /><MeasureReadout /></>);
    act(() => store().setMeasure({ kind: 'points', from: { x: 2, y: 20 } as never, to: { x: 12, y: 20 } as never }));
    expect(ui.byTestId('measure-flat')?.textContent).toBe('25.4 cm (10.0″)');
    expect(ui.byTestId('measure-cm')).toBeNull();
    expect(ui.byTestId('measure-band')?.textContent).toMatch(/\d+ cm\)$/);
    noInchesAlone(ui.byTestId('measure-readout')?.textContent);
    ui.unmount();
  });

  it('the drag readout: the move in cm with inches, the allowance in cm', () => {
    const ui = render(<><LanguageSync /><DragReadout /></>);
    const mover = present().scenario.figures.find((f) => present().actors.includes(f.side) && store().game!.timeline.present.scenario.units?.every((u) => !u.memberIds.includes(f.id)))!;
    expect(mover).toBeDefined();
    act(() => store().beginDrag(mover.id, { x: mover.x, y: mover.y }));
    act(() => store().dragTo({ x: mover.x + (mover.x < 24 ? 2 : -2), y: mover.y }));
    expectBoth(ui.byTestId('ruler-readout')?.textContent);
    expect(ui.byTestId('ruler-readout-cm')).toBeNull();
    noInchesAlone(ui.byTestId('drag-readout')?.textContent);
    act(() => store().cancelDrag());
    ui.unmount();
  });

  it('the legend: terrain heights in cm', () => {
    const ui = render(<><LanguageSync /><Legend /></>);
    // The farmhouse, 4″ high.
    expect(ui.byTestId('legend-building')?.textContent).toContain('10.2 cm');
    expect(ui.byTestId('legend')?.textContent).not.toContain('″');
    ui.unmount();
  });
});

describe('a LOTOW game reads inches', () => {
  beforeEach(() => {
    resetUi();
    startDemoLotowGame();
  });

  it('the LOS panel and the figure card in inches, no cm', () => {
    const [a, b] = present().scenario.figures;
    const ui = render(<><LanguageSync /><LosPanel /><FigureCard /></>);
    lookAt(a!.id, b!.id);
    expect(ui.byTestId('los-flat')?.textContent).toMatch(/^\d+\.\d″$/);
    expect(ui.byTestId('los-height')?.textContent).toMatch(/″$/);
    act(() => store().select(a!.id));
    expect(ui.byTestId('figure-position')?.textContent).toBe(`${a!.x.toFixed(1)}″, ${a!.y.toFixed(1)}″`);
    expect(ui.byTestId('figure-elevation')?.textContent).toMatch(/^\d+\.\d″$/);
    expect(ui.byTestId('los-panel')?.textContent).not.toMatch(/cm|см/);
    ui.unmount();
  });

  it('the Measure tool and the legend in inches', () => {
    const ui = render(<><LanguageSync /><MeasureReadout /><Legend /></>);
    act(() => store().setMeasure({ kind: 'points', from: { x: 2, y: 20 } as never, to: { x: 12, y: 20 } as never }));
    expect(ui.byTestId('measure-flat')?.textContent).toBe('10.0″');
    expect(ui.byTestId('legend')?.textContent).toContain('″');
    expect(ui.byTestId('legend')?.textContent).not.toMatch(/cm|см/);
    ui.unmount();
  });
});
