/**
 * The card shows the allowance the rules use, mounted or on foot (issue 13: Hank's card said Move
 * 6.0″ while the drag allowed his horse's 10″). One number: the status line, the "Moved … of" line
 * and `remainingAllowanceIn` (what the drag and `check` count against) agree.
 */
import { describe, expect, it } from 'vitest';
import { lotowFigureStatus } from './lotowFigureStatus';
import { foot, lotowTestState, rider } from './mounts/testing/lotowTestState';
import { remainingAllowanceIn } from './movement/reachField';
import type { LotowState } from './lotowTypes';

const allowanceLine = (s: LotowState, id: string) => lotowFigureStatus(s, id).find((l) => l.labelKey.startsWith('lotow.status.allowance.'));

describe('the move allowance on the card', () => {
  it('LOTOW-GAP-02: a rider on a horse moves 10″ — the card says so, not the profile\'s 6″', () => {
    const s = lotowTestState({ figures: [rider({ id: 'hank', x: 5, y: 5 })] });
    expect(allowanceLine(s, 'hank')).toEqual({ labelKey: 'lotow.status.allowance.horse', params: { allowanceIn: 10 } });
    expect(remainingAllowanceIn(s, 'hank')).toBe(10);
  });

  it('LOTOW-GAP-02: a mule 8″, an Appaloosa 12″; a man on foot at his Move needs no line (the profile says it)', () => {
    const s = lotowTestState({ figures: [rider({ id: 'm', x: 5, y: 5, profile: { mount: 'mule' } }), rider({ id: 'a', x: 10, y: 5, profile: { mount: 'appaloosa' } }), foot({ id: 'f', x: 15, y: 5 })] });
    expect(allowanceLine(s, 'm')).toEqual({ labelKey: 'lotow.status.allowance.mule', params: { allowanceIn: 8 } });
    expect(allowanceLine(s, 'a')).toEqual({ labelKey: 'lotow.status.allowance.appaloosa', params: { allowanceIn: 12 } });
    // On foot at his full Move the profile table says it already: no extra line.
    expect(allowanceLine(s, 'f')).toBeUndefined();
  });

  it('LOTOW-HOLD-1: holding the horse halves it; LOTOW-PRONE-4: prone, the 2″ crawl', () => {
    const s = lotowTestState({ figures: [foot({ id: 'h', x: 5, y: 5 }), foot({ id: 'p', x: 10, y: 5, stance: 'prone' })], figureState: { h: { holding: true } } });
    expect(allowanceLine(s, 'h')).toEqual({ labelKey: 'lotow.status.allowance.holding', params: { allowanceIn: 3 } });
    expect(allowanceLine(s, 'p')).toEqual({ labelKey: 'lotow.status.allowance.prone', params: { allowanceIn: 2 } });
    expect(remainingAllowanceIn(s, 'p')).toBe(2);
  });

  it('LOTOW-GAP-18: after a gallop the "Moved … of" line is of the rules\' allowance in the current mode, the same as the status line', () => {
    const mounted = lotowTestState({ figures: [rider({ id: 'hank', x: 5, y: 5 })], figureState: { hank: { movedIn: 9.5 } } });
    expect(lotowFigureStatus(mounted, 'hank').find((l) => l.labelKey === 'lotow.status.moved')?.params).toMatchObject({ allowanceIn: 10 });
    expect(remainingAllowanceIn(mounted, 'hank')).toBeCloseTo(0.5, 9);
    // On foot (the horse lost), the proportional remainder of GAP-18 is counted against his 6″.
    const onFoot = lotowTestState({ figures: [foot({ id: 'hank', x: 5, y: 5 })], figureState: { hank: { movedIn: 5.7 } } });
    expect(lotowFigureStatus(onFoot, 'hank').find((l) => l.labelKey === 'lotow.status.moved')?.params).toMatchObject({ allowanceIn: 6 });
    expect(allowanceLine(onFoot, 'hank')).toBeUndefined();
  });

  it('LOTOW-LOOSE-2: a riderless horse\'s card shows the horse\'s 10″', () => {
    const s = lotowTestState({ figures: [foot({ id: 'hank~mount', x: 5, y: 5, mounted: false, profile: { riderless: true, mount: 'horse' } })] });
    expect(allowanceLine(s, 'hank~mount')).toEqual({ labelKey: 'lotow.status.allowance.horse', params: { allowanceIn: 10 } });
  });
});
