/**
 * Page object for what an action came to (issue 13, bug 5): the result card over the board, the
 * log line's outcome and the dice lines' verdicts. State through `window.__skirmish`.
 */
import type { Locator } from '@playwright/test';
import { GamePage } from './GamePage';

export class ResultsPage extends GamePage {
  resultCard(): Locator { return this.page.getByTestId('result-card'); }
  resultParts(): Locator { return this.resultCard().getByTestId('result-part'); }
  closeResult(): Locator { return this.page.getByTestId('result-card-close'); }

  /** End phases through the test API (handing over) until `side` acts in `phase`. */
  async untilPhaseOf(phase: string, side: string, max = 12): Promise<void> {
    const result = await this.page.evaluate(([p, sd, m]) => {
      const api = window.__skirmish!;
      for (let i = 0; i < m; i++) {
        api.dismissHandover();
        const g = api.game() as unknown as { actors: string[]; flow: { phase?: string } } | null;
        if (g === null) return 'no game';
        if (g.flow.phase === p && g.actors.includes(sd)) return null;
        const r = api.dispatch({ type: 'endPhase', side: g.actors[0] ?? '' });
        if (!r.ok) return r.refusal.message;
      }
      return `never reached ${p} for ${sd}`;
    }, [phase, side, max] as const);
    if (result !== null) throw new Error(result);
    await this.page.evaluate(() => window.__skirmish!.dismissHandover());
  }

  /** Apply an action through the test API (the step a drag or a button would take). */
  async act(action: { type: string; side: string; figureId?: string; targetIds?: string[]; params?: Record<string, unknown> }): Promise<void> {
    const r = await this.page.evaluate((a) => window.__skirmish!.dispatch(a as never), action);
    if (!r.ok) throw new Error(r.refusal.message);
    await this.page.evaluate(() => window.__skirmish!.dismissHandover());
  }
}
