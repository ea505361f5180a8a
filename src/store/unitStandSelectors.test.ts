import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '../scenario/parseScenario';
import { unitStandsOf } from './unitStandSelectors';

const parsed = parseScenarioText(readFileSync('public/scenarios/bs-stony-ford.json', 'utf8'));
if (!parsed.ok) throw new Error('Stony Ford does not load');
const ford = parsed.scenario;

describe('bases of several figures as the board draws them (BS-CAS-3)', () => {
  it('BS-CAS-3: Stony Ford draws the bases of its two units on such bases, with no marker before any loss', () => {
    const stands = unitStandsOf(ford);
    expect(stands.map((s) => s.bases.length).sort((a, b) => a - b)).toEqual([6, 12]);
    expect(stands.every((s) => s.marker.length === 0 && s.emptySlots.length === 0)).toBe(true);
  });

  it('BS-CAS-3: a base that lost a figure shows its empty slot and the marker beside it; a table without such bases draws none', () => {
    const units = ford.units!.map((u) => (u.id === 'f-dwarf' && u.formation.kind === 'regular'
      ? { ...u, memberIds: u.memberIds.slice(1), formation: { ...u.formation, vacantSlots: [0] } } : u));
    const lost = { ...ford, units, figures: ford.figures.filter((f) => f.id !== 'f-dwarf-1') };
    const dwarves = unitStandsOf(lost).find((s) => s.emptySlots.length > 0)!;
    expect(dwarves.emptySlots).toHaveLength(1);
    expect(dwarves.marker).toHaveLength(1);
    expect(unitStandsOf({ ...ford, units: ford.units!.map((u) => (u.formation.kind === 'regular' ? { ...u, formation: { kind: 'regular' as const, files: u.formation.files, ranks: u.formation.ranks } } : u)) })).toEqual([]);
  });
});
