/**
 * What the benchmark scripts share about the processes they start: a free loopback port, and a process's CPU
 * time (with its children's) from /proc.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A TCP port free on 127.0.0.1 now (the OS picks it). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

/** Linux's USER_HZ (getconf CLK_TCK): 100 everywhere Node runs. */
const CLOCK_TICKS = 100;

/**
 * CPU µs a process and its descendants have used (user + system, or user only); NaN when there is no such
 * process (or no /proc).
 */
export function cpuTime(pid: number | undefined, user = false): number {
  if (pid === undefined) return NaN;
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + (user ? 0 : Number(fields[12]));
    let micros = 0;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const kids = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const kid of kids ? kids.split(' ') : []) micros += cpuTime(Number(kid), user);
    }
    return (ticks * 1e6) / CLOCK_TICKS + micros;
  } catch {
    return NaN;
  }
}
