import os from 'node:os';
import path from 'node:path';
import { PASSWORD_DEFAULT_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '@fieldlink/domain';
import { DEFAULT_MAX_PACKET_BYTES } from './broker/message-bus.js';
import type { SmtpConfig } from './mail/smtp-provider.js';
import type { WechatConfig } from './wechat/oauth.js';

/** The OneLink carrier API (China Mobile IoT, EC v5) that SIM cards sync with (`ONELINK_*`). */
export interface OneLinkConfig {
  appId: string;
  password: string;
  /** https://api.iot.10086.cn by default; a local fake in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

/** Configuration from the environment (docs/API.md "Environment"), validated once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The XDATA reader role's password on PostgreSQL (XDATA_READER_PASSWORD), where the cluster asks for one. */
  xdataReaderPassword: string | undefined;
  mqttUrl: string | undefined;
  mqttPort: number;
  /** Stable client id of this instance's persistent session on an external broker. */
  mqttClientId: string;
  /** Shared-subscription group of the instances sharing ingest; unset: this instance takes all. */
  mqttShareGroup: string | undefined;
  /** Secret the external broker's auth/ACL hooks send; unset: the hooks need none. */
  mqttHookSecret: string | undefined;
  /** MQTT_MAX_PACKET_BYTES: the largest MQTT packet taken from a device (default 1 MiB). */
  mqttMaxPacketBytes: number;
  /**
   * DRAIN_MS: on SIGTERM, how long /health/ready answers 503 (so the load balancer stops sending
   * requests) before the server stops; 0 (default) stops at once.
   */
  drainMs: number;
  /** Runs the demo company's PLC simulators and gateways in-process (DEMO_DEVICES, on with the demo). */
  demoDevices: boolean;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** `POST /auth/demo-login` answers: only with the demo seed and outside production. */
  demoLogin: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  passwordMinLength: number;
  webDir: string | undefined;
  trustProxy: boolean;
  sms: SmsConfig;
  mail: MailConfig;
  wechat: WechatConfig | undefined;
  /** Links in outside notifications (PUBLIC_URL) and the WeChat alarm template (WECHAT_ALARM_TEMPLATE_ID). */
  notifications: { publicUrl: string | undefined; wechatTemplateId: string | undefined };
  /** SIM cards' carrier API (ONELINK_APP_ID, ONELINK_PASSWORD, ONELINK_BASE_URL); unset: cards are managed by hand. */
  oneLink: OneLinkConfig | undefined;
}

export type SmsConfig =
  | { provider: 'log'; production: boolean }
  | {
      provider: 'aliyun';
      production: boolean;
      aliyun: { accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string; endpoint: string };
    };

export type MailConfig = { provider: 'log'; production: boolean } | { provider: 'smtp'; production: boolean; smtp: SmtpConfig };

/** A bad configuration value: the message is the one line printed before exiting. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`${variable}: ${detail}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type Env = Record<string, string | undefined>;

function port(env: Env, name: string, fallback: number, allowZero: boolean): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  const min = allowZero ? 0 : 1;
  if (!/^\d+$/.test(raw) || value < min || value > 65535) {
    throw new ConfigError(name, `must be a port number from ${min} to 65535, got "${raw}"`);
  }
  return value;
}

function url(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `is not a valid URL (expected ${protocols.map((p) => `${p}//...`).join(' or ')})`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${parsed.protocol}//"`);
  }
  return raw;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `must be 1 or 0, got "${env[name]}"`);
}

function milliseconds(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > 600_000)
    throw new ConfigError(name, `must be a number of milliseconds from 0 to 600000, got "${raw}"`);
  return Number(raw);
}

/** A packet size in bytes: from 1 KiB (a telemetry message needs room) to 256 MiB (MQTT's own maximum). */
function packetBytes(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1024 || Number(raw) > 268_435_455)
    throw new ConfigError(name, `must be a number of bytes from 1024 to 268435455, got "${raw}"`);
  return Number(raw);
}

function required(env: Env, name: string, why: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(name, `is required ${why}`);
  return value;
}

function smsConfig(env: Env): SmsConfig {
  const provider = env.SMS_PROVIDER?.trim() || 'log';
  const production = env.NODE_ENV === 'production';
  if (provider === 'log') return { provider, production };
  if (provider !== 'aliyun') throw new ConfigError('SMS_PROVIDER', `must be log or aliyun, got "${provider}"`);
  const why = 'when SMS_PROVIDER=aliyun';
  return {
    provider,
    production,
    aliyun: {
      accessKeyId: required(env, 'SMS_ALIYUN_ACCESS_KEY_ID', why),
      accessKeySecret: required(env, 'SMS_ALIYUN_ACCESS_KEY_SECRET', why),
      signName: required(env, 'SMS_ALIYUN_SIGN_NAME', why),
      templateCode: required(env, 'SMS_ALIYUN_TEMPLATE_CODE', why),
      endpoint: url(env, 'SMS_ALIYUN_ENDPOINT', ['https:', 'http:']) ?? 'https://dysmsapi.aliyuncs.com/',
    },
  };
}

/** `Name <address>` or a bare address. */
const MAIL_FROM_PATTERN = /^(?:[^<>]*<[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)$/;

function mailConfig(env: Env): MailConfig {
  const provider = env.MAIL_PROVIDER?.trim() || 'log';
  const production = env.NODE_ENV === 'production';
  if (provider === 'log') return { provider, production };
  if (provider !== 'smtp') throw new ConfigError('MAIL_PROVIDER', `must be log or smtp, got "${provider}"`);
  const why = 'when MAIL_PROVIDER=smtp';
  required(env, 'MAIL_SMTP_URL', why);
  const smtpUrl = url(env, 'MAIL_SMTP_URL', ['smtp:', 'smtps:'])!;
  if (!new URL(smtpUrl).hostname) throw new ConfigError('MAIL_SMTP_URL', 'names no host (expected smtp://user:pass@host:port)');
  const from = required(env, 'MAIL_FROM', why);
  if (!MAIL_FROM_PATTERN.test(from)) throw new ConfigError('MAIL_FROM', `must be an address or "Name <address>", got "${from}"`);
  const starttls = env.MAIL_SMTP_STARTTLS?.trim().toLowerCase() || 'auto';
  if (starttls !== 'auto' && starttls !== 'required' && starttls !== 'off') {
    throw new ConfigError('MAIL_SMTP_STARTTLS', `must be auto, required or off, got "${env.MAIL_SMTP_STARTTLS}"`);
  }
  if (smtpUrl.startsWith('smtps:') && starttls !== 'auto') {
    throw new ConfigError('MAIL_SMTP_STARTTLS', 'applies to smtp:// only; smtps:// uses TLS from the start');
  }
  return {
    provider,
    production,
    smtp: { url: smtpUrl, from, starttls, rejectUnauthorized: flag(env, 'MAIL_SMTP_TLS_VERIFY', true) },
  };
}

/** WeChat binding is on when an app id is set; the secret must come with it. */
function wechatConfig(env: Env): WechatConfig | undefined {
  const appId = env.WECHAT_APP_ID?.trim();
  if (!appId) return undefined;
  return {
    appId,
    appSecret: required(env, 'WECHAT_APP_SECRET', 'when WECHAT_APP_ID is set'),
    apiBase: url(env, 'WECHAT_API_BASE', ['https:', 'http:']) ?? 'https://api.weixin.qq.com',
    openBase: url(env, 'WECHAT_OPEN_BASE', ['https:', 'http:']) ?? 'https://open.weixin.qq.com',
  };
}

/** China Mobile OneLink is on when an app id is set; the password must come with it. */
function oneLinkConfig(env: Env): OneLinkConfig | undefined {
  const appId = env.ONELINK_APP_ID?.trim();
  if (!appId) return undefined;
  if (!/^[A-Za-z0-9]+$/.test(appId)) throw new ConfigError('ONELINK_APP_ID', 'must be letters and digits');
  return {
    appId,
    password: required(env, 'ONELINK_PASSWORD', 'when ONELINK_APP_ID is set'),
    baseUrl: url(env, 'ONELINK_BASE_URL', ['https:', 'http:']) ?? 'https://api.iot.10086.cn',
  };
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  const passwordMinRaw = env.PASSWORD_MIN_LENGTH?.trim();
  const passwordMinLength = passwordMinRaw ? Number(passwordMinRaw) : PASSWORD_DEFAULT_MIN_LENGTH;
  if (!Number.isInteger(passwordMinLength) || passwordMinLength < 3 || passwordMinLength > PASSWORD_MAX_LENGTH) {
    throw new ConfigError('PASSWORD_MIN_LENGTH', `must be a whole number from 3 to ${PASSWORD_MAX_LENGTH}`);
  }
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && !/^[A-Za-z0-9]+$/.test(adminPassword)) {
    throw new ConfigError('ADMIN_PASSWORD', 'must contain letters and digits only');
  }
  if (adminPassword !== undefined && (adminPassword.length < passwordMinLength || adminPassword.length > PASSWORD_MAX_LENGTH)) {
    throw new ConfigError('ADMIN_PASSWORD', `must be ${passwordMinLength} to ${PASSWORD_MAX_LENGTH} characters`);
  }
  return {
    port: port(env, 'PORT', 8080, false),
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: path.resolve(cwd, env.DATA_DIR?.trim() || './data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    xdataReaderPassword: env.XDATA_READER_PASSWORD || undefined,
    mqttUrl: url(env, 'MQTT_URL', ['mqtt:', 'mqtts:', 'tcp:', 'ssl:', 'ws:', 'wss:']),
    mqttPort: port(env, 'MQTT_PORT', 1883, true),
    mqttClientId: env.MQTT_CLIENT_ID?.trim() || `fieldlink-${os.hostname()}-${port(env, 'PORT', 8080, false)}`,
    mqttShareGroup: env.MQTT_SHARE_GROUP?.trim() || undefined,
    mqttHookSecret: env.MQTT_HOOK_SECRET?.trim() || undefined,
    mqttMaxPacketBytes: packetBytes(env, 'MQTT_MAX_PACKET_BYTES', DEFAULT_MAX_PACKET_BYTES),
    drainMs: milliseconds(env, 'DRAIN_MS', 0),
    demoDevices: flag(env, 'DEMO_DEVICES', flag(env, 'SEED_DEMO', true)),
    adminPassword,
    seedDemo: flag(env, 'SEED_DEMO', true),
    demoLogin: flag(env, 'SEED_DEMO', true) && env.NODE_ENV !== 'production',
    logLevel,
    passwordMinLength,
    webDir: env.WEB_DIR?.trim() || undefined,
    trustProxy: flag(env, 'TRUST_PROXY', false),
    sms: smsConfig(env),
    mail: mailConfig(env),
    wechat: wechatConfig(env),
    notifications: {
      publicUrl: url(env, 'PUBLIC_URL', ['https:', 'http:']),
      wechatTemplateId: env.WECHAT_ALARM_TEMPLATE_ID?.trim() || undefined,
    },
    oneLink: oneLinkConfig(env),
  };
}
