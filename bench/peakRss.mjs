// Preloaded into every Node process of a command a bench runs (NODE_OPTIONS="--import …/peakRss.mjs"):
// at exit it appends "<pid> <peak resident set size in KB>" to the file SKIRMISH_PEAK_FILE names, so
// the bench reads the peak memory of each process of `npx tsx …` (npx, tsx, the node that does the work).
import { appendFileSync } from 'node:fs';

const file = process.env.SKIRMISH_PEAK_FILE;
if (file) {
  process.on('exit', () => {
    try {
      appendFileSync(file, `${process.pid} ${process.resourceUsage().maxRSS}\n`);
    } catch {
      // A bench figure is lost, never the command's exit.
    }
  });
}
