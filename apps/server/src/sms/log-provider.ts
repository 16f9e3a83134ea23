import type { Logger } from 'pino';
import type { SmsMessage, SmsProvider } from './provider.js';

/**
 * The default provider: writes each message, with its phone, to the server log, and outside
 * production also to the outbox table (which the tests read).
 */
export function logSmsProvider(log: Logger, outbox?: (phone: string, text: string) => Promise<void>): SmsProvider {
  return {
    name: 'log',
    async send({ phone, text }: SmsMessage) {
      log.info({ sms: { phone, text } }, `sms to ${phone}: ${text}`);
      await outbox?.(phone, text);
    },
  };
}
