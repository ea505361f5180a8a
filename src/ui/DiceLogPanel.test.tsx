// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { rollAction } from '../engine/intents';
import type { DiceRow } from '../store/logSelectors';
import { useSkirmishStore } from '../store/store';
import { diceOutcomeText, DiceLogPanel } from './DiceLogPanel';
import { i18n } from './i18n';
import { LanguageSync } from './LanguageSync';
import { startFreeGame } from './testing/playScenario';
import { render, resetUi } from './testing/render';

const store = () => useSkirmishStore.getState();

beforeEach(() => {
  resetUi();
  startFreeGame();
});

describe('DiceLogPanel', () => {
  it('shows every roll newest first with its purpose, rule ID, faces and total', () => {
    const ui = render(<><LanguageSync /><DiceLogPanel /></>);
    expect(ui.byTestId('dice-log')).toBeNull();
    act(() => {
      store().dispatch(rollAction('r', 3, 6, 'first'));
      store().dispatch(rollAction('r', 2, 10));
      store().undo();
    });
    const entries = ui.allByTestId('dice-entry');
    expect(entries).toHaveLength(2);
    const [second, first] = entries;
    expect(second!.querySelector('[data-testid="dice-purpose"]')?.textContent).toBe('Roll');
    expect(first!.querySelector('[data-testid="dice-purpose"]')?.textContent).toBe('Roll: first');
    expect(second!.getAttribute('data-rule-id')).toBe('FREE-ROLL-1');
    expect(second!.getAttribute('data-undone')).toBe('true');
    expect(first!.getAttribute('data-undone')).toBeNull();
    expect(second!.textContent).toContain('2d10');
    expect(first!.textContent).toContain('3d6');
    for (const [entry, count, sides] of [[first!, 3, 6], [second!, 2, 10]] as const) {
      const faces = [...entry.querySelectorAll('.die')].map((d) => Number(d.textContent));
      expect(faces).toHaveLength(count);
      for (const f of faces) expect(f >= 1 && f <= sides).toBe(true);
      const total = faces.reduce((a, b) => a + b, 0);
      expect(entry.querySelector('[data-testid="dice-outcome"]')?.textContent).toBe(`total ${total}`);
    }
    act(() => store().setLanguage('ru'));
    expect(ui.allByTestId('dice-entry')[1]!.querySelector('[data-testid="dice-purpose"]')?.textContent).toBe('Бросок: first');
    expect(ui.allByTestId('dice-entry')[1]!.textContent).toContain('3к6');
    ui.unmount();
  });

  it('counts successes when the rules set a target', () => {
    const row = { outcome: { kind: 'successes', value: 2, atLeast: 4 } } as DiceRow;
    expect(diceOutcomeText(i18n, row)).toBe('2 at 4+');
  });
});

describe('the number a rule compares (issue 13, bug 7)', () => {
  it('LOTOW-GAP-09: a Pluck roll of 5 and 4 with Pluck 5 reads 14 against 10, passed', async () => {
    const { diceComparedText, diceVerdictText } = await import('./DiceLogPanel');
    const row = { count: 2, sides: 6, faces: [5, 4], outcome: { kind: 'sum', value: 9 } } as unknown as DiceRow;
    const reading = {
      total: 14, against: 10, opposed: false, verdict: 'passed' as const,
      modifier: { key: 'results.lotow.plusPluck', params: { value: 5 } },
      meaning: { key: 'results.lotow.holdsFirm', params: { sideSideId: 'The Posse' } },
    };
    expect(diceComparedText(i18n, row, reading)).toBe('Pluck +5 = 14');
    expect(diceVerdictText(i18n, reading)).toBe('needs 10 · passed · The Posse holds firm');
    expect(diceComparedText(i18n, row, undefined)).toBe('total 9');
  });
});
