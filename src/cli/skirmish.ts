/**
 * Entry point of `npm run skirmish -- <command>` (bundled and run by scripts/skirmish.mjs). Everything else lives in main.ts,
 * which takes its input and output as parameters; this file only wires them to Node.
 */
import { randomInt } from 'node:crypto';
import type { CliIo } from './io';
import { main } from './main';
import { fileSizeOf, readFileBytes } from './nodeFiles';

const nodeIo: CliIo = {
  readFile: readFileBytes,
  fileSize: fileSizeOf,
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
};

// A reader that stops early (`| head -1`) closes the pipe: that is not an error of the command.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

// `new` without --seed: a fresh seed for each game (the core has no randomness of its own); printed on stderr.
const newSeed = (): number => randomInt(0, 0x1_0000_0000);

process.exitCode = await main(process.argv.slice(2), nodeIo, { newSeed });
