/**
 * Which badges a figure's token carries, read from the ruleset's status lines by their key's
 * suffix (figureBadgeSelectors.ts): the black-powder lines (bpFigureStatus.ts) and the older ones.
 */
import { describe, expect, it } from 'vitest';
import type { ActionDescription } from '../engine/ruleset';
import { testScenario } from '../engine/testScenario';
import { FIGURE_BADGES, figureBadges, selectBadgesShown, selectFigureBadges } from './figureBadgeSelectors';
import { storeWithScenario, twoFigureScenarioJson } from './testStore';

const a1 = testScenario.figures.find((f) => f.id === 'a1')!;
const line = (labelKey: string, params: ActionDescription['params'] = {}): ActionDescription => ({ labelKey, params });
const bp = (name: string) => line(`blackpowder.status.${name}`);

describe('figureBadges: status lines by key suffix', () => {
  it.each([
    ['BP-DMG-1 (1–3): suppressed, laid on its side', 'suppressed', 'suppressed'],
    ['BP-GAP-06: running', 'running', 'running'],
    ['BP-GAP-05: fired and not reloaded', 'unloaded', 'unloaded'],
    ['BP-SHOOT-REROLL-2: aimed', 'aimed', 'aimed'],
    ['BP-OBST-2/3: hidden', 'hidden', 'hidden'],
    ['BP-DMG-3: the horse wounded', 'horseWounded', 'wounded'],
  ] as const)('%s', (_, name, badge) => {
    expect(figureBadges(a1, [bp(name)])).toEqual([badge]);
  });

  it('BP-DMG-1 (4–6): out of action stands alone, whatever else the lines say', () => {
    expect(figureBadges({ ...a1, stance: 'prone' }, [bp('suppressed'), bp('outOfAction'), bp('unloaded'), bp('aimed')])).toEqual(['out']);
  });

  it('several at once come in FIGURE_BADGES order, once each', () => {
    const got = figureBadges(a1, [bp('aimed'), bp('hidden'), bp('unloaded'), bp('suppressed'), bp('aimed')]);
    expect(got).toEqual(['suppressed', 'unloaded', 'aimed', 'hidden']);
    expect(got).toEqual(FIGURE_BADGES.filter((b) => got.includes(b)));
  });

  it('lines that are not badges, or only look like them, add none', () => {
    expect(figureBadges(a1, [bp('moving'), bp('actions'), bp('closeOrder'), line('blackpowder.suppressed'), line('x.status.runningOut')])).toEqual([]);
  });

  it('the older rulesets keep theirs: stance, mount, wounds by count, jammed, climbing, fallen', () => {
    expect(figureBadges({ ...a1, stance: 'prone', mounted: true }, [
      line('lotow.status.wounds', { left: 1, wounds: 2 }), line('lotow.status.weaponJammed'), line('lotow.status.climbingDown'), line('sbh.status.fallen'),
    ])).toEqual(['prone', 'fallen', 'mounted', 'wounded', 'jammed', 'climbing']);
    expect(figureBadges(a1, [line('lotow.status.wounds', { left: 2, wounds: 2 })])).toEqual([]);
  });
});

describe('the board and the legend read the same badges', () => {
  it('a free table game shows none: the legend lists nothing, the same empty answer each time', () => {
    const store = storeWithScenario(twoFigureScenarioJson('free'));
    const s = store.getState();
    expect(selectFigureBadges(s).get('r1')).toBe('');
    expect(selectBadgesShown(s)).toEqual([]);
    expect(selectBadgesShown(store.getState())).toBe(selectBadgesShown(s));
  });
});
