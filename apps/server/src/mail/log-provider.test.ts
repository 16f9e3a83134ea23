import pino from 'pino';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { logMailProvider } from './log-provider.js';
import type { MailMessage } from './provider.js';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), text: () => lines.join('') };
}

describe('log mail provider', () => {
  const message: MailMessage = { to: 'ann@plant.example.com', subject: 'Code 123456', text: 'Your code is 123456' };

  it('writes the message to the log and to the outbox', async () => {
    const { log, text } = capture();
    const kept: MailMessage[] = [];
    await logMailProvider(log, async (m) => void kept.push(m)).send(message);
    expect(kept).toEqual([message]);
    expect(text()).toContain('mail to ann@plant.example.com: Code 123456');
  });

  it('keeps no outbox when given none (production)', async () => {
    const { log, text } = capture();
    await expect(logMailProvider(log).send(message)).resolves.toBeUndefined();
    expect(text()).toContain('ann@plant.example.com');
  });
});
