/**
 * The shot at a charger (SBH-CHARGE-1..3, geometry SBH-GAP-11), with forced dice: T (blue, Quality
 * 4, a short bow) is charged by K (red), now in base contact; K first came within Short of T at
 * the short point P. Blue answers before anything else happens.
 */
import { describe, expect, it } from 'vitest';
import { chargeReactionOf } from '../movement/charge';
import { figStateOf } from '../sbhTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { stickIn } from '../sticks';
import type { PendingReaction } from '../sbhTypes';
import type { CombatStateSpec } from './testing/combatTestState';
import { R, accept, attack, combatRuleset, combatState, eventsOf, fig, modLines, react, rect, refuse, wall } from './testing/combatTestState';

const SHORT = stickIn('28mm', 'short');
const T = fig({ id: 'T', side: 'blue', x: 10, y: 10, profile: { shoot: 'short' } });
const K = fig({ id: 'K', x: 10 + 2 * R, y: 10 });
const P = { x: 10 + 2 * R + SHORT - 0.01, y: 10 };
const pending = (over: Partial<PendingReaction> = {}): PendingReaction => ({ chargerId: 'K', targetId: 'T', shortPoint: P, shortStandsOn: null, noShot: false, ...over });
const charged = (extra: Partial<CombatStateSpec> = {}) =>
  combatState({ activated: 'K', actionsLeft: 1, pending: pending(), ...extra, figures: [T, K, ...(extra.figures ?? [])] });

const quality = (events: readonly { type: string }[]) => events.filter((e) => e.type === 'roll' && (e as { purpose?: string }).purpose === 'sbh.charge.quality');

describe('SBH-CHARGE-2 the shot at a charger (TV-SBH-12)', () => {
  it('SBH-CHARGE-2 (TV-SBH-12): Quality 4 → a free shot before the melee; the charger doubled is killed', () => {
    const s = charged();
    const r = accept(s, react(s, 'reactShoot', 'T'), [4, 6, 1]); // pass; 8 against 3
    expect(quality(r.events)).toMatchObject([{ faces: [4], atLeast: 4, ruleId: 'SBH-CHARGE-2' }]);
    expect(figureOf(r.state, 'K')).toBeUndefined();
    expect(r.state.flow.pendingReaction).toBeNull();
    expect(r.state.flow.activation).toBeNull(); // the charger's activation ends with it
  });

  it('SBH-CHARGE-2 / SBH-GAP-11: the charger beaten lies fallen at the short point; its charge ends there', () => {
    const s = charged();
    const r = accept(s, react(s, 'reactShoot', 'T'), [4, 5, 3]); // 7 against 5: beaten (a recoil by parity, but a fall here)
    expect(figureOf(r.state, 'K')).toMatchObject({ x: P.x, y: P.y });
    expect(figStateOf(r.state, 'K').fallen).toBe(true);
    expect(eventsOf(r.events, 'sbh.charge.stopped')).toHaveLength(1);
    expect(r.state.flow.pendingReaction).toBeNull();
  });

  it('SBH-CHARGE-2: the shot missed or tied: the charger stays in contact', () => {
    const s = charged();
    const r = accept(s, react(s, 'reactShoot', 'T'), [4, 3, 3]);
    expect(figureOf(r.state, 'K')).toEqual(K);
    expect(figStateOf(r.state, 'K').fallen).toBe(false);
    expect(r.state.flow.activation?.figureId).toBe('K');
  });

  it('SBH-CHARGE-2 (TV-SBH-12): Quality 3 → no shot; the model fights at −1 in the first round', () => {
    const s = charged();
    const r = accept(s, react(s, 'reactShoot', 'T'), [3]);
    expect(figStateOf(r.state, 'T').hesitant).toBe(true);
    expect(eventsOf(r.events, 'sbh.charge.hesitates')).toHaveLength(1);
    expect(eventsOf(r.events, 'sbh.combat.rolled')).toHaveLength(0);
    expect(r.state.flow.pendingReaction).toBeNull();
    expect(modLines(r.state, attack(r.state, 'K', 'T'))).toEqual(['T hesitant −1']);
    const fight = accept(r.state, attack(r.state, 'K', 'T'), [3, 4]); // 5 against 6 − 1: a tie
    expect(eventsOf(fight.events, 'sbh.combat.tie')).toHaveLength(1);
    expect(figStateOf(fight.state, 'T').hesitant).toBe(false);
  });

  it('SBH-CHARGE-2 (TV-SBH-12): a Hero passes automatically, no roll', () => {
    const hero = fig({ id: 'T', side: 'blue', x: 10, y: 10, profile: { shoot: 'short', hero: true } });
    const s = combatState({ activated: 'K', actionsLeft: 1, pending: pending(), figures: [hero, K] });
    const r = accept(s, react(s, 'reactShoot', 'T'), [6, 1]); // just the shot's two dice
    expect(quality(r.events)).toHaveLength(0);
    expect(eventsOf(r.events, 'sbh.charge.heroPasses')).toHaveLength(1);
    expect(figureOf(r.state, 'K')).toBeUndefined();
  });

  it('SBH-GAP-11: sight and cover are judged from the short point, at Short range (no range penalty)', () => {
    // A low wall just in front of P hides K's two lower sample rows there, 30 % (not where K stands now, in contact).
    const low = wall('low', rect(P.x - R - 0.15, 9, 0.05, 2), 0.45);
    const s = charged({ terrain: [low] });
    const p = combatRuleset.previewAction?.(s, react(s, 'reactShoot', 'T'));
    expect(p?.sight?.visibleFraction).toBeCloseTo(0.7, 9);
    expect(p?.lines.map((l) => l.labelKey)).toContain('sbh.shoot.line.freeShot');
    expect(p?.chances[0]).toMatchObject({ labelKey: 'sbh.charge.chance.quality', num: '1', den: '2' });
    const r = accept(s, react(s, 'reactShoot', 'T'), [4, 4, 4]); // 4 + 2 − 1 against 6
    expect(eventsOf(r.events, 'sbh.combat.rolled')[0]?.params).toMatchObject({ attackerTotal: 5, defenderTotal: 6 });
  });

  it('SBH-GAP-11: a real charge (movement chargeReactionOf) pends, and the shot resolves before the melee', () => {
    const start = combatState({ activated: 'K', actionsLeft: 2, figures: [T, fig({ id: 'K', x: 16, y: 10 })] });
    const reaction = chargeReactionOf(start, 'K', { x: 10 + 2 * R, y: 10 });
    expect(reaction).not.toBeNull();
    expect(reaction!.shortPoint.x).toBeCloseTo(10 + 2 * R + SHORT, 6);
    const s = charged({ pending: reaction! });
    const r = accept(s, react(s, 'reactShoot', 'T'), [5, 6, 1]);
    expect(figureOf(r.state, 'K')).toBeUndefined();
  });
});

describe('SBH-CHARGE-1 / SBH-CHARGE-3 the other answers', () => {
  it('SBH-CHARGE-1: the charged shooter switches to a melee weapon (no roll); the reaction clears', () => {
    const s = charged();
    const r = accept(s, react(s, 'reactMelee', 'T'));
    expect(figStateOf(r.state, 'T').meleeWeapon).toBe(true);
    expect(r.state.flow.pendingReaction).toBeNull();
    expect(r.state.actors).toEqual(['red']);
  });

  it('SBH-CHARGE-3 (TV-SBH-13): a charger that burst from hiding within Short cannot be shot at', () => {
    const s = combatState({ activated: 'K', actionsLeft: 1, pending: pending({ noShot: true }), figures: [T, K] });
    expect(refuse(s, react(s, 'reactShoot', 'T'))).toMatchObject({ reasonKey: 'sbh.react.noShot', ruleId: 'SBH-CHARGE-3' });
    expect(figStateOf(accept(s, react(s, 'reactMelee', 'T')).state, 'T').meleeWeapon).toBe(true);
  });

  it('SBH-CHARGE-3 (TV-SBH-13): appearing beyond Short, then charging → SBH-CHARGE-2 applies', () => {
    const s = combatState({ activated: 'K', actionsLeft: 1, pending: pending({ noShot: false }), figures: [T, K] });
    expect(combatRuleset.check(s, react(s, 'reactShoot', 'T'))).toBeNull();
  });

  it('SBH-CHARGE-1: while the charge waits, only the charged figure answers, and nothing else is allowed', () => {
    const other = fig({ id: 'T2', side: 'blue', x: 20, y: 20, profile: { shoot: 'long' } });
    const s = charged({ figures: [other] });
    expect(refuse(s, react(s, 'reactShoot', 'T2'))).toMatchObject({ reasonKey: 'sbh.react.notCharged', ruleId: 'SBH-CHARGE-1' });
    expect(refuse(s, { ...attack(s, 'K', 'T') })).toMatchObject({ reasonKey: 'engine.notYourTurn' });
    const none = combatState({ activated: 'K', figures: [T, K] });
    expect(refuse(none, { type: 'reactMelee', side: 'blue', figureId: 'T' })).toMatchObject({ reasonKey: 'engine.notYourTurn' });
    const blueTurn = combatState({ side: 'blue', figures: [T, K] });
    expect(refuse(blueTurn, react(blueTurn, 'reactMelee', 'T'))).toMatchObject({ reasonKey: 'sbh.react.nothingPending' });
  });

  it('SBH-CHARGE-2: the candidates while a charge waits are the two answers of the charged figure', () => {
    const s = charged();
    expect(combatRuleset.candidateActions(s, 'T').map((a) => a.type)).toEqual(['reactShoot', 'reactMelee']);
    expect(combatRuleset.candidateActions(s, 'K').map((a) => a.type)).toEqual(['attack', 'attack']);
  });
});
