import nodemailer from 'nodemailer';
import { MailSendError, type MailMessage, type MailProvider } from './provider.js';

/** How to reach the SMTP server (MAIL_SMTP_URL and friends, see config.ts). */
export interface SmtpConfig {
  /** smtp://user:pass@host:port (STARTTLS as `starttls` says) or smtps://... (TLS from the first byte). */
  url: string;
  /** Sender, `Name <address>` or a bare address. */
  from: string;
  /** For smtp:// only: `auto` upgrades when the server offers it, `required` refuses to go on without, `off` never upgrades. */
  starttls: 'auto' | 'required' | 'off';
  /** Check the server's certificate (off only for a self-signed test server). */
  rejectUnauthorized: boolean;
  timeoutMs?: number;
}

/** nodemailer's transport options for a configuration (exported for the tests). */
export function smtpTransportOptions(config: SmtpConfig) {
  const url = new URL(config.url);
  const secure = url.protocol === 'smtps:';
  const timeout = config.timeoutMs ?? 10_000;
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && config.starttls === 'required',
    ignoreTLS: !secure && config.starttls === 'off',
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    tls: { rejectUnauthorized: config.rejectUnauthorized },
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  };
}

/** E-mail through an SMTP server (nodemailer), one connection per message. */
export function smtpMailProvider(config: SmtpConfig): MailProvider {
  const transport = nodemailer.createTransport(smtpTransportOptions(config));
  return {
    name: 'smtp',
    async send({ to, subject, text, attachments }: MailMessage) {
      try {
        await transport.sendMail({
          from: config.from,
          to,
          subject,
          text,
          ...(attachments?.length ? { attachments: attachments.map((a) => ({ ...a })) } : {}),
        });
      } catch (error) {
        throw new MailSendError('smtp', (error as Error).message);
      }
    },
  };
}
