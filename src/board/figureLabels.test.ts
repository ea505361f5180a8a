// @vitest-environment happy-dom
/**
 * The names the board lays out for a table of units (figureLabels.ts): a unit is named once, outside
 * its members' box, and its members carry no name each; hovering a member raises the unit's name.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { storeWithScenario } from '../store/testStore';
import { selectRotateHandle } from '../store/rotateHandleSelectors';
import { computeFigureLabelLayout } from './figureLabels';

const measure = (text: string) => ({ w: text.length * 7, h: 14 });
const stonyFord = (): unknown => JSON.parse(readFileSync('public/scenarios/bs-stony-ford.json', 'utf8'));

describe('figure labels on a table of units', () => {
  it('BS-GAP-11: one name per unit, none per member, each outside its tray\'s box', () => {
    const store = storeWithScenario(stonyFord(), { rulesetId: 'battlesystem' });
    const s = store.getState();
    const scenario = s.game!.timeline.present.scenario;
    const layout = computeFigureLabelLayout({ ...s, camera: { ...s.camera, pxPerInch: 12 } }, measure, []);
    const ids = [...layout.placed.map((p) => p.id), ...layout.hidden];
    expect(new Set(ids)).toEqual(new Set(scenario.units!.map((u) => u.id)));
    const pike = scenario.units!.find((u) => u.id === 'f-pike')!;
    const members = scenario.figures.filter((f) => pike.memberIds.includes(f.id));
    const placed = layout.placed.find((p) => p.id === 'f-pike');
    expect(placed?.text).toBe(pike.name);
    // Not over any member: the label lies outside the box of the members' tokens.
    for (const f of members) {
      const x = f.x * 12;
      const y = f.y * 12;
      const inside = x > placed!.x && x < placed!.x + placed!.w && y > placed!.y && y < placed!.y + placed!.h;
      expect(inside, `${f.id} under the unit's name`).toBe(false);
    }
  });

  it('hovering a member gives its unit\'s name the first place: the crossbows\' name, crowded out at this zoom, is shown', () => {
    const store = storeWithScenario(stonyFord(), { rulesetId: 'battlesystem' });
    const s = store.getState();
    const xbow = s.game!.timeline.present.scenario.units!.find((u) => u.id === 'f-xbow')!;
    const at = (hoveredFigureId: string | null) => computeFigureLabelLayout({ ...s, camera: { ...s.camera, pxPerInch: 1.5 }, hoveredFigureId }, measure, []);
    expect(at(null).hidden).toContain('f-xbow');
    expect(at(xbow.memberIds[5]!).placed.find((p) => p.id === 'f-xbow')).toMatchObject({ text: xbow.name });
  });

  it('a unit\'s name goes behind it, off its turning knob ahead of the front edge', () => {
    const store = storeWithScenario(stonyFord(), { rulesetId: 'battlesystem' });
    const s = store.getState();
    const scenario = s.game!.timeline.present.scenario;
    for (const unit of scenario.units!) {
      const layout = computeFigureLabelLayout({ ...s, camera: { ...s.camera, pxPerInch: 12 }, selectedFigureId: unit.id }, measure, []);
      const p = layout.placed.find((l) => l.id === unit.id)!;
      const k = selectRotateHandle({ ...s, selectedFigureId: unit.id })!.at;
      const over = k.x * 12 > p.x - 7 && k.x * 12 < p.x + p.w + 7 && k.y * 12 > p.y - 7 && k.y * 12 < p.y + p.h + 7;
      expect(over, `${unit.name}'s name over its knob`).toBe(false);
    }
  });
});
