/**
 * The black-powder skirmish's words as players read them, on the bundled farm (The Farm at La
 * Croix) through the real store and the shipped ruleset: the shot's preview (band, cover, rerolls
 * in words), the react button's point in cm, the result card's one step per hit, refusals with
 * plural side names and centimetres to one decimal; both languages.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Action } from '../engine/state';
import { labelOf } from '../store/gameSelectors';
import { selectDiceReadings, selectResultCard } from '../store/outcomeSelectors';
import { storeWithScenario } from '../store/testStore';
import { i18n } from './i18n';
import { actionButtonText, labelText, nameLookup, refusalText } from './messageText';
import { outcomeText } from './outcomeText';

/** The farm with Roth 4″ north of Girard, a hedge between them (the journey's cover shot), Prussians active. */
function farm() {
  const json = JSON.parse(readFileSync('public/scenarios/bp-ferme-de-la-croix.json', 'utf8')) as { figures: { id: string; x: number; y: number; standsOn?: unknown }[] };
  for (const [id, x, y] of [['roth', 15, 17.5], ['girard', 15, 21.5]] as const) {
    const f = json.figures.find((g) => g.id === id)!;
    Object.assign(f, { x, y });
    delete f.standsOn;
  }
  const store = storeWithScenario(json, { rulesetId: 'blackpowder', seed: 3, options: { initiative: 'scenarioOrder' } });
  store.getState().dismissHandover();
  const present = () => store.getState().game!.timeline.present;
  const ruleset = store.getState().registry.get('blackpowder')!;
  return { store, present, ruleset };
}

const shoot = (figureId: string, targetId: string): Action => ({ type: 'shoot', side: 'prussians', figureId, targetIds: [targetId], params: { targetId } });

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the shot\'s preview in words (BP-VOLLEY-1/2, BP-GAP-05, BP-COVER-1, BP-SHOOT-REROLL-1)', () => {
  it('the volley line names the band, the cover and the rerolls; the hits read "Hits: n" (no "1 hits")', async () => {
    const { present, ruleset } = farm();
    const p = ruleset.previewAction!(present(), shoot('roth', 'girard'))!;
    expect(p.refusal).toBeNull();
    const lines = () => p.lines.map((l) => labelText(i18n, labelOf(present().scenario, l.labelKey, l.params)));
    const chances = () => p.chances.map((c) => labelText(i18n, labelOf(present().scenario, c.labelKey, c.params)));
    expect(lines()).toEqual(['At Zouave Girard — shooters: 1, 2d6, 9 for each hit · Effective range · soft cover · every 5 and 6 rerolled once (BP-SHOOT-REROLL-1)']);
    expect(chances()).toEqual(['Hits: 0', 'Hits: 1']);
    await i18n.changeLanguage('ru');
    expect(lines()).toEqual(['По Zouave Girard — стрелков: 1, 2d6, 9 на каждое попадание · эффективная дистанция · мягкое укрытие · каждая 5 и 6 перебрасывается один раз (BP-SHOOT-REROLL-1)']);
    expect(chances()).toEqual(['Попаданий: 0', 'Попаданий: 1']);
  });

  it('a shooter who cannot fire says why, in words, never a code', async () => {
    const { present } = farm();
    const text = (key: string, params: Record<string, string | number>) => labelText(i18n, labelOf(present().scenario, key, params));
    expect(text('blackpowder.preview.cannotFire', { figureId: 'lenz', why: 'unloaded' })).toBe('Musketier Lenz cannot fire: weapon unloaded: reload first');
    expect(text('blackpowder.preview.cannotFire', { figureId: 'lenz', why: 'notInSight' })).toBe('Musketier Lenz cannot fire: the target is not in sight');
    expect(text('blackpowder.preview.cannotFireOutOfRange', { figureId: 'lenz', why: 'outOfRange', distanceCm: 82.4, maxCm: 80 })).toBe('Musketier Lenz cannot fire: out of range (82.4 cm; at most 80 cm)');
    await i18n.changeLanguage('ru');
    expect(text('blackpowder.preview.cannotFire', { figureId: 'lenz', why: 'suppressed' })).toBe('Musketier Lenz не может стрелять: подавлен');
  });

  it('a lone fighter nobody can fire with: the refusal says why', () => {
    const { present, ruleset } = farm();
    // Wendt, a lone fighter, at Henriot about a metre off: out of range (or out of sight).
    const p = ruleset.previewAction!(present(), shoot('wendt', 'henriot'))!;
    const r = p.refusal!;
    expect(r.reasonKey).toBe('blackpowder.fire.nobodyCanFire');
    const why = String(r.params?.why);
    const text = refusalText(i18n, r, nameLookup(present().scenario));
    expect(['outOfRange', 'notInSight']).toContain(why);
    expect(text).toBe(`Nobody can fire at Chasseur Henriot: ${i18n.t(`blackpowder.word.cannotFire.${why}`)} — BP-VOLLEY-1`);
    expect(text).not.toMatch(/outOfRange|notInSight|unloaded\b/);
  });
});

describe('the react action\'s point (BP-REACT-1)', () => {
  it('the button and the preview title give the point in cm with the unit; before the pick they ask for one', async () => {
    const { present, ruleset } = farm();
    const react = (params: Record<string, number>): Action => ({ type: 'react', side: 'prussians', figureId: 'roth', targetIds: ['girard'], params });
    const label = (a: Action) => { const d = ruleset.describeAction(present(), a); return labelOf(present().scenario, d.labelKey, d.params); };
    expect(actionButtonText(i18n, label(react({ alongIn: 2.52 })))).toBe('React: Gefreiter Roth at Zouave Girard, 6.4 cm along');
    expect(actionButtonText(i18n, label(react({})))).toBe('React: Gefreiter Roth at Zouave Girard — pick a point on the path');
    expect(labelText(i18n, label(react({ alongIn: 2.52 })))).toBe('Gefreiter Roth fires at Zouave Girard on the move (6.4 cm along)');
    expect(labelText(i18n, label(react({})))).toBe('Gefreiter Roth fires at Zouave Girard on the move');
    await i18n.changeLanguage('ru');
    expect(actionButtonText(i18n, label(react({ alongIn: 2.52 })))).toBe('Ответный огонь: Gefreiter Roth по Zouave Girard, 6.4 см пути');
    expect(actionButtonText(i18n, label(react({})))).toBe('Ответный огонь: Gefreiter Roth по Zouave Girard — выберите точку на пути');
  });

  it('the reaction preview line reads the point, with no raw band or cover', () => {
    const { present } = farm();
    const text = labelText(i18n, labelOf(present().scenario, 'blackpowder.preview.reaction', { moverFigureId: 'girard', alongCm: 6.4, band: 'effective', cover: 'none' }));
    expect(text).toBe('Reaction at Zouave Girard, 6.4 cm along the move');
  });
});

describe('the result card and the dice log after the cover shot (BP-DMG-1/2)', () => {
  it('one step per hit with the face, the modifier and the modified number; "hits: 1", never "1 hits"', async () => {
    const { store } = farm();
    // The action test 6; the volley 5, 6, both rerolled (cover) to 4, 6: 10 → 1 hit; damage 3 − 1 = 2 → Suppressed.
    store.getState().forceDice([6, 5, 6, 4, 6, 3]);
    const r = store.getState().dispatch(shoot('roth', 'girard'));
    expect(r.ok).toBe(true);
    const card = () => outcomeText(i18n, selectResultCard(store.getState())!.parts, true);
    expect(card()).toBe('Gefreiter Roth passes the test of action 1 (6) · hits: 1 (÷ 9) (4, 6) · Zouave Girard: damage 3 −1 = 2 → Suppressed');
    const readings = [...selectDiceReadings(store.getState()).values()].map((v) => labelText(i18n, v.meaning));
    expect(readings).toContain('hits: 1 (÷ 9)');
    expect(readings).toContain('Zouave Girard is Suppressed');
    await i18n.changeLanguage('ru');
    expect(card()).toContain('Zouave Girard: повреждение 3 −1 = 2 → подавлен');
    expect(card()).toContain('попаданий: 1 (÷ 9)');
  });
});

describe('refusals (BP-GAP-02, BP-GAP-04)', () => {
  it('not your turn reads right with plural side names (no "Zouaves\'s")', async () => {
    const { store, present } = farm();
    const r = store.getState().dispatch({ type: 'endTurn', side: 'zouaves' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    // The engine's gate may answer first; the rules' own refusal is checked directly too.
    const own = store.getState().registry.get('blackpowder')!.check(present(), { type: 'endTurn', side: 'zouaves' })!;
    const names = nameLookup(present().scenario);
    expect(refusalText(i18n, own, names)).toBe('Not your turn: Prussians to act, not Zouaves — BP-GAP-02');
    expect(own.message).not.toContain('\'s');
    await i18n.changeLanguage('ru');
    expect(refusalText(i18n, own, names)).toBe('Ход не ваш: сейчас ходит сторона Prussians, а не Zouaves — BP-GAP-02');
  });

  it('an over-long move\'s centimetres read to one decimal, in the words and the English message', () => {
    const { store, present } = farm();
    const r = store.getState().dispatch({ type: 'move', side: 'prussians', figureId: 'roth', params: { path: [{ x: 15, y: 2 }] } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.refusal.reasonKey).toBe('blackpowder.move.tooFar');
    const text = refusalText(i18n, r.refusal, nameLookup(present().scenario));
    expect(text).toMatch(/^The move costs \d+(\.\d)? cm/);
    expect(text).not.toMatch(/\d\.\d\d/);
    expect(r.refusal.message).not.toMatch(/\d\.\d\d/);
  });
});
