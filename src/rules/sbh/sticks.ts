/**
 * SBH's measuring sticks (SBH-GAP-04, [high]): Short, Medium, Long. Lengths in cm by figure scale
 * (25/28 mm: 7.5 / 12 / 18 cm; 15 mm: 5 / 8 / 12 cm); the engine works in inches, so they are
 * converted here, at the edge (1″ = 2.54 cm). Moves and ranges are measured base edge to edge.
 */
export const STICKS = ['short', 'medium', 'long'] as const;
export type Stick = (typeof STICKS)[number];

export const STICK_CM: Readonly<Record<'28mm' | '15mm', Readonly<Record<Stick, number>>>> = {
  '28mm': { short: 7.5, medium: 12, long: 18 },
  '15mm': { short: 5, medium: 8, long: 12 },
};

export const CM_PER_IN = 2.54;

export const stickIn = (scale: '28mm' | '15mm', stick: Stick): number => STICK_CM[scale][stick] / CM_PER_IN;
export const stickCm = (scale: '28mm' | '15mm', stick: Stick): number => STICK_CM[scale][stick];

/** SBH-GAP-09: a move through difficult ground is one stick shorter (Long → Medium → Short; Short stays). */
export const shorterStick = (stick: Stick): Stick => (stick === 'long' ? 'medium' : 'short');

/**
 * The Measure tool's bands (`Ruleset.measureBands`): the three sticks at the game's figure scale,
 * shortest first, in inches and in the cm the rules give. Labels `sbh.movement.stick.<stick>`.
 */
export function sbhMeasureBands(state: { readonly options: Readonly<Record<string, unknown>> }): { labelKey: string; lengthIn: number; lengthCm: number }[] {
  const scale = state.options.figureScale === '15mm' ? '15mm' : '28mm';
  return STICKS.map((stick) => ({ labelKey: `sbh.movement.stick.${stick}`, lengthIn: stickIn(scale, stick), lengthCm: stickCm(scale, stick) }));
}
