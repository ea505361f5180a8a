import { afterEach, describe, expect, it } from 'vitest';
import type { Application } from 'pixi.js';
import { countDisplayObjects, getRenderer, registerBoardApp } from './debugStats';

afterEach(() => registerBoardApp(null));

describe('debugStats', () => {
  it('reports nothing before a board registers', () => {
    expect(countDisplayObjects()).toBe(0);
    expect(getRenderer()).toBe('none');
  });

  it('counts the stage and everything under it, and names the renderer', () => {
    const leaf = { children: [] };
    const stage = { children: [{ children: [leaf, leaf] }, leaf] };
    registerBoardApp({ stage, renderer: { name: 'webgl' } } as unknown as Application);
    expect(countDisplayObjects()).toBe(5);
    expect(getRenderer()).toBe('webgl');
  });
});
