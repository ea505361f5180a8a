/**
 * A melee fought through the ruleset (BS-MELEE-1, BS-MELEE-ADV-1/2, BS-HITS-2, BS-CAS-1, BS-GAP-05,
 * BS-GAP-14, TV-BS-08, TV-BS-19): who strikes when, the dice, the owners' removals in turn, the
 * morale checks, the end of Step 6 and Step 7, and the preview's exact distribution against brute force.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../engine/state';
import { battlesystemRuleset } from '../bsRuleset';
import type { BsDriver } from '../testing/bsTestGame';
import { SPEAR_PROFILE, SWORD_PROFILE, inMelee, meleeTable } from '../testing/bsMeleeTable';
import { regularUnit } from '../testing/bsTestScenario';
import { withBsPieceState } from '../flow/bsTypes';
import type { BsState } from '../flow/bsTypes';
import { meleePairs } from './meleeContacts';

const melee = (unit: string, target: string, side: string): Action => ({ type: 'melee', side, figureId: unit, targetIds: [target] });
const takeCasualties = (g: BsDriver): BsDriver => {
  const side = g.state.flow.pendingCasualties!.sideId;
  return g.accept(battlesystemRuleset.sideActions(g.state, side).find((a) => a.type === 'removeCasualties')!);
};
const eventTypes = (g: BsDriver): string[] => g.events.map((e) => e.type).filter((t) => t !== 'roll');

/** Red spears 4 × 1 against blue short swords 4 × 3, front to front at y = 30. */
function spearsAndSwords(options: Record<string, unknown> = {}) {
  const red = regularUnit('sp', 'red', 'Spears', 4, 1, 0, { frontLeft: { x: 10, y: 30 } }, SPEAR_PROFILE);
  const blue = regularUnit('sw', 'blue', 'Swords', 4, 3, 180, { frontCentre: { x: 12, y: 30 } }, SWORD_PROFILE);
  return inMelee(meleeTable([red, blue]), options);
}
/** Red swords 4 × 1 against blue swords 4 × 3: the same arms and size, no advantage. */
function swordsAndSwords() {
  const red = regularUnit('rs', 'red', 'Red swords', 4, 1, 0, { frontLeft: { x: 10, y: 30 } }, SWORD_PROFILE);
  const blue = regularUnit('sw', 'blue', 'Swords', 4, 3, 180, { frontCentre: { x: 12, y: 30 } }, SWORD_PROFILE);
  return inMelee(meleeTable([red, blue]));
}

describe('a melee (BS-MELEE-1, BS-MELEE-ADV-2)', () => {
  it('BS-MELEE-1: without advantage both units strike in one action, both rolled before either removes; the owners then remove in turn', () => {
    const g = swordsAndSwords();
    // Red: 4 d8 [8, 8, 1, 1] = 4 hits, blue's armour [1, 1, 1, 1]: 4 through. Blue: 4 d8 [6, 1, 1, 1] = 2 hits, red's armour [10, 1]: 1 through.
    g.accept(melee('rs', 'sw', 'red'), [8, 8, 1, 1, 1, 1, 1, 1, 6, 1, 1, 1, 10, 1]);
    expect(g.events.filter((e) => e.type === 'battlesystem.strike').map((e) => [e.params?.unitName, e.params?.removed])).toEqual([['Red swords', 4], ['Swords', 1]]);
    expect(g.state.flow.pendingCasualties).toMatchObject({ unitId: 'sw', count: 4, ruleId: 'BS-MELEE-1' });
    expect(g.state.flow.queuedCasualties).toEqual([expect.objectContaining({ unitId: 'rs', count: 1 })]);
    expect(g.state.actors).toEqual(['blue']);
    takeCasualties(g);
    expect(g.state.flow.pendingCasualties).toMatchObject({ unitId: 'rs', count: 1 });
    expect(g.state.flow.queuedCasualties).toBeUndefined();
    takeCasualties(g);
    expect(g.state.flow.pendingCasualties).toBeNull();
    // The unit that lost more figures lost the melee (BS-GAP-05); each counts its losses this round.
    expect(g.state.figureState.sw).toMatchObject({ lostMelee: true, lostThisRound: 4 });
    expect(g.state.figureState.rs?.lostThisRound).toBe(1);
    expect(g.refuse(melee('rs', 'sw', 'red')).reasonKey).toBe('battlesystem.struckThisRound');
  });

  it('BS-CAS-1 / TV-BS-08: casualties from the front rank still leave the units in contact while a front figure touches', () => {
    const g = swordsAndSwords();
    g.accept(melee('rs', 'sw', 'red'), [8, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const front = ['sw1', 'sw2', 'sw3', 'sw4'];
    g.accept({ type: 'removeCasualties', side: 'blue', targetIds: front });
    expect(g.state.scenario.units!.find((u) => u.id === 'sw')!.memberIds).toHaveLength(8);
    // The tray closed up from its front edge: the next rank now touches the red swords.
    expect(meleePairs(g.state.scenario).map((m) => [m.a.id, m.b.id])).toEqual([['rs', 'sw']]);
    expect(g.state.figureState.sw?.lostThisRound).toBe(4);
  });

  it('TV-BS-19 / BS-MELEE-ADV-2: the spears (advantage) strike first; the swords, after removing their losses, check morale and, routing, do not strike', () => {
    const g = spearsAndSwords();
    expect(g.refuse(melee('sw', 'sp', 'blue'))).toMatchObject({ reasonKey: 'battlesystem.advantageFirst', ruleId: 'BS-MELEE-ADV-2' });
    // 4 d8 [8, 8, 8, 1] = 6 hits; armour [1, 1, 1, 1, 10, 10]: 4 through, 4 of 12 removed (a third).
    g.accept(melee('sp', 'sw', 'red'), [8, 8, 8, 1, 1, 1, 1, 1, 10, 10]);
    expect(g.events.filter((e) => e.type === 'battlesystem.strike')).toHaveLength(1);
    expect(g.state.flow.queuedCasualties).toBeUndefined();
    takeCasualties(g);
    expect(g.state.actors).toContain('blue');
    g.accept(melee('sw', 'sp', 'blue'), [10, 10]);
    expect(eventTypes(g)).toEqual(['battlesystem.morale', 'battlesystem.noStrike']);
    expect(g.state.figureState.sw).toMatchObject({ status: 'routing', checkedMorale: true, lostMelee: true });
    expect(g.state.figureState.sp?.lostThisRound).toBeUndefined();
  });

  it('TV-BS-19: otherwise the disadvantaged unit strikes back with the figures it has left', () => {
    const g = spearsAndSwords();
    g.accept(melee('sp', 'sw', 'red'), [8, 8, 8, 1, 1, 1, 1, 1, 10, 10]);
    takeCasualties(g);
    // Morale 2d10 = 2 ≤ ML 12: it holds; its 4 new front-rank figures attack with 4 d8, all misses.
    g.accept(melee('sw', 'sp', 'blue'), [1, 1, 1, 1, 1, 1]);
    expect(eventTypes(g)).toEqual(['battlesystem.morale', 'battlesystem.strike']);
    expect(g.events.find((e) => e.type === 'battlesystem.strike')?.params).toMatchObject({ ad: 4, removed: 0 });
    expect(g.state.figureState.sw?.status).toBe('good');
  });

  it('BS-GAP-14: both with an advantage cancel (simultaneous); option bothAdvantage "initiative": the round\'s first side strikes first', () => {
    const red = regularUnit('rp', 'red', 'Red spears', 4, 1, 0, { frontLeft: { x: 10, y: 30 } }, SPEAR_PROFILE);
    const blue = regularUnit('bp', 'blue', 'Blue spears', 4, 1, 180, { frontCentre: { x: 12, y: 30 } }, { ...SPEAR_PROFILE, weapons: 'spear' });
    // Both all-rear attackers is impossible front to front: give each the size advantage's twin, condition 2 against none.
    const cancel = inMelee(meleeTable([red, blue]), {}, (s) => ({ ...s, scenario: { ...s.scenario, units: s.scenario.units!.map((u) => (u.id === 'rp' ? { ...u, profile: { ...u.profile, weapons: 'pike' } } : u)) } }));
    const p = battlesystemRuleset.previewAction!(cancel.state, melee('bp', 'rp', 'blue'));
    expect(p?.refusal?.reasonKey).toBe('battlesystem.advantageFirst');
    expect(p?.lines[0]?.labelKey).toBe('battlesystem.preview.melee.advantage.pikes');
  });

  it('BS-MELEE-ELIG-1: Step 6 does not end while a melee may be fought; then Step 7 opens with the morale checks due (BS-HITS-2) and each side rallies', () => {
    const g = swordsAndSwords();
    expect(g.refuse({ type: 'endStep', side: 'red' })).toMatchObject({ reasonKey: 'battlesystem.meleesLeft', ruleId: 'BS-MELEE-ELIG-1' });
    g.accept(melee('rs', 'sw', 'red'), [8, 8, 1, 1, 1, 1, 1, 1, 6, 1, 1, 1, 10, 1]);
    takeCasualties(g);
    takeCasualties(g);
    // Red lost 1 of 4 (a quarter), blue 4 of 12 and the melee: both check, red then blue.
    g.accept({ type: 'endStep', side: 'red' }, [1, 1, 8, 8]);
    const checks = g.events.filter((e) => e.type === 'battlesystem.morale').map((e) => [e.params?.unitName, e.params?.total, e.params?.status]);
    expect(checks).toEqual([['Red swords', 2, 'good'], ['Swords', 16, 'shaken']]);
    expect(g.state.flow).toMatchObject({ step: 'morale', active: 'red' });
    expect(g.state.figureState.rs?.meleeFoes).toEqual(['sw']);
    // Blue checked this round: it rallies next round, not now.
    g.accept({ type: 'endStep', side: 'red' });
    expect(g.refuse({ type: 'rally', side: 'blue', figureId: 'sw' }).reasonKey).toBe('battlesystem.rallyAfterCheck');
    g.accept({ type: 'endStep', side: 'blue' });
    expect(g.state.flow).toMatchObject({ round: 2, step: 'initiative' });
    expect(g.state.figureState.sw).toMatchObject({ status: 'shaken', meleeFoes: ['rs'] });
    expect(g.state.figureState.sw?.lostThisRound).toBeUndefined();
  });
});

describe('moving in and out of melee (BS-MELEE-1, BS-GAP-05)', () => {
  const inMove = (patch: (s: BsState) => BsState = (s) => s) => swordsAndSwords().setUp((s) => {
    const p = patch(s);
    return { ...p, actors: ['red'], flow: { ...p.flow, step: 'firstMove', active: 'red' } };
  });

  it('BS-MELEE-1: units still in contact fight on: a unit in melee neither moves nor charges', () => {
    const g = inMove();
    const r = g.refuse({ type: 'move', side: 'red', figureId: 'rs', params: { manoeuvre: { kind: 'turn', angleDeg: 180 } } });
    expect(r).toMatchObject({ reasonKey: 'battlesystem.inMelee', ruleId: 'BS-MELEE-1' });
    expect(battlesystemRuleset.unitReach!(g.state, 'rs', 'advance')).toBeNull();
    expect(g.refuse({ type: 'charge', side: 'red', figureId: 'rs', targetIds: ['sw'] }).reasonKey).toBe('battlesystem.inMelee');
  });

  it('BS-GAP-05: a shaken unit may not move toward the enemy, but may move away; a shaken or routing unit does not charge', () => {
    const red = regularUnit('rs', 'red', 'Red swords', 4, 1, 0, { frontLeft: { x: 10, y: 30 } }, SWORD_PROFILE);
    const blue = regularUnit('sw', 'blue', 'Swords', 4, 1, 180, { frontCentre: { x: 12, y: 26 } }, SWORD_PROFILE);
    const g = inMelee(meleeTable([red, blue]), {}, (s) => withBsPieceState({ ...s, flow: { ...s.flow, step: 'firstMove', active: 'red' } }, 'rs', { status: 'shaken' }))
      .setUp((s) => ({ ...s, actors: ['red'] }));
    expect(g.refuse({ type: 'move', side: 'red', figureId: 'rs', params: { manoeuvre: { kind: 'advance', distanceIn: 1 } } })).toMatchObject({ reasonKey: 'battlesystem.shakenNoCloser', ruleId: 'BS-GAP-05' });
    expect(g.refuse({ type: 'charge', side: 'red', figureId: 'rs', targetIds: ['sw'] }).reasonKey).toBe('battlesystem.chargeWhen.shaken');
    g.accept({ type: 'move', side: 'red', figureId: 'rs', params: { manoeuvre: { kind: 'turn', angleDeg: 180 } } });
    g.accept({ type: 'move', side: 'red', figureId: 'rs', params: { manoeuvre: { kind: 'advance', distanceIn: 1 } } });
  });
});

describe('rally (BS-GAP-05)', () => {
  const atMorale = (status: 'shaken' | 'routing', options: Record<string, unknown> = {}) =>
    inMelee(meleeTable([regularUnit('rs', 'red', 'Red swords', 4, 1, 0, { frontLeft: { x: 10, y: 10 } }, SWORD_PROFILE)]), options,
      (s) => withBsPieceState({ ...s, flow: { ...s.flow, step: 'morale', active: 'red' } }, 'rs', { status }));

  it('BS-GAP-05: a pass (2d10 ≤ ML) lifts a unit one step: routing → shaken, shaken → good; a failure changes nothing; once a round', () => {
    const g = atMorale('routing');
    expect(battlesystemRuleset.previewAction!(g.state, { type: 'rally', side: 'red', figureId: 'rs' })?.chances[0]).toMatchObject({ num: '16', den: '25' });
    g.accept({ type: 'rally', side: 'red', figureId: 'rs' }, [3, 4]);
    expect(g.state.figureState.rs?.status).toBe('shaken');
    expect(g.refuse({ type: 'rally', side: 'red', figureId: 'rs' }).reasonKey).toBe('battlesystem.ralliedThisRound');
    const h = atMorale('shaken');
    h.accept({ type: 'rally', side: 'red', figureId: 'rs' }, [9, 9]);
    expect(h.state.figureState.rs?.status).toBe('shaken');
  });

  it('BS-GAP-05 (option rallyTo "good"): a pass restores good order at once; a unit in good order has nothing to rally', () => {
    const g = atMorale('routing', { rallyTo: 'good' });
    g.accept({ type: 'rally', side: 'red', figureId: 'rs' }, [3, 4]);
    expect(g.state.figureState.rs?.status).toBe('good');
    expect(g.refuse({ type: 'rally', side: 'red', figureId: 'rs' }).reasonKey).toBe('battlesystem.rallyGood');
  });
});

describe('the melee preview (BS-MELEE-1, BS-AD-3, BS-AR-1)', () => {
  it('BS-MELEE-1: the preview\'s distribution of figures lost equals brute force over every die (2 × d4 against AR 6)', () => {
    const red = regularUnit('r', 'red', 'Red', 2, 1, 0, { frontLeft: { x: 10, y: 30 } }, { ...SWORD_PROFILE, ad: '4' });
    const blue = regularUnit('b', 'blue', 'Blue', 2, 1, 180, { frontCentre: { x: 11, y: 30 } }, { ...SWORD_PROFILE, ad: '4' });
    const p = battlesystemRuleset.previewAction!(inMelee(meleeTable([red, blue])).state, melee('r', 'b', 'red'))!;
    expect(p.refusal).toBeNull();
    // Brute force: each d4 hits once on a 4; each hit gets through armour on a d10 of 1–5.
    const dist = [0, 0, 0];
    for (let a = 1; a <= 4; a++) {
      for (let b = 1; b <= 4; b++) {
        const hits = (a === 4 ? 1 : 0) + (b === 4 ? 1 : 0);
        for (let k = 0; k < 100; k++) {
          const through = [k % 10, Math.floor(k / 10)].slice(0, hits).filter((d) => d + 1 < 6).length;
          dist[through] = (dist[through] ?? 0) + 1 / 16 / 100;
        }
      }
    }
    const blueLoses = p.chances.filter((c) => c.labelKey === 'battlesystem.chance.meleeRemoved' && c.params.unitName === 'Blue');
    expect(blueLoses.map((c) => Number(c.params.count))).toEqual([0, 1, 2]);
    blueLoses.forEach((c, k) => expect(Number(c.num) / Number(c.den)).toBeCloseTo(dist[k]!, 12));
    // Both strikes are shown (simultaneous), each with its AD and AR group, and the attackers are marked.
    expect(p.lines.filter((l) => l.labelKey === 'battlesystem.preview.melee.strike')).toHaveLength(2);
    expect(p.markedFigureIds).toEqual(['r1', 'r2', 'b1', 'b2']);
  });
});
