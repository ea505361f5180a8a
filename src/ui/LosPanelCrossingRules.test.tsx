// @vitest-environment happy-dom
/**
 * The line-of-sight panel's row for area terrain (issue 13, scrub never In the Way): a scrub stops no
 * sample ray, so the row said "hides 0%" beside the rules' "In the Way 3+". The row now says it is
 * seen through (and how deep) and, from the rules' verdict (`crossing.rules`, never recomputed
 * here), its In the Way value and the share the rules give it; a solid piece keeps "hides N%".
 */
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Scenario } from '../engine/model';
import { selectLosView } from '../store/losSelectors';
import { useSkirmishStore } from '../store/store';
import { LanguageSync } from './LanguageSync';
import { LosPanel } from './LosPanel';
import { render, resetUi } from './testing/render';
import { uiScenario } from './testing/uiScenario';

type Piece = Scenario['terrain'][number];
const scrub: Piece = {
  id: 'scrub', kind: 'scrub', name: 'Scrub', footprint: [{ x: 8, y: 4.5 }, { x: 10, y: 4.5 }, { x: 10, y: 7.5 }, { x: 8, y: 7.5 }],
  elevationIn: 0, heightIn: 1, cover: 'soft', inTheWay: 3, difficult: true, impassable: false,
  climbable: false, hasLadder: false, hasDoors: false, sight: 'area', standableTop: false,
};
// A full LOTOW profile for each figure (the rules validate it at the start).
const profile = { shoot: 4, fight: 3, strength: 3, grit: 3, attacks: 1, wounds: 1, pluck: 4, moveIn: 6 };
const withScrub: Scenario = { ...uiScenario, terrain: [...uiScenario.terrain, scrub], figures: uiScenario.figures.map((f) => ({ ...f, profile })) };

const store = () => useSkirmishStore.getState();

beforeEach(() => {
  resetUi();
});

function look(rulesetId: string) {
  const started = store().loadScenario(withScrub, 'test', { rulesetId });
  if (!started.ok) throw new Error(JSON.stringify(started.problems));
  store().dismissHandover();
  const ui = render(<><LanguageSync /><LosPanel /></>);
  act(() => { store().setTool('los'); store().setLosObserver('r1'); store().setLosTarget('b1'); });
  return ui;
}

describe('LosPanel: a crossing of area terrain reads the rules, not "hides 0%" (LOTOW-SHOOT-INTHEWAY-4)', () => {
  it('LOTOW-SHOOT-INTHEWAY-4: the scrub row says seen through, In the Way 3+ with the rules\' share; en and ru', () => {
    const ui = look('lotow');
    const crossing = selectLosView(store())!.crossings.find((c) => c.id === 'scrub')!;
    // The geometry's share is 0 (area terrain stops no ray); the rules give the share seen through it.
    expect(crossing.hiddenPercent).toBe(0);
    expect(crossing.rules).toMatchObject({ value: 3, rolled: true });
    const share = `${crossing.rules!.hiddenPercent}%`;
    const row = ui.allByTestId('los-crossing').find((r) => r.getAttribute('data-id') === 'scrub')!;
    expect(row.textContent).not.toContain('hides');
    expect(row.querySelector('[data-testid="los-crossing-through"]')?.textContent).toBe('seen through 2.0″');
    expect(row.querySelector('[data-testid="los-crossing-rules"]')?.textContent).toBe(`In the Way 3+ · ${share} of the target behind it`);
    expect(ui.byTestId('los-rules-verdict')?.textContent).toBe('in cover');
    act(() => store().setLanguage('ru'));
    const ru = ui.allByTestId('los-crossing').find((r) => r.getAttribute('data-id') === 'scrub')!;
    expect(ru.querySelector('[data-testid="los-crossing-through"]')?.textContent).toBe('видно насквозь, 2.0″');
    expect(ru.querySelector('[data-testid="los-crossing-rules"]')?.textContent).toBe(`Помеха 3+ · за ней ${share} цели`);
    ui.unmount();
  });

  it('the free table judges no sight: the scrub row is seen through, with no In the Way', () => {
    const ui = look('free');
    const row = ui.allByTestId('los-crossing').find((r) => r.getAttribute('data-id') === 'scrub')!;
    expect(row.textContent).not.toContain('hides');
    expect(row.querySelector('[data-testid="los-crossing-through"]')?.textContent).toBe('seen through 2.0″');
    expect(row.querySelector('[data-testid="los-crossing-rules"]')).toBeNull();
    ui.unmount();
  });
});
