/**
 * Units live in types. Everything on the table is measured in inches; angles in radians.
 * Brands are nominal tags: a bare `number` must be converted on purpose (`inches(n)`, `mmToInches(mm)`),
 * so a centimetre or a pixel can't pass for an inch by accident.
 */
export type Inches = number & { readonly __unit: 'in' };
export type Millimetres = number & { readonly __unit: 'mm' };
export type Centimetres = number & { readonly __unit: 'cm' };
export type Radians = number & { readonly __unit: 'rad' };
export type Degrees = number & { readonly __unit: 'deg' };

export const MM_PER_INCH = 25.4;
export const CM_PER_INCH = 2.54;

export const inches = (n: number): Inches => n as Inches;
export const millimetres = (n: number): Millimetres => n as Millimetres;
export const radians = (n: number): Radians => n as Radians;
export const degrees = (n: number): Degrees => n as Degrees;

export const mmToInches = (mm: number): Inches => (mm / MM_PER_INCH) as Inches;
export const cmToInches = (cm: number): Inches => (cm / CM_PER_INCH) as Inches;
export const inchesToCm = (inch: number): Centimetres => (inch * CM_PER_INCH) as Centimetres;
export const degreesToRadians = (deg: number): Radians => ((deg * Math.PI) / 180) as Radians;
export const radiansToDegrees = (rad: number): Degrees => ((rad * 180) / Math.PI) as Degrees;
