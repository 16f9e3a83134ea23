import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { codeMail } from '../features/verification/verification.service.js';
import { MailSendError } from './provider.js';
import { smtpMailProvider, type SmtpConfig } from './smtp-provider.js';

interface Received {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  secure: boolean;
  raw: string;
}

/** A local SMTP server that accepts `ann` / `s@cret` and keeps what it receives. */
async function fakeSmtp(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: [],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'ann' && auth.password === 's@cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user as string | undefined,
          secure: session.secure,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A header's value, and the body decoded as its Content-Transfer-Encoding says (nodemailer picks QP or base64). */
function parse(raw: string) {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head.replace(/\r\n\s+/g, ' '))?.[1];
  const encoded = rest.join('\r\n\r\n');
  const encoding = header('Content-Transfer-Encoding')?.toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            encoded.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : encoded;
  return { header, body };
}

/** RFC 2047 encoded words (B or Q) back to text. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

describe('SMTP mail provider against a local SMTP server', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  const config = (port: number, overrides: Partial<SmtpConfig> = {}): SmtpConfig => ({
    url: `smtp://ann:s%40cret@127.0.0.1:${port}`,
    from: 'Fieldlink <no-reply@fieldlink.example>',
    starttls: 'required',
    // The fake server presents smtp-server's built-in self-signed certificate.
    rejectUnauthorized: false,
    timeoutMs: 5000,
    ...overrides,
  });

  it('delivers the code e-mail over STARTTLS, signed in, to the recipient', async () => {
    const fake = await fakeSmtp();
    close = fake.close;
    await smtpMailProvider(config(fake.port)).send(codeMail('ann@plant.example.com', '482913', 'en-US'));

    expect(fake.received).toHaveLength(1);
    const [message] = fake.received;
    expect(message).toMatchObject({ from: 'no-reply@fieldlink.example', to: ['ann@plant.example.com'], user: 'ann', secure: true });
    const { header, body } = parse(message!.raw);
    expect(header('To')).toBe('ann@plant.example.com');
    expect(header('Subject')).toBe('Fieldlink verification code 482913');
    expect(body).toContain('Your Fieldlink verification code is 482913, valid for 5 minutes.');
  });

  it('delivers over TLS from the first byte (smtps://)', async () => {
    const fake = await fakeSmtp({ secure: true });
    close = fake.close;
    await smtpMailProvider(config(fake.port, { url: `smtps://ann:s%40cret@127.0.0.1:${fake.port}`, starttls: 'auto' })).send(
      codeMail('li@plant.example.com', '000731', 'zh-CN'),
    );
    const [message] = fake.received;
    expect(message).toMatchObject({ to: ['li@plant.example.com'], secure: true });
    const { header, body } = parse(message!.raw);
    // A Chinese subject travels encoded (RFC 2047); the code is readable in it and in the body.
    expect(decodeWords(header('Subject')!)).toBe('Fieldlink 验证码 000731');
    expect(body).toContain('您的 Fieldlink 验证码是 000731');
  });

  it('refuses to go on in clear text when STARTTLS is required and not offered', async () => {
    const fake = await fakeSmtp({ hideSTARTTLS: true, disabledCommands: ['STARTTLS'] });
    close = fake.close;
    await expect(smtpMailProvider(config(fake.port)).send(codeMail('ann@plant.example.com', '123456', 'en-US'))).rejects.toThrow(
      MailSendError,
    );
    expect(fake.received).toEqual([]);
  });

  it('fails clearly on wrong credentials and on an unreachable server', async () => {
    const fake = await fakeSmtp();
    close = fake.close;
    const wrongPassword = smtpMailProvider(config(fake.port, { url: `smtp://ann:nope@127.0.0.1:${fake.port}` }));
    await expect(wrongPassword.send(codeMail('ann@plant.example.com', '123456', 'en-US'))).rejects.toThrow(/^smtp: .*Invalid/);
    const offline = smtpMailProvider(config(1, { timeoutMs: 2000 }));
    await expect(offline.send(codeMail('ann@plant.example.com', '123456', 'en-US'))).rejects.toThrow(MailSendError);
    expect(fake.received).toEqual([]);
  });
});
