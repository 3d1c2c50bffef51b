// Preloaded into the measured command's Node processes (NODE_OPTIONS=--import): the analyzing one
// reports its peak resident memory on stderr at exit, in the same VmHWM form the R side prints, so
// both are read the same way. pnpm's own process, which only starts it, reports nothing.
import { readFileSync } from 'node:fs';

const analyzing = /analyze(-engine)?\.cjs$/.test(process.argv[1] ?? '');

process.on('exit', () => {
  if (!analyzing) return;
  try {
    const line = readFileSync('/proc/self/status', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmHWM'));
    if (line) process.stderr.write(`${line}\n`);
  } catch {
    // Not Linux: the runner reports memory as unknown.
  }
});
