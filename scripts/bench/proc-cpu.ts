// CPU time of processes on this machine, from /proc (Linux): user + system, in milliseconds.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const TICKS_PER_S = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime of one process (all its threads), in ms; undefined once it is gone. */
export function cpuMs(pid: number): number | undefined {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Fields after the command name (which may hold spaces): state is the first, utime the 12th, stime the 13th.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
}

/** CPU ms of a set of processes between `start` and now; a process that appeared meanwhile counts from 0. */
export function cpuSince(start: Map<number, number>, pids: Iterable<number>): number {
  let total = 0;
  const seen = new Set<number>();
  for (const pid of [...start.keys(), ...pids]) {
    if (seen.has(pid)) continue;
    seen.add(pid);
    const now = cpuMs(pid);
    if (now !== undefined) total += now - (start.get(pid) ?? 0);
  }
  return total;
}

export function cpuSnapshot(pids: Iterable<number>): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    const ms = cpuMs(pid);
    if (ms !== undefined) out.set(pid, ms);
  }
  return out;
}

/** The machine's load averages (1, 5, 15 min). */
export function loadAverage(): string {
  try {
    return fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'n/a';
  }
}
