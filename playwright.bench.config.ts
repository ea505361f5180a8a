import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Browser probes that print figures (load time, per-move JS cost, leaks). Not part of `npm test`:
// run with `npm run bench`. They assert nothing about time; they print numbers and ratios.
export default defineConfig({
  ...base,
  testDir: 'bench',
  testMatch: '**/*.probe.ts',
  timeout: 300_000,
});
