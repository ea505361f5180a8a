/**
 * The family router (familyRuleset.ts): routing by type, gates in order before the family's own
 * check, after-action hooks in order with the step, previews carrying a gate's refusal, unknown
 * types, two families on one type.
 */
import { describe, expect, it } from 'vitest';
import type { ResolveContext } from '../ruleset';
import type { Action, Refusal } from '../state';
import { refusal } from '../state';
import { startTestGame } from '../testing/testGame';
import type { TestState } from '../testing/testState';
import { testRuleset } from '../testing/testRuleset';
import type { ActionFamily, FamilyRulesetSpec, Gate } from './familyRuleset';
import { familyRuleset, whilePlaying } from './familyRuleset';
import { withFigure } from './pieceState';

type S = TestState;
interface Fam extends ActionFamily<S> { readonly name: string }

const { candidateActions: _c, check: _k, resolve: _r, describeAction: _d, previewAction: _p, ...rest } = testRuleset;
const ctx: ResolveContext = { roll: () => [], reroll: (f) => [...f], emit: () => undefined };

/** A family that moves a figure one inch east per `step`; refuses a figure named in `params.no`. */
const stepper: Fam = {
  name: 'stepper',
  types: ['step', 'hop'],
  check: (_s, a) => (a.params?.no === true ? refusal('kit.no', 'KIT-STEP-1', 'no') : null),
  resolve: (s, a) => {
    const f = s.scenario.figures.find((x) => x.id === a.figureId)!;
    return { state: withFigure(s, f.id, { x: f.x + (a.type === 'hop' ? 2 : 1) }) };
  },
  describe: (_s, a) => ({ labelKey: `kit.${a.type}`, params: {} }),
  candidates: (_s, id) => [{ type: 'step', side: 'a', figureId: id }],
  preview: (_s, a) => ({ refusal: a.params?.no === true ? refusal('kit.no', 'KIT-STEP-1', 'no') : null, lines: [], chances: [] }),
};
const marker: Fam = {
  name: 'marker',
  types: ['mark'],
  check: () => null,
  resolve: (s, a) => ({ state: withFigure(s, a.figureId!, { name: 'marked' }), events: [{ type: 'marked' } as never] }),
  describe: () => ({ labelKey: 'kit.mark', params: {} }),
  candidates: (_s, id) => [{ type: 'mark', side: 'a', figureId: id }],
};

function spec(over: Partial<FamilyRulesetSpec<S['flow'], S['figureState'][string], Fam>> = {}) {
  return familyRuleset<S['flow'], S['figureState'][string], Fam>({
    families: [stepper, marker],
    unknownAction: (t) => refusal('kit.unknown', 'KIT-UNKNOWN', `unknown ${t}`),
    unknownLabel: (t) => ({ labelKey: 'kit.unknownLabel', params: { type: t } }),
    rest,
    ...over,
  });
}
const start = () => startTestGame('activations');
const a1 = (s: S) => s.scenario.figures.find((f) => f.id === 'a1')!;
const act = (type: string, params?: Action['params']): Action => ({ type, side: 'a', figureId: 'a1', ...(params === undefined ? {} : { params }) });

describe('familyRuleset', () => {
  it('routes each type to its family: resolve, describe and candidates in family order', () => {
    const r = spec();
    const s = start();
    expect(a1(r.resolve(s, act('hop'), ctx).state).x).toBe(a1(s).x + 2);
    expect(a1(r.resolve(s, act('mark'), ctx).state).name).toBe('marked');
    expect(r.resolve(s, act('mark'), ctx).events).toEqual([{ type: 'marked' }]);
    expect(r.resolve(s, act('step'), ctx).events).toEqual([]);
    expect(r.describeAction(s, act('hop')).labelKey).toBe('kit.hop');
    expect(r.candidateActions(s, 'a1').map((a) => a.type)).toEqual(['step', 'mark']);
  });

  it('an unknown type is refused and labelled by the spec, and resolves to the same state', () => {
    const r = spec();
    const s = start();
    expect(r.check(s, act('fly'))).toMatchObject({ ruleId: 'KIT-UNKNOWN', message: 'unknown fly — KIT-UNKNOWN' });
    expect(r.describeAction(s, act('fly'))).toEqual({ labelKey: 'kit.unknownLabel', params: { type: 'fly' } });
    expect(r.resolve(s, act('fly'), ctx).state).toBe(s);
    expect(r.previewAction!(s, act('fly'))).toBeNull();
  });

  it('gates run in order before the family check; the first refusal wins and the family sees its own family', () => {
    const seen: string[] = [];
    const gate = (id: string, refuse: (f: Fam) => boolean): Gate<S, Fam> => (_s, _a, f) => {
      seen.push(`${id}:${f.name}`);
      return refuse(f) ? refusal(`kit.${id}`, id, id) : null;
    };
    const r = spec({ gates: [gate('G1', (f) => f.name === 'marker'), gate('G2', () => true)] });
    const s = start();
    expect(r.check(s, act('mark'))?.ruleId).toBe('G1');
    expect(seen).toEqual(['G1:marker']);
    expect(r.check(s, act('step'))?.ruleId).toBe('G2');
    const open = spec({ gates: [gate('G3', () => false)] });
    expect(open.check(s, act('step', { no: true }))?.ruleId).toBe('KIT-STEP-1');
    expect(open.check(s, act('step'))).toBeNull();
  });

  it('after-action hooks run in order on the family result, each handed the state before and the family', () => {
    const calls: string[] = [];
    const r = spec({
      afterAction: [
        (st, step) => { calls.push(`1:${step.family.name}:${a1(step.before).x}→${a1(st).x}`); return withFigure(st, 'a1', { y: 9 }); },
        (st, step) => { calls.push(`2:${step.action.type}:${a1(st).y}`); return st; },
      ],
    });
    const s = start();
    const out = r.resolve(s, act('step'), ctx).state;
    expect(calls).toEqual([`1:stepper:${a1(s).x}→${a1(s).x + 1}`, '2:step:9']);
    expect(a1(out).y).toBe(9);
  });

  it('whilePlaying skips its hook once the game has an outcome', () => {
    const hook = whilePlaying<S, Fam>((st) => withFigure(st, 'a1', { y: 11 }));
    const s = start();
    const step = { before: s, action: act('step'), family: stepper };
    expect(a1(hook(s, step, ctx)).y).toBe(11);
    const over: S = { ...s, outcome: { winner: 'a', reasonKey: 'x' } };
    expect(hook(over, step, ctx)).toBe(over);
  });

  it('a preview carries the first gate refusal in place of its own; a family without previews has none', () => {
    const blocked: Refusal = refusal('kit.gate', 'KIT-GATE', 'gate');
    const s = start();
    expect(spec().previewAction!(s, act('step'))?.refusal).toBeNull();
    expect(spec().previewAction!(s, act('step', { no: true }))?.refusal?.ruleId).toBe('KIT-STEP-1');
    expect(spec({ gates: [() => blocked] }).previewAction!(s, act('step', { no: true }))?.refusal).toBe(blocked);
    expect(spec().previewAction!(s, act('mark'))).toBeNull();
  });

  it('passes the rest of the ruleset through unchanged', () => {
    const r = spec();
    expect(r.id).toBe(testRuleset.id);
    expect(r.setup).toBe(testRuleset.setup);
    expect(r.options).toBe(testRuleset.options);
  });

  it('two families claiming one type fail when the ruleset is built', () => {
    const twin: Fam = { ...marker, name: 'twin', types: ['hop'] };
    expect(() => spec({ families: [stepper, twin] })).toThrow(/"hop" has two families/);
  });
});
