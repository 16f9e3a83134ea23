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
      const files = message.attachments?.map((a) => `${a.filename} (${a.content.length} bytes)`) ?? [];
      log.info(
        { mail: { to: message.to, subject: message.subject, ...(files.length ? { attachments: files } : {}) } },
        `mail to ${message.to}: ${message.subject}\n${message.text}`,
      );
      await outbox?.(message);
    },
  };
}
