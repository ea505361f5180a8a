/**
 * Test helper (not used by the app): the free table plus one previewed action, `shoot`, so the
 * store's and the panels' tests of the preview need no real shooting rules. Every figure may shoot
 * each enemy; a shot at a figure named in `REFUSED_TARGETS` is refused ("not visible"); a shot rolls
 * one d6 to hit (`test.shoot.hit`, TEST-SHOOT-1) and ends the game when it hits (6 wins: the shooter's
 * side). The preview: one line (range), to hit 4+ (1/2), to wound 5+ (2/6 → 1/3), total 1/6, and a
 * sight that ignores `ignoredFigureId`.
 */
import type { ActionPreview, Ruleset } from '../../engine/ruleset';
import type { Action, GameState, Refusal } from '../../engine/state';
import { refusal } from '../../engine/state';
import type { MutableRulesetRegistry } from '../../engine/rulesetRegistry';
import { createShippedRegistry } from '../../rules/registry';
import { freeTableRuleset } from '../../rules/free/freeTable';

export const PREVIEW_TEST_ID = 'preview-test';
export const REFUSED_TARGETS: readonly string[] = ['b2'];

const free = freeTableRuleset as unknown as Ruleset;

const shotRefusal = (state: GameState, a: Action): Refusal | null => {
  const target = a.targetIds?.[0];
  if (target === undefined || !state.scenario.figures.some((f) => f.id === target)) return refusal('test.shoot.noTarget', 'TEST-SHOOT-1', 'cannot shoot: no target');
  if (REFUSED_TARGETS.includes(target)) return refusal('lotow.notVisible', 'TEST-SHOOT-LOS', 'cannot shoot: the target is not visible', { targetFigureId: target });
  return null;
};

export interface PreviewTestOptions {
  /** A figure the sight ignores (a friend in base contact). */
  readonly ignoredFigureId?: string;
  /** Make previewAction throw. */
  readonly throwing?: boolean;
  /** Count previewAction calls. */
  readonly calls?: { n: number };
}

export function previewTestRuleset(options: PreviewTestOptions = {}): Ruleset {
  return {
    ...free,
    id: PREVIEW_TEST_ID,
    candidateActions(state, figureId) {
      const f = state.scenario.figures.find((g) => g.id === figureId);
      if (f === undefined) return [];
      const shots: Action[] = state.scenario.figures.filter((g) => g.side !== f.side)
        .map((g) => ({ type: 'shoot', side: f.side, figureId, targetIds: [g.id], params: { weapon: 'pistol' } }));
      return [...free.candidateActions(state, figureId), ...shots];
    },
    check: (state, a) => (a.type === 'shoot' ? shotRefusal(state, a) : free.check(state, a)),
    resolve(state, a, ctx) {
      if (a.type !== 'shoot') return free.resolve(state, a, ctx);
      const [face] = ctx.roll({ count: 1, sides: 6, purpose: 'test.shoot.hit', ruleId: 'TEST-SHOOT-1', figureIds: [a.figureId ?? ''] });
      return { state: face === 6 ? { ...state, outcome: { winner: a.side, reasonKey: 'test.outcome.shotDead', params: { shooterFigureId: a.figureId ?? '' } } } : state };
    },
    describeAction: (state, a) => (a.type === 'shoot'
      ? { labelKey: 'test.action.shoot', params: { targetFigureId: a.targetIds?.[0] ?? '', weapon: String(a.params?.weapon ?? '') } }
      : free.describeAction(state, a)),
    previewAction(state, a): ActionPreview | null {
      if (options.calls) options.calls.n++;
      if (options.throwing === true) throw new Error('preview exploded');
      if (a.type !== 'shoot') return null;
      const targetId = a.targetIds?.[0] ?? '';
      return {
        refusal: shotRefusal(state, a),
        lines: [{ labelKey: 'test.preview.range', params: { rangeIn: 6, weaponRangeIn: 12, targetFigureId: targetId } }],
        chances: [
          { labelKey: 'test.preview.hit', params: { need: 4 }, num: '1', den: '2', ruleId: 'TEST-SHOOT-1' },
          { labelKey: 'test.preview.wound', params: { need: 5 }, num: '2', den: '6', ruleId: 'TEST-WOUND-1' },
          { labelKey: 'test.preview.total', params: {}, num: '1', den: '6', ruleId: 'TEST-SHOOT-1', total: true },
        ],
        sight: {
          observerId: a.figureId ?? '', targetId,
          ignoreFigureIds: options.ignoredFigureId === undefined ? [] : [options.ignoredFigureId],
          ignorePieceIds: [], visibleFraction: 0.65, overridden: false,
        },
      };
    },
  };
}

/** The shipped rulesets plus the preview test ruleset. */
export function registryWithPreview(options: PreviewTestOptions = {}): MutableRulesetRegistry {
  const registry = createShippedRegistry();
  registry.register(previewTestRuleset(options));
  return registry;
}

