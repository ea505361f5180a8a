/**
 * Entry point of `npm run skirmish -- <command>` (run by tsx). Everything else lives in main.ts,
 * which takes its input and output as parameters; this file only wires them to Node.
 */
import { readFile } from 'node:fs/promises';
import type { CliIo } from './io';
import { main } from './main';

const nodeIo: CliIo = {
  readFile: (path) => readFile(path, 'utf8'),
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
};

// A reader that stops early (`| head -1`) closes the pipe: that is not an error of the command.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

process.exitCode = await main(process.argv.slice(2), nodeIo);
