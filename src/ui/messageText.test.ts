import { afterEach, describe, expect, it } from 'vitest';
import { refusal } from '../engine/state';
import { refusalMessage } from '../store/gameSlice';
import { i18n } from './i18n';
import { actionButtonText, labelText, nameLookup, readableKey, refusalText, statusText } from './messageText';
import { uiScenario } from './testing/uiScenario';

const names = nameLookup(uiScenario);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('refusal text', () => {
  it('translates the reason, shows side ids as names and ends with the rule ID', async () => {
    const r = refusal('engine.notYourTurn', 'ENGINE-ACTORS', 'side "b" may not act now', { side: 'b', actors: ['r'] });
    expect(refusalText(i18n, r, names)).toBe('Earps may not act now. — ENGINE-ACTORS');
    await i18n.changeLanguage('ru');
    expect(refusalText(i18n, r, names)).toBe('Сейчас не очередь отряда «Earps». — ENGINE-ACTORS');
  });

  it('shows figure ids as names', () => {
    const r = refusal('engine.notYourFigure', 'ENGINE-OWN-FIGURE', 'Jed belongs to side "r", not "b"', { figureId: 'r1', side: 'b' });
    expect(refusalText(i18n, r, names)).toBe('Jed is not one of Earps’s figures. — ENGINE-OWN-FIGURE');
  });

  it('falls back to the plain wording when details are missing, then to the rules\' English words', () => {
    const plain = refusal('engine.unknownFigure', 'ENGINE-UNKNOWN-ID', 'there is no figure "zz"');
    expect(refusalText(i18n, plain, names)).toBe('That figure is not on the table. — ENGINE-UNKNOWN-ID');
    const unknown = refusal('lotow.cannotShoot', 'LOTOW-SHOOT-1', 'cannot shoot: target is in melee');
    // The English words already end with the rule ID: it is not added twice.
    expect(refusalText(i18n, unknown, names)).toBe('cannot shoot: target is in melee — LOTOW-SHOOT-1');
  });

  it('a status message without a rule ID is unchanged; one with it always names it', () => {
    expect(statusText(i18n, { key: 'status.dragCancelled', tone: 'info' }, 'Jed')).toBe('Move cancelled: the figure stays where it was.');
    const msg = refusalMessage(refusal('free.alreadyMoved', 'FREE-MOVE-1', 'cannot move: Jed has already moved this turn', { moverName: 'Jed' }));
    expect(statusText(i18n, msg, 'someone')).toBe('Jed has already moved this turn. — FREE-MOVE-1');
    expect(statusText(i18n, { key: 'session.noGame', params: { ruleId: 'APP-NO-GAME' }, tone: 'error' }, 'x')).toBe('No game is in progress. — APP-NO-GAME');
  });

  it('a length just past its limit shows the digits that differ, in both languages (not "4.7″; this is 4.7″")', async () => {
    const r = refusal('sbh.move.tooFar', 'SBH-GAP-04', 'cannot move', { moverFigureId: 'r1', stick: 'medium', maxIn: 4.724409, lengthIn: 4.737093 });
    expect(refusalText(i18n, r, names)).toBe('Jed moves Medium (4.72″); this is 4.74″. — SBH-GAP-04');
    await i18n.changeLanguage('ru');
    expect(refusalText(i18n, r, names)).toContain('(4.72″); здесь 4.74″');
    // Values that differ at one decimal keep one decimal.
    const far = refusal('lotow.outOfReach', 'LOTOW-GAP-02', 'cannot move', { moverFigureId: 'r1', leftIn: 5.5, needIn: 7 });
    await i18n.changeLanguage('en');
    expect(refusalText(i18n, far, names)).toBe('Jed has 5.5″ of the move left and this needs 7.0″. — LOTOW-GAP-02');
  });

  it('labels (the preview\'s lines) format their inches together too', () => {
    expect(labelText(i18n, { key: 'lotow.shoot.line.range', params: { rangeIn: 12.004, weaponRangeIn: 12 } })).toContain('12.004″');
  });

  it('never shows a raw placeholder for the rules\' own detail words', async () => {
    const r = refusal('free.badRoll', 'FREE-ROLL-1', 'cannot roll: roll 1–20 dice', { why: 'roll 1–20 dice' });
    await i18n.changeLanguage('ru');
    const text = refusalText(i18n, r, names);
    expect(text).not.toMatch(/\{\{|roll 1/);
    expect(text).toMatch(/^Такие кубики бросить нельзя/);
  });
});

describe('label text', () => {
  it('formats inches and falls back to the plain wording without a param', () => {
    expect(labelText(i18n, { key: 'free.action.move', params: { moverFigureId: 'Jed', lengthIn: 3.04 } })).toBe('Jed moved 3.0″');
    expect(labelText(i18n, { key: 'free.action.roll', params: { count: 2, sides: 6, label: null } })).toBe('Rolled 2d6');
    expect(labelText(i18n, { key: 'free.roll', params: {} })).toBe('Roll');
  });

  it('an untranslated key reads as words, never as a raw key or placeholder', () => {
    expect(labelText(i18n, { key: 'lotow.phase.shootOut', params: { sideSideId: 'Earps', n: 2 } })).toBe('Shoot out (Earps, 2)');
    expect(readableKey('x.y.pass_turn')).toBe('Pass turn');
    expect(readableKey('')).toBe('');
  });

  it('buttons use their own wording when there is one', async () => {
    const endTurn = { key: 'free.action.endTurn', params: { sideSideId: 'Earps' } };
    expect(actionButtonText(i18n, endTurn)).toBe('End turn');
    expect(labelText(i18n, endTurn)).toBe('Earps ended the turn');
    // Never the log's sentence ("Rolled 1d6"): the button's own words, else the key in words.
    expect(actionButtonText(i18n, { key: 'free.action.roll', params: { count: 1, sides: 6 } })).toBe('Roll 1d6');
    expect(actionButtonText(i18n, { key: 'sbh.action.breakAway', params: { moverFigureId: 'Hal', lengthIn: null, stick: null, fromFigureIds: 'Urk' } })).toBe('Break away from Urk (2 actions)');
    expect(actionButtonText(i18n, { key: 'sbh.action.breakAway', params: { moverFigureId: 'Hal', lengthIn: 4.72, stick: 'medium', fromFigureIds: 'Urk' } })).toBe('Break away from Urk · 4.7″ (2 actions)');
    expect(actionButtonText(i18n, { key: 'test.action.unknownThing', params: {} })).toBe('Unknown thing');
    await i18n.changeLanguage('ru');
    expect(actionButtonText(i18n, endTurn)).toBe('Закончить ход');
  });
});

describe('every key the free table, the engine and the store use is translated', () => {
  const keys = [
    'free.flow.turn', 'free.action.move', 'free.action.roll', 'free.action.endTurn', 'free.action.unknown', 'free.roll',
    'free.option.oneMovePerTurn', 'free.alreadyMoved', 'free.badRoll', 'free.badPath', 'free.needsFigure', 'free.unknownAction',
    'placement.offTable', 'placement.overlapsFigure', 'placement.insideImpassable',
    'engine.notYourTurn', 'engine.nothingToUndo', 'engine.nothingToRedo', 'engine.gameOver', 'engine.unknownFigure',
    'engine.notYourFigure', 'engine.unknownSide', 'engine.badAction', 'engine.internalError', 'engine.undoMismatch',
    'engine.redoMismatch', 'engine.badSetup',
    'session.replayReadOnly', 'session.handoverPending', 'session.noGame', 'session.noRuleset', 'session.deleteCurrent',
    'ruleset.free', 'flow.unknown', 'log.unknownAction',
  ];
  it.each(['en', 'ru'])('in %s', (lng) => {
    const missing = keys.filter((k) => typeof i18n.getResource(lng, 'translation', k) !== 'string');
    expect(missing).toEqual([]);
  });
});

describe('the rules\' params in words', () => {
  it('inches in a refusal are formatted; the figure it names is the mover, whoever is selected', async () => {
    const r = refusal('lotow.halfMoveNeeded', 'LOTOW-PRONE-1', 'lying down costs half the move', { figureId: 'r1', movedIn: 3.5, costIn: 3, allowanceIn: 6 });
    expect(refusalText(i18n, r, names)).toBe('That costs half the move (3.0″): Jed has used 3.5″ of 6.0″. — LOTOW-PRONE-1');
    const over = refusal('lotow.moveOver', 'LOTOW-GAP-02', 'cannot move', { moverFigureId: 'r1' });
    expect(refusalText(i18n, over, names, 'Doc Holliday')).toBe('Jed may not move any further this turn. — LOTOW-GAP-02');
    // Without names the caller's guess stands.
    expect(refusalText(i18n, over, undefined, 'Doc Holliday')).toBe('Doc Holliday may not move any further this turn. — LOTOW-GAP-02');
    await i18n.changeLanguage('ru');
    expect(refusalText(i18n, over, names, 'Doc Holliday')).toBe('Jed: в этом ходу двигаться больше нельзя. — LOTOW-GAP-02');
  });

  it('a flag that is true picks the `…With<Flag>` wording, in the log and on the button', async () => {
    const plain = { key: 'lotow.action.dismount', params: { figureId: 'Jed', tether: false } };
    const tied = { key: 'lotow.action.dismount', params: { figureId: 'Jed', tether: true } };
    expect(labelText(i18n, plain)).toBe('Jed dismounted');
    expect(labelText(i18n, tied)).toBe('Jed dismounted and tethered the mount');
    expect(actionButtonText(i18n, plain)).toBe('Dismount');
    expect(actionButtonText(i18n, tied)).toBe('Dismount and tether');
    await i18n.changeLanguage('ru');
    expect(labelText(i18n, tied)).toBe('Jed спешивается и привязывает лошадь');
  });

  it('LOTOW\'s phases, Drop and option choices read as words', () => {
    expect(labelText(i18n, { key: 'lotow.phase.shoot', params: { activeSideId: 'Earps', advantageSideId: 'Clantons' } })).toBe('Shoot phase · Advantage: Clantons · Earps to act');
    expect(labelText(i18n, { key: 'lotow.drop', params: { sideSideId: 'Earps' } })).toBe('The Drop: Earps');
    expect(i18n.t('lotow.option.freeObstacleMaxInChoices.1.5')).toBe('1½″ (as the seed\'s text says)');
  });
});

describe('centimetre params (`…Cm`, the black-powder rules\' lengths) in words', () => {
  afterEach(() => { void i18n.changeLanguage('en'); });

  it('a refusal\'s cm read to one decimal, whole numbers as they are, a cost and the limit it broke never alike', () => {
    const tooFar = refusal('blackpowder.move.tooFar', 'BP-GAP-04', 'too far', { costCm: 28.100284873, lengthCm: 18.100284873, crossCm: 10, maxCm: 20 });
    expect(refusalText(i18n, tooFar)).toBe('The move costs 28.1 cm (18.1 cm walked + 10 cm crossing obstacles); at most 20 cm. — BP-GAP-04');
    const justOver = refusal('blackpowder.move.tooFar', 'BP-GAP-04', 'too far', { costCm: 20.000000004, lengthCm: 20.000000004, crossCm: 0, maxCm: 20 });
    expect(refusalText(i18n, justOver)).toBe('The move costs 20.000000004 cm (20.000000004 cm walked + 0 cm crossing obstacles); at most 20 cm. — BP-GAP-04');
    void i18n.changeLanguage('ru');
    expect(refusalText(i18n, tooFar)).toContain('Перемещение стоит 28.1 см');
  });

  it('a label\'s cm alike', () => {
    expect(labelText(i18n, { key: 'blackpowder.preview.move', params: { lengthCm: 11.888244719, costCm: 11.888244719, maxCm: 15 } })).toBe('11.9 cm (costs 11.9 of 15 cm)');
  });
});
