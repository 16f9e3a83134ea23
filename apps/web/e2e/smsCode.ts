import fs from 'node:fs';
import { expect } from 'vitest';
import { extractCode } from '../src/features/registration/utils/verificationCode';
import { serverLog } from './browser';

interface SmsLogLine {
  sms?: { phone?: string; text?: string };
}

/** The code of the newest text message to `phone` in the server log (pino JSON lines), or null. */
export function codeInLog(log: string, phone: string): string | null {
  const lines = log.split('\n').reverse();
  for (const line of lines) {
    if (!line.includes(phone)) continue;
    try {
      const entry = JSON.parse(line) as SmsLogLine;
      if (entry.sms?.phone === phone && entry.sms.text) return extractCode(entry.sms.text);
    } catch {
      // not a JSON line
    }
  }
  return null;
}

/** Waits for a new text message to `phone` (one whose code differs from `previous`) and returns its code. */
export async function readSmsCode(phone: string, previous: string | null = null): Promise<string> {
  const file = serverLog();
  expect(file, 'the server log path (E2E_SERVER_LOG when running against an outside server)').not.toBe('');
  let code: string | null = null;
  await expect
    .poll(
      () => {
        code = codeInLog(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '', phone);
        return code !== null && code !== previous;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return code!;
}
