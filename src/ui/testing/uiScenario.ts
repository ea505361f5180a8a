import type { Figure, Scenario } from '../../engine/model';

type TerrainPiece = Scenario['terrain'][number];

const figure = (p: Partial<Figure> & Pick<Figure, 'id' | 'name' | 'x' | 'y'>): Figure => ({
  side: 'r', base: { shape: 'round', diameterMm: 25 }, facingDeg: 90, standsOn: null,
  stance: 'standing', mounted: false, profile: {}, ...p,
});

const barn: TerrainPiece = {
  id: 'barn', kind: 'building', name: 'Barn',
  footprint: [{ x: 16, y: 2 }, { x: 22, y: 2 }, { x: 22, y: 8 }, { x: 16, y: 8 }],
  elevationIn: 0, heightIn: 4, cover: 'hard', inTheWay: null, difficult: false, impassable: true,
  climbable: false, hasLadder: false, hasDoors: true, sight: 'solid', standableTop: false,
};

const hill: TerrainPiece = {
  ...barn, id: 'hill', kind: 'hill', name: 'Boot Hill', impassable: false, standableTop: true, heightIn: 1.5,
  footprint: [{ x: 2, y: 14 }, { x: 10, y: 14 }, { x: 10, y: 20 }, { x: 2, y: 20 }], sight: 'solid', cover: 'none',
};

/** A 24″ table for UI tests: Jed and Wyatt in the street, Doc on the hill, the Barn impassable. */
export const uiScenario: Scenario = {
  schemaVersion: 1, id: 'ui-test', name: 'Showdown at the Barn', ruleset: 'lotow',
  table: { widthIn: 24, depthIn: 24 },
  terrain: [barn, hill],
  sides: [{ id: 'r', name: 'Clantons', color: '#aa2222' }, { id: 'b', name: 'Earps', color: '#2244aa' }],
  figures: [
    figure({ id: 'r1', name: 'Jed', x: 6, y: 6, profile: { shoot: '4+', fight: 3, grit: 3, moveIn: 6, sharpshooter: true } }),
    figure({ id: 'b1', name: 'Wyatt', side: 'b', x: 12, y: 6 }),
    figure({ id: 'b2', name: 'Doc Holliday', side: 'b', x: 5, y: 17, standsOn: 'hill', base: { shape: 'rect', widthMm: 25, lengthMm: 50 } }),
  ],
  options: {},
};
