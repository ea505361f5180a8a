// `npm run skirmish -- <command> …`: the headless command (src/cli/skirmish.ts), run from a bundle.
//
// Why a bundle and not tsx: tsx compiles every source file at each start, 1.1–1.8 s before the
// command does anything (npx adds more), which is most of what a script that calls the command in a
// loop waits for. esbuild (already installed with vite and tsx) bundles the CLI's sources into one
// file in 0.3 s; a run then starts in about 0.2 s. The bundle lives in node_modules/.cache, so the
// packages it imports (zod, …) resolve as they would from the sources, and it is rebuilt whenever a
// file under src/ or the lock file is newer than it — so it can never run stale code.
import { mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'src/cli/skirmish.ts');
const bundle = join(root, 'node_modules/.cache/skirmish-cli/skirmish.mjs');

/** The newest modification time under `dir`, ms. */
function newestUnder(dir) {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestUnder(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function builtAt() {
  try {
    return statSync(bundle).mtimeMs;
  } catch {
    return -1;
  }
}

if (builtAt() < Math.max(newestUnder(join(root, 'src')), statSync(join(root, 'package-lock.json')).mtimeMs)) {
  const { build } = await import('esbuild');
  mkdirSync(dirname(bundle), { recursive: true });
  // Written beside it, then renamed: two commands started at once never run a half-written file.
  const part = `${bundle}.${process.pid}.part`;
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', outfile: part, logLevel: 'error' });
  renameSync(part, bundle);
}

await import(pathToFileURL(bundle).href);
