import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

// Proves the npm script's command line works (`node scripts/skirmish.mjs`: the entry, bundled, as a real process).
describe('skirmish entry point', () => {
  it('node scripts/skirmish.mjs validate the demo → OK, exit 0', async () => {
    const { stdout } = await run('node', ['scripts/skirmish.mjs', 'validate', 'public/scenarios/demo-town.json'], { cwd: process.cwd() });
    expect(stdout).toMatch(/^OK: public\/scenarios\/demo-town\.json/);
  }, 30_000);

  it('an unknown command sets exit status 2', async () => {
    const error = await run('node', ['scripts/skirmish.mjs', 'frobnicate'], { cwd: process.cwd() }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 2 });
    expect((error as { stderr: string }).stderr).toContain('unknown command "frobnicate"');
  }, 30_000);
});
