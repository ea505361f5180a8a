/**
 * Paint order of terrain: lower pieces first so what stands higher is drawn over what is under it.
 * Floating pieces (a balcony on a house) come after everything standing on the table; among pieces
 * at the same elevation, ground cover (roads, water) then hills then area pieces then solid ones.
 * Ladders come last of all, so their rungs show over the wall or balcony they lean on. Stable within
 * each rank.
 */
import type { Scenario } from '../engine/model';

type Piece = Scenario['terrain'][number];

const KIND_RANK: Readonly<Record<Piece['kind'], number>> = {
  road: 0, water: 0, hill: 1, woods: 2, scrub: 2, building: 3, wall: 3, fence: 3, hedge: 3,
  rocks: 3, platform: 3, balcony: 3, trough: 3, other: 3, ladder: 4,
};

export function terrainPaintOrder(pieces: readonly Piece[]): Piece[] {
  return pieces
    .map((piece, index) => ({ piece, index }))
    .sort((a, b) =>
      Number(a.piece.kind === 'ladder') - Number(b.piece.kind === 'ladder') ||
      a.piece.elevationIn - b.piece.elevationIn ||
      KIND_RANK[a.piece.kind] - KIND_RANK[b.piece.kind] ||
      a.piece.heightIn - b.piece.heightIn ||
      a.index - b.index)
    .map((e) => e.piece);
}
