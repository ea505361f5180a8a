import { describe, expect, it } from 'vitest';
import { LabelScaler } from './labelScale';

const label = () => {
  const l = { s: 0, scale: { set(x: number) { l.s = x; } } };
  return l;
};

describe('LabelScaler', () => {
  it('scales registered labels by 1 ÷ zoom, now and on every later zoom', () => {
    const scaler = new LabelScaler();
    const a = label();
    scaler.add(a);
    expect(a.s).toBe(1);
    scaler.setPxPerInch(20);
    expect(a.s).toBeCloseTo(0.05);
    const b = label();
    scaler.add(b);
    expect(b.s).toBeCloseTo(0.05);
    scaler.remove(a);
    scaler.setPxPerInch(10);
    expect(a.s).toBeCloseTo(0.05);
    expect(b.s).toBeCloseTo(0.1);
    expect(scaler.count).toBe(1);
  });
});
