/**
 * Page object for the action preview (issue 13, bug 1): the bundled scenarios started through the
 * test API, a phase reached by ending phases, the preview opened by pointing at an action's button,
 * and the selection read back. State comes from `window.__skirmish`.
 */
import { expect } from '@playwright/test';
import { GamePage } from './GamePage';

export class PreviewPage extends GamePage {
  preview() { return this.page.getByTestId('action-preview'); }

  /**
   * A new game on a bundled scenario file (`public/scenarios/<file>`), handed over; `place` moves
   * figures before the start (id → [x, y] in inches), e.g. into range of each other.
   */
  async startBundled(file: string, rulesetId: string, seed: number, options: Record<string, string | number | boolean> = {},
    place: Record<string, [number, number]> = {}): Promise<void> {
    const result = await this.page.evaluate(async ([f, r, sd, o, pl]) => {
      const json = await (await fetch(`/scenarios/${f as string}`)).json() as { figures: { id: string; x: number; y: number; standsOn?: unknown }[] };
      for (const [id, [x, y]] of Object.entries(pl as Record<string, [number, number]>)) {
        const fig = json.figures.find((g) => g.id === id)!;
        fig.x = x;
        fig.y = y;
        delete fig.standsOn;
      }
      const loaded = await window.__skirmish!.loadScenario(json, f as string, { rulesetId: r as string, seed: sd as number, options: o as Record<string, string | number | boolean> });
      window.__skirmish!.dismissHandover();
      return loaded.ok;
    }, [file, rulesetId, seed, options, place] as const);
    expect(result).toBe(true);
    await this.waitForBoard();
  }

  /** End phases through the test API (as the players' End phase would) until the flow is in `phase`. */
  async untilPhase(phase: string): Promise<void> {
    const reached = await this.page.evaluate((want) => {
      const api = window.__skirmish!;
      for (let i = 0; i < 12; i++) {
        api.dismissHandover();
        const g = api.game()!;
        if ((g.flow as { phase?: string }).phase === want) return true;
        if (!api.dispatch({ type: 'endPhase', side: g.actors[0] ?? '' }).ok) return false;
      }
      return false;
    }, phase);
    expect(reached, `the ${phase} phase is reached`).toBe(true);
    await expect(this.page.getByTestId('handover-screen')).toHaveCount(0);
  }

  async selectedFigureId(): Promise<string | null> {
    return this.state((s) => s.selectedFigureId as string | null);
  }

  /**
   * Select `figureId` with a click and point at its first action button whose id starts with
   * `prefix` (an allowed one first, else a refused one in the folded list): the preview opens.
   * Returns the action's button id.
   */
  async openPreview(figureId: string, prefix: string): Promise<string> {
    await this.clickFigure(figureId);
    await expect.poll(() => this.selectedFigureId()).toBe(figureId);
    const allowed = this.page.locator(`[data-testid^="figure-action-${prefix}"]:enabled`);
    const id = await (async () => {
      if (await allowed.count() > 0) {
        const button = allowed.first();
        await button.hover();
        return button.getAttribute('data-testid');
      }
      // Only refused ones: unfold them; a disabled button gets no pointer events, its row (button and reason) does.
      const folded = this.page.getByTestId('figure-actions-refused');
      if (await folded.count() > 0 && await folded.getAttribute('open') === null) await folded.locator('summary').click();
      const button = this.page.locator(`[data-testid^="figure-action-${prefix}"]`).first();
      await button.locator('xpath=..').hover();
      return button.getAttribute('data-testid');
    })().then((t) => t!.replace(/^figure-action-/, ''));
    await expect(this.preview()).toBeVisible();
    await expect(this.preview()).toHaveAttribute('data-action-id', id);
    return id;
  }

  /** Screen points (client px) of every figure on the table. */
  async figurePoints(): Promise<{ id: string; x: number; y: number }[]> {
    const figures = await this.figures();
    return Promise.all(figures.map(async (f) => ({ id: f.id, ...(await this.worldToClient(f.x, f.y)) })));
  }
}
