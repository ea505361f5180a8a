/**
 * Page object for playing a game: the hotseat controls (banner, handover, side actions, undo/redo,
 * log and dice panels, dice tray) and the saves (the games dialog, export, import, the replay bar).
 * State is read through `window.__skirmish`; the controls are driven as a player would.
 */
import { expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { TablePage } from './TablePage';

export interface SaveFile {
  schemaVersion: number;
  kind: string;
  scenario: unknown;
  rulesetId: string;
  options: Record<string, unknown>;
  seed: number;
  actions: { type: string; side?: string; figureId?: string; params?: Record<string, unknown> }[];
  stateHash: string;
}

export class GamePage extends TablePage {
  banner() { return this.page.getByTestId('turn-banner'); }
  handover() { return this.page.getByTestId('handover-screen'); }
  logEntries() { return this.page.getByTestId('game-log').getByTestId('log-entry'); }
  diceEntries() { return this.page.getByTestId('dice-log').getByTestId('dice-entry'); }
  replayBar() { return this.page.getByTestId('replay-bar'); }
  replayPosition() { return this.page.getByTestId('replay-position'); }
  savedGamesDialog() { return this.page.getByTestId('saved-games-dialog'); }

  async showTab(tab: 'figure' | 'roster' | 'log' | 'dice'): Promise<void> {
    await this.page.getByTestId(`tab-${tab}`).click();
  }

  /** Roll dice from the tray (the Dice tab) for the acting side. */
  async rollDice(count: number, sides: number, label: string): Promise<void> {
    await this.showTab('dice');
    await this.page.getByTestId('dice-count').fill(String(count));
    await this.page.getByTestId('dice-sides').selectOption(String(sides));
    await this.page.getByTestId('dice-label').fill(label);
    const before = await this.diceEntries().count();
    await this.page.getByTestId('dice-roll').click();
    await expect(this.diceEntries()).toHaveCount(before + 1);
  }

  /** End the acting side's turn with its button, and pass the device over on the handover screen. */
  async endTurnAndHandOver(): Promise<void> {
    await this.page.getByTestId('side-action-endTurn').first().click();
    await expect(this.handover()).toBeVisible();
    await this.page.getByTestId('handover-continue').click();
    await expect(this.handover()).toHaveCount(0);
  }

  /**
   * Switch the automatic pass (a phase in which the side to act has nothing to do passes by itself)
   * on or off with its toggle in New game, as a player would; it applies at once, the dialog is cancelled.
   */
  async setAutoPass(on: boolean): Promise<void> {
    await this.page.getByTestId('new-game-button').click();
    await this.page.getByTestId('auto-pass-toggle').setChecked(on);
    await this.page.getByTestId('new-game-cancel').click();
    await expect(this.page.getByTestId('new-game-dialog')).toHaveCount(0);
  }

  /** Continue on the handover screen if it is up (a phase may have passed by itself behind it). */
  async continueHandover(): Promise<void> {
    // The screen may be drawn a moment after the action that raised it: give it a moment.
    await this.handover().waitFor({ state: 'visible', timeout: 3000 }).catch(() => undefined);
    if (await this.handover().count() === 0) return;
    await this.page.getByTestId('handover-continue').click();
    await expect(this.handover()).toHaveCount(0);
  }

  /**
   * End phases (the acting side's End phase, then Continue on the handover screen) until the banner
   * shows `phase` with `side` to act. Phases with nothing to do may pass by themselves on the way.
   */
  async endPhasesUntil(phase: RegExp, side: string, max = 8): Promise<void> {
    for (let i = 0; i <= max; i++) {
      if (await this.handover().count() > 0) {
        await this.page.getByTestId('handover-continue').click();
        await expect(this.handover()).toHaveCount(0);
      }
      const text = await this.banner().textContent() ?? '';
      if (phase.test(text) && await this.banner().getAttribute('data-acting') === side) return;
      if (i === max) break;
      await this.page.getByTestId('side-action-endPhase').first().click();
    }
    throw new Error(`never reached ${String(phase)} with ${side} to act`);
  }

  /** Where each figure stands, by id (test API). */
  /**
   * Through the test API, end the other side's phases (dismissing the handover) until `side` may act:
   * who has the Advantage is rolled, so a journey about one side's move starts here.
   */
  async untilSideActs(side: string, max = 3): Promise<void> {
    const why = await this.page.evaluate(({ side, max }) => {
      const api = window.__skirmish!;
      for (let i = 0; i < max; i++) {
        const g = api.game();
        if (g === null) return 'no game';
        api.dismissHandover();
        if (g.actors.includes(side)) return null;
        const r = api.dispatch({ type: 'endPhase', side: g.actors[0] ?? '' });
        if (!r.ok) return r.refusal.message;
      }
      return `${side} never acts`;
    }, { side, max });
    expect(why).toBeNull();
    await expect(this.handover()).toHaveCount(0);
  }

  async positions(): Promise<Record<string, [number, number]>> {
    const figures = await this.figures();
    return Object.fromEntries(figures.map((f) => [f.id, [f.x, f.y]]));
  }

  /** Click Export and read the file the browser downloads. */
  async exportGame(): Promise<{ fileName: string; text: string; path: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByTestId('export-button').click(),
    ]);
    const path = await download.path();
    return { fileName: download.suggestedFilename(), text: readFileSync(path, 'utf8'), path };
  }

  /** Pick a file for Import game… */
  async importText(name: string, text: string): Promise<void> {
    await this.page.getByTestId('import-input').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  }

  async openSavedGames(): Promise<void> {
    await this.page.getByTestId('games-button').click();
    await expect(this.savedGamesDialog()).toBeVisible();
  }

  async logLength(): Promise<number> {
    return (await this.game()).log.length;
  }
}
