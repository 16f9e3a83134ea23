import { spawn } from 'node:child_process';

export interface PtyPair {
  /** The two ends: what one writes, the other reads (a null-modem cable). */
  paths: [string, string];
  close(): Promise<void>;
}

/**
 * A pair of linked pseudo-terminals from `socat -d -d pty,raw,echo=0 pty,raw,echo=0`: a serial
 * line for Modbus RTU without hardware. Rejects when socat is not installed.
 */
export function openPtyPair(timeoutMs = 5000): Promise<PtyPair> {
  return new Promise((resolve, reject) => {
    const child = spawn('socat', ['-d', '-d', 'pty,raw,echo=0', 'pty,raw,echo=0'], { stdio: ['ignore', 'ignore', 'pipe'] });
    const paths: string[] = [];
    let text = '';
    const timer = setTimeout(() => fail(new Error('socat did not open its pseudo-terminals')), timeoutMs);
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    function fail(error: Error) {
      clearTimeout(timer);
      child.kill();
      reject(error);
    }
    child.once('error', (error) => fail(new Error(`socat is needed for a serial pair: ${error.message}`)));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk;
      for (const match of text.matchAll(/PTY is (\S+)/g)) if (!paths.includes(match[1]!)) paths.push(match[1]!);
      if (paths.length === 2 && /starting data transfer loop/.test(text)) {
        clearTimeout(timer);
        child.stderr.removeAllListeners('data');
        child.stderr.resume();
        resolve({
          paths: [paths[0]!, paths[1]!],
          close: async () => {
            if (child.exitCode === null) child.kill();
            await exited;
          },
        });
      }
    });
  });
}
