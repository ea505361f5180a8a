// @vitest-environment happy-dom
/**
 * A plain move gets a result card too (issue 13, bug 5: every action's outcome readable where the
 * player looks): "Moved 4.0″ of 6.0″" — the length the rules logged (`moved`) and the allowance used
 * from the rules' own status line (`lotow.status.moved`: the figure's `movedIn`), never recomputed.
 * The log line keeps its own words and adds no repeat of the distance.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { moveAction } from '../engine/intents';
import { selectEntryOutcomes, selectResultCard } from '../store/outcomeSelectors';
import { useSkirmishStore } from '../store/store';
import { i18n } from './i18n';
import { LanguageSync } from './LanguageSync';
import { labelText } from './messageText';
import { ResultCard } from './ResultCard';
import { demoScenario } from './testing/playScenario';
import { render, resetUi } from './testing/render';

const store = () => useSkirmishStore.getState();

beforeEach(() => {
  resetUi();
  const started = store().loadScenario(demoScenario(), 'test', { rulesetId: 'lotow', seed: 3 });
  if (!started.ok) throw new Error('no demo');
  store().dismissHandover();
  act(() => store().setViewport({ widthPx: 1000, heightPx: 700 }));
});

/** A 4″ straight walk of the first figure of the side to act, on the open street by its edge. */
function walkFourInches(): { figureId: string; seq: number } {
  const present = store().game!.timeline.present;
  const side = present.actors[0]!;
  const figure = present.scenario.figures.find((f) => f.side === side && !f.mounted && f.standsOn === null)!;
  const dx = figure.x < 24 ? 4 : -4;
  let r!: ReturnType<ReturnType<typeof store>['dispatch']>;
  act(() => { r = store().dispatch(moveAction(figure, [{ x: figure.x + dx, y: figure.y }], null)); });
  if (!r.ok) throw new Error(r.refusal.message);
  return { figureId: figure.id, seq: store().game!.timeline.present.log.at(-1)!.seq };
}

describe('ResultCard for a plain move (LOTOW-GAP-02)', () => {
  it('LOTOW-GAP-02: a walk with no roll shows "Moved 4.0″ of 6.0″", the logged length and the rules\' allowance; en and ru', () => {
    const ui = render(<><LanguageSync /><ResultCard /></>);
    const { seq } = walkFourInches();
    const card = selectResultCard(store())!;
    expect(card.seq).toBe(seq);
    const moved = card.parts.find((p) => p.label.key.startsWith('results.lotow.moved'))!;
    // The length is the one the rules logged on the 'moved' event.
    const event = store().game!.timeline.present.log.at(-1)!;
    const logged = event.kind === 'action' ? event.events.find((e) => e.type === 'moved')!.params!.lengthIn : null;
    // The allowance used is the figure's `movedIn` as the rules keep it: the logged 4″ (in floating
    // point), so the card reads it once, as the figure card does.
    expect(logged).toBe(4);
    expect(moved.label.params).toMatchObject({ allowanceIn: 6, sameLength: true });
    expect(moved.label.params.usedIn as number).toBeCloseTo(logged as number, 9);
    expect(ui.allByTestId('result-part').map((p) => p.textContent)).toEqual(['Moved 4.0″ of 6.0″']);
    act(() => store().setLanguage('ru'));
    expect(ui.allByTestId('result-part').map((p) => p.textContent)).toEqual(['Пройдено 4.0″ из 6.0″']);
    ui.unmount();
  });

  it('LOTOW-GAP-02: the log line does not repeat the distance (its own words say it)', () => {
    const { seq } = walkFourInches();
    expect(selectEntryOutcomes(store()).get(seq)).toBeUndefined();
  });
});

describe('the words of the other move steps', () => {
  it('SBH-GAP-05: a straight move and a break away name their stick; LOTOW-LOOSE-2: a bolting mount how far it ran; en and ru', async () => {
    const sbh = { key: 'results.sbh.moved', params: { figureId: 'Hal', lengthIn: 4.724, stick: 'medium' } };
    const away = { key: 'results.sbh.brokeAway', params: { figureId: 'Hal', lengthIn: 3, stick: 'short' } };
    const bolt = { key: 'results.lotow.mountRuns', params: { figureId: 'Deputy Hank Tate\'s horse', distanceIn: 9.75 } };
    await i18n.changeLanguage('en');
    expect([labelText(i18n, sbh), labelText(i18n, away), labelText(i18n, bolt)])
      .toEqual(['moved 4.7″ (Medium stick)', 'broke away 3.0″ (Short stick)', 'Deputy Hank Tate\'s horse runs 9.8″ from the nearest enemy']);
    await i18n.changeLanguage('ru');
    expect([labelText(i18n, sbh), labelText(i18n, away), labelText(i18n, bolt)])
      .toEqual(['пройдено 4.7″ (линейка: Средняя)', 'выход из рукопашной на 3.0″ (линейка: Короткая)', 'Deputy Hank Tate\'s horse убегает на 9.8″ от ближайшего врага']);
    await i18n.changeLanguage('en');
  });
});
