/**
 * The real SBH router with the morale hooks and two test-only actions (cost 0) standing in for
 * whatever in the game triggers a test: `test.queue` queues a morale test for each of `targetIds`
 * (as a terrifying charge would), `test.remove` removes `targetIds[0]` as killed. Never shipped.
 */
import type { Ruleset } from '../../../../engine/ruleset';
import { queueMorale, removeFigure } from '../../casualties';
import { makeSbhRuleset } from '../../index';
import type { SbhActionHandler } from '../../sbhTypes';
import type { SbhFigState, SbhFlow } from '../../sbhTypes';
import { sbhFigureStatus } from '../figureStatus';
import { sbhGameEnd } from '../gameEnd';
import { moraleAfterResolve } from '../moraleAfterResolve';

const testHandler: SbhActionHandler = {
  types: ['test.queue', 'test.remove'],
  check: () => null,
  resolve(state, a, ctx) {
    if (a.type === 'test.remove') return { state: removeFigure(state, a.targetIds?.[0] ?? '', 'killed', 'SBH-GAP-06', ctx) };
    const ids = a.targetIds ?? [];
    return { state: queueMorale(state, ids.map((figureId) => ({ figureId, reasonKey: 'sbh.morale.why.terror', ruleId: 'SBH-GAP-08' }))) };
  },
  describe: (_s, a) => ({ labelKey: a.type, params: {} }),
  candidates: () => [],
  cost: () => 0,
};

export const moraleTestRuleset: Ruleset<SbhFlow, SbhFigState> = makeSbhRuleset({
  handlers: [testHandler],
  afterResolve: [moraleAfterResolve, sbhGameEnd],
  figureStatus: sbhFigureStatus,
  sideActions: () => [],
});
