// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { selectResultCard } from '../store/outcomeSelectors';
import { useSkirmishStore } from '../store/store';
import { lotowAutoStep } from '../store/testing/lotowAutoStep';
import { ResultCard } from './ResultCard';
import { demoScenario } from './testing/playScenario';
import { click, render, resetUi } from './testing/render';

const store = () => useSkirmishStore.getState();

/** Play Dust Creek by the plain player until a step has something to report. */
function untilACard(): void {
  for (let i = 0; i < 300 && selectResultCard(store()) === null; i++) {
    act(() => {
      store().dismissHandover();
      store().dispatch(lotowAutoStep(store().game!));
    });
  }
}

beforeEach(() => {
  resetUi();
  const started = store().loadScenario(demoScenario(), 'test', { rulesetId: 'lotow', seed: 3 });
  if (!started.ok) throw new Error('no demo');
  act(() => store().setViewport({ widthPx: 1000, heightPx: 700 }));
});

describe('ResultCard', () => {
  it('LOTOW-GAP-01: shows the last step\'s outcome with its faces, and the close button dismisses it', () => {
    const ui = render(<ResultCard />);
    untilACard();
    const card = ui.byTestId('result-card');
    expect(card).not.toBeNull();
    const parts = ui.allByTestId('result-part').map((p) => p.textContent ?? '');
    expect(parts.length).toBeGreaterThan(0);
    expect(parts[0]!.charAt(0)).toBe(parts[0]!.charAt(0).toUpperCase());
    expect(parts.join(' ')).not.toMatch(/results\.|lotow\./);
    click(ui.byTestId('result-card-close'));
    expect(ui.byTestId('result-card')).toBeNull();
    ui.unmount();
  });

  it('goes with an undo of its step', () => {
    const ui = render(<ResultCard />);
    untilACard();
    expect(ui.byTestId('result-card')).not.toBeNull();
    act(() => { store().undo(); });
    expect(ui.byTestId('result-card')).toBeNull();
    ui.unmount();
  });
});
