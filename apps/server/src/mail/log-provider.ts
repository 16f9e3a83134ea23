import type { Logger } from 'pino';
import type { MailMessage, MailProvider } from './provider.js';

/**
 * The default provider: writes each message, with its recipient, to the server log, and outside
 * production also to the outbox table (which the tests read).
 */
export function logMailProvider(log: Logger, outbox?: (message: MailMessage) => Promise<void>): MailProvider {
  return {
    name: 'log',
    async send(message: MailMessage) {
      log.info({ mail: { to: message.to, subject: message.subject } }, `mail to ${message.to}: ${message.subject}\n${message.text}`);
      await outbox?.(message);
    },
  };
}
