import type { Logger } from 'pino';
import type { SmsConfig } from '../config.js';
import { aliyunSmsProvider } from './aliyun-provider.js';
import { logSmsProvider } from './log-provider.js';
import type { SmsProvider } from './provider.js';

export type { SmsProvider, SmsMessage } from './provider.js';

/** The configured provider; `log` keeps an outbox (for tests and demos) outside production. */
export function smsProvider(config: SmsConfig, log: Logger, outbox: (phone: string, text: string) => Promise<void>): SmsProvider {
  if (config.provider === 'aliyun') return aliyunSmsProvider(config.aliyun);
  return logSmsProvider(log, config.production ? undefined : outbox);
}
