import type { Logger } from 'pino';
import type { MailConfig } from '../config.js';
import { logMailProvider } from './log-provider.js';
import type { MailMessage, MailProvider } from './provider.js';
import { smtpMailProvider } from './smtp-provider.js';

export type { MailMessage, MailProvider } from './provider.js';

/** The configured provider; `log` keeps an outbox (for tests and demos) outside production. */
export function mailProvider(config: MailConfig, log: Logger, outbox: (message: MailMessage) => Promise<void>): MailProvider {
  if (config.provider === 'smtp') return smtpMailProvider(config.smtp);
  return logMailProvider(log, config.production ? undefined : outbox);
}
