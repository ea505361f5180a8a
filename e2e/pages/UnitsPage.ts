import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export interface UnitDragReading {
  unitId: string;
  manoeuvre: { kind: string; distanceIn?: number; corner?: string; angleDeg?: number };
  members: { figureId: string; x: number; y: number; facingDeg: number }[];
  costIn: number | null;
  allowanceIn: number | null;
  legal: boolean;
}

/** Units and facing on the board: the test ruleset installed, the unit drag and the rotate handle read through `window.__skirmish`. */
export class UnitsPage {
  constructor(private readonly page: Page) {}

  async installTestRuleset(): Promise<void> {
    await this.page.evaluate(() => window.__skirmish!.installTestRuleset());
  }

  async unitDrag(): Promise<UnitDragReading | null> {
    return this.page.evaluate(() => window.__skirmish!.unitDrag() as unknown as UnitDragReading | null);
  }

  async unit(id: string): Promise<{ facingDeg: number; memberIds: readonly string[] }> {
    const u = await this.page.evaluate((uid) => window.__skirmish!.scenario()?.units?.find((x) => x.id === uid), id);
    if (u === undefined) throw new Error(`no unit ${id}`);
    return { facingDeg: u.facingDeg, memberIds: [...u.memberIds] };
  }

  async selected(): Promise<string | null> {
    return this.page.evaluate(() => (window.__skirmish!.state() as { selectedFigureId: string | null }).selectedFigureId);
  }

  /** Take the rotate handle and swing it `deg` clockwise about `centre` (client px), in steps; does not release. */
  async swingHandle(centre: { x: number; y: number }, deg: number, steps = 6): Promise<void> {
    const knob = await this.page.evaluate(() => window.__skirmish!.rotateHandleClient());
    expect(knob).not.toBeNull();
    await this.page.mouse.move(knob!.x, knob!.y);
    await this.page.mouse.down();
    const r = Math.hypot(knob!.x - centre.x, knob!.y - centre.y);
    const start = Math.atan2(knob!.y - centre.y, knob!.x - centre.x);
    for (let i = 1; i <= steps; i++) {
      const a = start + ((deg * Math.PI) / 180) * (i / steps);
      await this.page.mouse.move(centre.x + Math.cos(a) * r, centre.y + Math.sin(a) * r);
    }
  }

  /** Hand the turn to the other side in the test game's move phase (its own End phase), past the handover. */
  async endPhase(side: string): Promise<void> {
    const r = await this.page.evaluate((s) => {
      const api = window.__skirmish!;
      const out = api.dispatch({ type: 'endPhase', side: s });
      api.dismissHandover();
      return out.ok;
    }, side);
    expect(r).toBe(true);
  }
}
