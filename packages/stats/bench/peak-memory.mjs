// Preloaded into the measured `analyze` process (node --import): reports its peak resident memory
// on stderr at exit, in the same VmHWM form the R side prints, so both are read the same way.
import { readFileSync } from 'node:fs';

process.on('exit', () => {
  try {
    const line = readFileSync('/proc/self/status', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmHWM'));
    if (line) process.stderr.write(`${line}\n`);
  } catch {
    // Not Linux: the runner reports memory as unknown.
  }
});
