import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { smtpTransportOptions } from './smtp-provider.js';

describe('mail configuration', () => {
  const smtp = {
    MAIL_PROVIDER: 'smtp',
    MAIL_SMTP_URL: 'smtp://ann:s%40cret@mail.example.com:587',
    MAIL_FROM: 'Fieldlink <no-reply@example.com>',
  };

  it('uses the log provider by default, with the outbox outside production', () => {
    expect(loadConfig({}, '/srv').mail).toEqual({ provider: 'log', production: false });
    expect(loadConfig({ NODE_ENV: 'production' }, '/srv').mail).toEqual({ provider: 'log', production: true });
  });

  it('configures SMTP with STARTTLS when offered and the certificate checked', () => {
    expect(loadConfig(smtp, '/srv').mail).toEqual({
      provider: 'smtp',
      production: false,
      smtp: { url: smtp.MAIL_SMTP_URL, from: smtp.MAIL_FROM, starttls: 'auto', rejectUnauthorized: true },
    });
  });

  it('names each missing or malformed variable in one line', () => {
    for (const name of ['MAIL_SMTP_URL', 'MAIL_FROM']) {
      expect(() => loadConfig({ ...smtp, [name]: '' }, '/srv')).toThrow(new RegExp(`^${name}: is required when MAIL_PROVIDER=smtp$`));
    }
    expect(() => loadConfig({ MAIL_PROVIDER: 'fax' }, '/srv')).toThrow(/^MAIL_PROVIDER: must be log or smtp/);
    expect(() => loadConfig({ ...smtp, MAIL_SMTP_URL: 'http://mail.example.com' }, '/srv')).toThrow(
      /^MAIL_SMTP_URL: must start with smtp:\/\/ or smtps:\/\//,
    );
    expect(() => loadConfig({ ...smtp, MAIL_SMTP_URL: 'not a url' }, '/srv')).toThrow(/^MAIL_SMTP_URL: is not a valid URL/);
    expect(() => loadConfig({ ...smtp, MAIL_FROM: 'nobody' }, '/srv')).toThrow(/^MAIL_FROM: must be an address/);
    expect(() => loadConfig({ ...smtp, MAIL_SMTP_STARTTLS: 'maybe' }, '/srv')).toThrow(
      /^MAIL_SMTP_STARTTLS: must be auto, required or off/,
    );
    expect(() => loadConfig({ ...smtp, MAIL_SMTP_URL: 'smtps://mail.example.com', MAIL_SMTP_STARTTLS: 'required' }, '/srv')).toThrow(
      /^MAIL_SMTP_STARTTLS: applies to smtp:\/\/ only/,
    );
    expect(() => loadConfig({ ...smtp, MAIL_SMTP_TLS_VERIFY: 'perhaps' }, '/srv')).toThrow(/^MAIL_SMTP_TLS_VERIFY: must be 1 or 0/);
  });

  it('turns the URL and TLS options into the transport options', () => {
    const config = (url: string, starttls: 'auto' | 'required' | 'off' = 'auto') => ({
      url,
      from: 'a@b.cn',
      starttls,
      rejectUnauthorized: false,
    });
    expect(smtpTransportOptions(config('smtp://ann:s%40cret@mail.example.com:2525', 'required'))).toMatchObject({
      host: 'mail.example.com',
      port: 2525,
      secure: false,
      requireTLS: true,
      ignoreTLS: false,
      auth: { user: 'ann', pass: 's@cret' },
      tls: { rejectUnauthorized: false },
    });
    expect(smtpTransportOptions(config('smtps://mail.example.com'))).toMatchObject({ port: 465, secure: true, requireTLS: false });
    expect(smtpTransportOptions(config('smtp://mail.example.com', 'off'))).toMatchObject({ port: 587, ignoreTLS: true });
    expect(smtpTransportOptions(config('smtp://mail.example.com'))).not.toHaveProperty('auth');
  });
});
