// `npm run bench`: the core benchmarks (vitest bench), then the browser probes (Playwright), then the
// line of sight headline again as the very last line, so a script can read it with `tail -n 1`.
// Each step's output streams through as it runs; a failing step stops the run with its exit code.
import { spawn } from 'node:child_process';

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], shell: process.platform === 'win32' });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

const core = await run('npx', ['vitest', 'bench', '--run']);
if (core.code !== 0) process.exit(core.code);
const probes = await run('npx', ['playwright', 'test', '--config', 'playwright.bench.config.ts']);
if (probes.code !== 0) process.exit(probes.code);
// Strip colour codes before matching: vitest may colour its stdout.
const plain = core.out.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
const headline = plain.split('\n').filter((line) => line.startsWith('los all-pairs 2000 segments:')).pop();
if (!headline) {
  console.error('bench: the LOS benchmark printed no "los all-pairs 2000 segments" line');
  process.exit(1);
}
console.log(headline);
