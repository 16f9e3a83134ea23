import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { smtpMailProvider } from './smtp-provider.js';

/** A local SMTP sink keeping each message as it arrived. */
async function sink() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('smtp provider with attachments (scheduled reports)', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('sends the workbook as a base64 attachment with its name and type', async () => {
    const server = await sink();
    close = server.close;
    const provider = smtpMailProvider({
      url: `smtp://127.0.0.1:${server.port}`,
      from: 'reports@fieldlink.test',
      starttls: 'off',
      rejectUnauthorized: false,
    });
    const content = Buffer.from('PK\u0003\u0004 pretend workbook');
    await provider.send({
      to: 'ops@example.com',
      subject: 'Report',
      text: 'attached',
      attachments: [{ filename: 'weekly.xlsx', content, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }],
    });
    // Header lines folded onto continuation lines are unfolded first.
    const raw = server.received[0]!.replace(/\r\n[ \t]+/g, ' ');
    expect(raw).toMatch(/Content-Type: multipart\/mixed/i);
    expect(raw).toMatch(/Content-Type: application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet; name=weekly\.xlsx/i);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=weekly\.xlsx/i);
    const part = /filename=weekly\.xlsx\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/i.exec(raw)![1]!;
    expect(Buffer.from(part.replace(/\s+/g, ''), 'base64').equals(content)).toBe(true);
  });

  it('a message without attachments stays a single text part', async () => {
    const server = await sink();
    close = server.close;
    const provider = smtpMailProvider({
      url: `smtp://127.0.0.1:${server.port}`,
      from: 'reports@fieldlink.test',
      starttls: 'off',
      rejectUnauthorized: false,
    });
    await provider.send({ to: 'ops@example.com', subject: 'Plain', text: 'hello' });
    expect(server.received[0]).not.toMatch(/multipart/i);
  });
});
