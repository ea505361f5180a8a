/**
 * Hand-built Shooting-phase tables for the shooting tests (not shipped): part 1's lotowTestState
 * (mounts/testing) in the Shoot phase, gunmen with a pistol, thin posts and walls that hide exact
 * shares of a target, and a ruleset with only the shooting and spotting handlers. The tables were
 * measured on the 20-sample pattern (5 per column of the silhouette), so `shootState` plays with it
 * (`losSampling: 'centres'`, what games saved before the 30-sample pattern replay with); a test of the
 * new pattern passes `options: { losSampling: 'edges' }`.
 */
import type { Figure } from '../../../../engine/model';
import type { Action } from '../../../../engine/state';
import type { TerrainPiece } from '../../../../los/terrain';
import type { TestStateSpec } from '../../mounts/testing/lotowTestState';
import { foot, lotowTestState, piece, rect, rider, rulesetWith } from '../../mounts/testing/lotowTestState';
import type { LotowState } from '../../lotowTypes';
import { spotHandler } from '../../spotting';
import { shootingHandler } from '../shootingHandler';

export const shootRuleset = rulesetWith([shootingHandler, spotHandler]);

/** A foot fighter with a pistol (12″, S3, ½ move), Shoot 4+, Grit 3, 1 Wound. */
export const gunman = (p: Partial<Figure> & Pick<Figure, 'id' | 'x' | 'y'>): Figure =>
  foot({ ...p, profile: { shoot: 4, fight: 3, strength: 3, grit: 3, attacks: 1, wounds: 1, pluck: 4, moveIn: 6, weapons: 'pistol', ...p.profile } });

export const mountedGunman = (p: Partial<Figure> & Pick<Figure, 'id' | 'x' | 'y'>): Figure =>
  rider({ facingDeg: 90, ...p, profile: { shoot: 4, fight: 3, strength: 3, grit: 3, attacks: 1, wounds: 1, pluck: 4, moveIn: 6, mount: 'horse', weapons: 'pistol', ...p.profile } });

/** A solid piece with an In the Way value. */
export const post = (id: string, x: number, y: number, w: number, h: number, heightIn: number, inTheWay: 3 | 4 | 5 | null, extra: Partial<TerrainPiece> = {}): TerrainPiece =>
  piece({ id, name: id, kind: 'fence', footprint: rect(x, y, w, h), heightIn, cover: 'soft', inTheWay, sight: 'solid', ...extra });

export const shootState = (spec: TestStateSpec): LotowState => lotowTestState({ phase: 'shoot', ...spec, options: { losSampling: 'centres', ...spec.options } });

export const shoot = (state: LotowState, figureId: string, targetId: string, params?: Action['params']): Action => ({
  type: 'shoot', side: state.scenario.figures.find((f) => f.id === figureId)?.side ?? 'a', figureId, targetIds: [targetId], ...(params === undefined ? {} : { params }),
});
