/**
 * Page object for the table: opens the app, waits for the board, and drives figures with the real mouse.
 * Positions come from the app's test API (`window.__skirmish`), never from scraping the canvas.
 */
import { expect, type Page, type ConsoleMessage } from '@playwright/test';
import { samplePng } from './pixels';

export interface FigureState { id: string; name: string; x: number; y: number; side: string; standsOn: string | null }

/** The parts of a line-of-sight result the journeys read (see src/los/losTypes.ts). */
export interface LosReading {
  visible: boolean;
  visibleFraction: number;
  sampleCount: number;
  crossings: { kind: 'piece' | 'figure'; id: string; hiddenFraction: number }[];
  flatIn: number;
  heightDiffIn: number;
  distance3dIn: number;
}

export class TablePage {
  readonly consoleErrors: string[] = [];

  constructor(readonly page: Page) {
    page.on('console', (msg: ConsoleMessage) => {
      if (msg.type() === 'error') this.consoleErrors.push(msg.text());
    });
    page.on('pageerror', (err) => this.consoleErrors.push(String(err)));
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/${query}`);
    await this.waitForBoard();
  }

  async waitForBoard(): Promise<void> {
    await this.page.waitForFunction(() => {
      const api = window.__skirmish;
      return !!api && api.scenario() !== null && api.countDisplayObjects() > 0;
    });
    // Let the camera fit and the first frame render.
    await this.page.waitForFunction(() => window.__skirmish!.renderer() !== 'none');
    await this.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  }

  canvas() { return this.page.getByTestId('board-canvas'); }

  async figure(id: string): Promise<FigureState> {
    const f = await this.page.evaluate((fid) => window.__skirmish!.figure(fid), id);
    if (!f) throw new Error(`no figure ${id}`);
    return f as FigureState;
  }

  async figures(): Promise<FigureState[]> {
    return (await this.page.evaluate(() => window.__skirmish!.scenario()!.figures)) as unknown as FigureState[];
  }

  async worldToClient(xIn: number, yIn: number): Promise<{ x: number; y: number }> {
    return this.page.evaluate(([x, y]) => window.__skirmish!.worldToClient(x!, y!), [xIn, yIn]);
  }

  async camera(): Promise<{ originXIn: number; originYIn: number; pxPerInch: number }> {
    return this.page.evaluate(() => (window.__skirmish!.state() as { camera: { originXIn: number; originYIn: number; pxPerInch: number } }).camera);
  }

  /** Press a figure, move the pointer through the given table points (inches) in small steps. Does not release. */
  async pressFigureAndMove(id: string, points: readonly { x: number; y: number }[], steps = 8): Promise<void> {
    const f = await this.figure(id);
    const start = await this.worldToClient(f.x, f.y);
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    for (const p of points) {
      const c = await this.worldToClient(p.x, p.y);
      await this.page.mouse.move(c.x, c.y, { steps });
    }
  }

  async release(): Promise<void> { await this.page.mouse.up(); }

  /** A new game on this scenario through the test API; `options` are the ruleset's (e.g. `{ oneMovePerTurn: false }`). */
  /**
   * Load a fixture as a new game. The table's mechanics (drag, measure, LOS, saves) are tested on the
   * free table, so no rule system's movement limits get in the way; `rulesetId` picks another, and
   * `seed` fixes the dice (otherwise a fresh seed, as in play).
   */
  async loadScenario(json: unknown, options?: Record<string, boolean | number | string>, rulesetId = 'free', seed?: number): Promise<void> {
    const loaded = await this.page.evaluate(([j, o, r, sd]) => window.__skirmish!.loadScenario(j, 'test', {
      rulesetId: r, ...(o === null ? {} : { options: o }), ...(sd === null ? {} : { seed: sd }),
    }), [json, options ?? null, rulesetId, seed ?? null] as const);
    expect(loaded.ok, JSON.stringify(loaded.problems)).toBe(true);
    await this.waitForBoard();
  }

  /**
   * Hotseat: end turns through the test API until the side of `figureId` may act, and hand the
   * device over, so the test can drag that figure (as players passing the turn would).
   */
  async actAs(figureId: string): Promise<void> {
    const result = await this.page.evaluate((id) => {
      const api = window.__skirmish!;
      const side = api.figure(id)?.side;
      for (let i = 0; i < 10; i++) {
        const game = api.game();
        if (side === undefined || game === null) return `no figure ${id} or no game`;
        api.dismissHandover();
        if (game.actors.includes(side)) return null;
        const r = api.dispatch({ type: 'endTurn', side: game.actors[0] ?? '' });
        if (!r.ok) return r.refusal.message;
      }
      return `the side of ${id} never acts`;
    }, figureId);
    expect(result).toBeNull();
    await expect(this.page.getByTestId('handover-screen')).toHaveCount(0);
  }

  /** The present game state's hash (engine stateHash). */
  async stateHash(): Promise<string> {
    const h = await this.page.evaluate(() => window.__skirmish!.stateHash());
    if (h === null) throw new Error('no game in progress');
    return h;
  }

  /** The present game state (a JSON copy). */
  async game(): Promise<{ turn: number; actors: string[]; log: { kind: string; undone?: boolean }[] }> {
    const g = await this.page.evaluate(() => window.__skirmish!.game());
    if (g === null) throw new Error('no game in progress');
    return g as unknown as { turn: number; actors: string[]; log: { kind: string; undone?: boolean }[] };
  }

  /** Drag a figure along the given table points (inches) and drop it. */
  async dragFigure(id: string, points: readonly { x: number; y: number }[], steps = 8): Promise<void> {
    await this.pressFigureAndMove(id, points, steps);
    await this.release();
  }

  async chooseTool(tool: 'select' | 'measure' | 'los'): Promise<void> {
    await this.page.getByTestId(`tool-${tool}`).click();
  }

  /** Point at a figure (the mouse glides there, as a player's would), then click it without dragging. */
  async clickFigure(id: string): Promise<void> {
    const f = await this.figure(id);
    const c = await this.worldToClient(f.x, f.y);
    await this.page.mouse.move(c.x, c.y, { steps: 4 });
    await this.page.mouse.down();
    await this.page.mouse.up();
  }

  /** Line of sight between two figures from the app's own selector path. */
  async los(observerId: string, targetId: string): Promise<LosReading> {
    const r = await this.page.evaluate(([o, t]) => window.__skirmish!.los(o!, t!), [observerId, targetId]);
    if (!r) throw new Error(`no line of sight from ${observerId} to ${targetId}`);
    return r as unknown as LosReading;
  }

  async state<T>(pick: (s: Record<string, unknown>) => T): Promise<T> {
    return pick((await this.page.evaluate(() => window.__skirmish!.state())) as Record<string, unknown>);
  }

  /** The board's colour at a table point (inches) in a fresh screenshot of the canvas. */
  async colourAt(points: readonly { x: number; y: number }[]): Promise<[number, number, number][]> {
    await this.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const png = await this.canvas().screenshot();
    const box = (await this.canvas().boundingBox())!;
    const out: [number, number, number][] = [];
    for (const p of points) {
      const c = await this.worldToClient(p.x, p.y);
      out.push(await samplePng(this.page, png, c.x - box.x, c.y - box.y));
    }
    return out;
  }

  losPanel() { return this.page.getByTestId('los-panel'); }
  losVisible() { return this.page.getByTestId('los-visible'); }
  losCrossings() { return this.page.getByTestId('los-crossing'); }
  visibilityToggle() { return this.page.getByTestId('toggle-visibility'); }

  rulerReadout() { return this.page.getByTestId('ruler-readout'); }
  dragReason() { return this.page.getByTestId('drag-reason'); }
  statusLine() { return this.page.getByTestId('status-line'); }
  errorPanel() { return this.page.getByTestId('error-panel'); }

  async expectNoConsoleErrors(): Promise<void> {
    expect(this.consoleErrors, this.consoleErrors.join('\n')).toEqual([]);
  }
}
