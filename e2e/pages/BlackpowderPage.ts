/**
 * Page object for the black-powder skirmish journeys (issue 15): The Farm at La Croix started with
 * figures placed, dice forced for the next action, the selected fighter's or Group's action buttons,
 * points of the table pointed at and clicked (a reaction's point on the enemy's move), the result
 * card, the dice log's rows, and the hit chain's arrows read off the board's pixels. State comes
 * from `window.__skirmish`; everything a player does goes through the real mouse.
 */
import { expect, type Locator } from '@playwright/test';
import { colourDistance } from './pixels';
import { PreviewPage } from './PreviewPage';

export const FERME = 'bp-ferme-de-la-croix.json';

/** The hit chain's arrow colour (board/drawOutcomeLinks.ts `LINK_COLOR`, 0xff9a3c). */
export const LINK_RGB = [0xff, 0x9a, 0x3c] as const;
/** A path choice's allowed stretch (board/drawPathChoice.ts `PATH_CHOICE_RUN`, 0x3df5ff). */
export const PATH_RUN_RGB = [0x3d, 0xf5, 0xff] as const;

/** The ruleset's state of one figure (flow/bpTypes.ts `BpFigureState`). */
export interface BpFigState {
  suppressed: boolean;
  outOfAction: boolean;
  aimed: boolean;
  loaded: boolean;
  running: unknown;
  hidden: boolean;
}

/** One row of the dice log as a player reads it. */
export interface DiceRowReading {
  ruleId: string;
  purpose: string;
  faces: number[];
  /** Indices of the faces drawn as rerolled. */
  rerolledFaces: number[];
  outcome: string;
  verdict: string;
  notes: string;
}

export class BlackpowderPage extends PreviewPage {
  resultCard(): Locator { return this.page.getByTestId('result-card'); }
  resultParts(): Locator { return this.resultCard().getByTestId('result-part'); }
  pathChoiceHint(): Locator { return this.page.getByTestId('path-choice-hint'); }
  figureAction(id: string): Locator { return this.page.getByTestId(`figure-action-${id}`); }
  bannerText(): Locator { return this.page.getByTestId('turn-banner-text'); }

  /** The Farm at La Croix under its ruleset, the Prussians first (no roll-off), `place` moving figures first (inches). */
  async startFerme(place: Record<string, [number, number]> = {}, seed = 3): Promise<void> {
    await this.startBundled(FERME, 'blackpowder', seed, { initiative: 'scenarioOrder' }, place);
  }

  /** The next action rolls these faces (test API `forceDice`). */
  async forceDice(faces: number[]): Promise<void> {
    await this.page.evaluate((f) => window.__skirmish!.forceDice(f), faces);
  }

  async bpFigState(id: string): Promise<BpFigState> {
    const s = await this.page.evaluate((fid) => (window.__skirmish!.game() as unknown as { figureState: Record<string, unknown> }).figureState[fid], id);
    if (s === undefined) throw new Error(`no state for ${id}`);
    return s as BpFigState;
  }

  /** The ruleset's flow (flow/bpTypes.ts `BpFlow`), as JSON. */
  async flow(): Promise<{ ap: Record<string, number>; pendingMove: { actorId: string; path: { x: number; y: number }[] } | null; reacted: string[] }> {
    return this.page.evaluate(() => window.__skirmish!.game()!.flow as never);
  }

  /** The last logged action entry with its events. */
  async lastEntry(): Promise<{ action: { type: string; figureId?: string; params?: Record<string, unknown> }; events: { type: string; faces?: number[]; purpose?: string; params?: Record<string, unknown> }[] }> {
    return this.page.evaluate(() => {
      const log = window.__skirmish!.game()!.log;
      return log.filter((e) => e.kind === 'action').at(-1) as never;
    });
  }

  /** Move the pointer (gliding, as a player's would) to a table point given in inches. */
  async pointAtTable(x: number, y: number): Promise<void> {
    const c = await this.worldToClient(x, y);
    await this.page.mouse.move(c.x, c.y, { steps: 4 });
  }

  /** Point at a table point and click there (press and release without moving). */
  async clickTable(x: number, y: number): Promise<void> {
    await this.pointAtTable(x, y);
    await this.page.mouse.down();
    await this.page.mouse.up();
  }

  /** Zoom the board with the wheel about a table point (inches) until it shows at least `pxPerInch`. */
  async zoomAbout(x: number, y: number, pxPerInch: number): Promise<void> {
    await this.pointAtTable(x, y);
    for (let i = 0; i < 12 && (await this.camera()).pxPerInch < pxPerInch; i++) {
      await this.page.mouse.wheel(0, -240);
      await this.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    }
    expect((await this.camera()).pxPerInch).toBeGreaterThanOrEqual(pxPerInch);
  }

  /** Every row of the dice log (the Dice tab is opened), newest first. */
  async diceRows(): Promise<DiceRowReading[]> {
    await this.showTab('dice');
    await expect(this.diceEntries().first()).toBeVisible();
    return this.diceEntries().evaluateAll((rows) => rows.map((r) => {
      const text = (id: string) => r.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
      const dice = [...r.querySelectorAll('[data-testid="dice-faces"] .die')];
      return {
        ruleId: r.getAttribute('data-rule-id') ?? '',
        purpose: text('dice-purpose'),
        faces: dice.map((d) => Number(d.textContent)),
        rerolledFaces: dice.flatMap((d, i) => (d.classList.contains('die--rerolled') ? [i] : [])),
        outcome: text('dice-outcome'),
        verdict: text('dice-verdict'),
        notes: r.querySelector('.dice-entry__notes')?.textContent ?? '',
      };
    }));
  }

  /**
   * How many of `samples` points along the centre line between two figures (inside their rims, as
   * drawn now) show the chain's arrow colour, in one fresh screenshot of the canvas. On a long
   * arrow the order number's dark disc sits on the line, so only part of it is orange.
   */
  async linkPixels(fromId: string, toId: string, samples = 41): Promise<number> {
    const [a, b] = [await this.figure(fromId), await this.figure(toId)];
    const at = (t: number) => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
    return this.pixelsAlong(at(0.15), at(0.85), LINK_RGB, samples);
  }

  /** How many of `samples` points evenly from `a` to `b` (table inches) are within 70 of colour `rgb` on the canvas now. */
  async pixelsAlong(a: { x: number; y: number }, b: { x: number; y: number }, rgb: readonly number[], samples = 41): Promise<number> {
    await this.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const box = (await this.canvas().boundingBox())!;
    const pts = await this.page.evaluate(([ax, ay, bx, by, n]) => Array.from({ length: n! }, (_, i) => {
      const t = i / (n! - 1);
      return window.__skirmish!.worldToClient(ax! + (bx! - ax!) * t, ay! + (by! - ay!) * t);
    }), [a.x, a.y, b.x, b.y, samples]);
    const png = await this.canvas().screenshot();
    // One decode of the screenshot for every point (samplePng decodes it per point).
    const colours = await this.page.evaluate(async ([b64, points]) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64 as string}`)).blob());
      const c = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = c.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const scale = bitmap.width / (window.__skirmish!.tableRect()?.canvas.w ?? bitmap.width);
      return (points as { x: number; y: number }[]).map((p) => [...ctx.getImageData(Math.round(p.x * scale), Math.round(p.y * scale), 1, 1).data].slice(0, 3));
    }, [png.toString('base64'), pts.map((p) => ({ x: p.x - box.x, y: p.y - box.y }))] as const);
    return colours.filter((c) => colourDistance(c, rgb) < 70).length;
  }
}
