import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const CWD = path.resolve('/srv/fieldlink');

const failure = (env: Record<string, string | undefined>): ConfigError => {
  try {
    loadConfig(env, CWD);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`expected loadConfig to throw for ${JSON.stringify(env)}`);
};

describe('loadConfig defaults', () => {
  it('fills every default from an empty environment', () => {
    expect(loadConfig({}, CWD)).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(CWD, 'data'),
      databaseUrl: undefined,
      mqttUrl: undefined,
      mqttPort: 1883,
      mqttClientId: `fieldlink-${os.hostname()}-8080`,
      mqttShareGroup: undefined,
      mqttHookSecret: undefined,
      mqttMaxPacketBytes: 1024 * 1024,
      drainMs: 0,
      demoDevices: true,
      adminPassword: undefined,
      seedDemo: true,
      demoLogin: true,
      logLevel: 'info',
      passwordMinLength: 8,
      webDir: undefined,
      trustProxy: false,
      sms: { provider: 'log', production: false },
      mail: { provider: 'log', production: false },
      wechat: undefined,
      notifications: { publicUrl: undefined, wechatTemplateId: undefined },
    });
  });

  it('reads the public URL and the WeChat alarm template for notifications', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://iot.example.com', WECHAT_ALARM_TEMPLATE_ID: 'tpl-1' }, CWD).notifications).toEqual({
      publicUrl: 'https://iot.example.com',
      wechatTemplateId: 'tpl-1',
    });
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' }, CWD)).toThrow(/PUBLIC_URL/);
  });

  it('offers the demo login only with the demo seed and outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }, CWD).demoLogin).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }, CWD).demoLogin).toBe(false);
    expect(loadConfig({ SEED_DEMO: '0' }, CWD).demoLogin).toBe(false);
  });

  it('runs the demo devices with the demo unless told otherwise', () => {
    expect(loadConfig({ SEED_DEMO: '0' }, CWD).demoDevices).toBe(false);
    expect(loadConfig({ SEED_DEMO: '1', DEMO_DEVICES: 'off' }, CWD).demoDevices).toBe(false);
    expect(loadConfig({ MQTT_SHARE_GROUP: ' ingest ', MQTT_CLIENT_ID: 'node-a' }, CWD)).toMatchObject({
      mqttShareGroup: 'ingest',
      mqttClientId: 'node-a',
    });
  });

  it("reads MQTT_MAX_PACKET_BYTES from 1 KiB to MQTT's own 256 MiB", () => {
    expect(loadConfig({ MQTT_MAX_PACKET_BYTES: '65536' }, CWD).mqttMaxPacketBytes).toBe(65536);
    expect(loadConfig({ MQTT_MAX_PACKET_BYTES: '1024' }, CWD).mqttMaxPacketBytes).toBe(1024);
    expect(() => loadConfig({ MQTT_MAX_PACKET_BYTES: '1023' }, CWD)).toThrow(/MQTT_MAX_PACKET_BYTES/);
    expect(() => loadConfig({ MQTT_MAX_PACKET_BYTES: '268435456' }, CWD)).toThrow(/MQTT_MAX_PACKET_BYTES/);
    expect(() => loadConfig({ MQTT_MAX_PACKET_BYTES: '1MB' }, CWD)).toThrow(/MQTT_MAX_PACKET_BYTES/);
  });

  it('treats empty and blank values as unset', () => {
    const config = loadConfig(
      {
        PORT: '',
        HOST: '  ',
        MQTT_PORT: ' ',
        DATABASE_URL: '',
        MQTT_URL: ' ',
        SEED_DEMO: '',
        LOG_LEVEL: '',
        DATA_DIR: ' ',
        PASSWORD_MIN_LENGTH: '',
      },
      CWD,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      mqttPort: 1883,
      databaseUrl: undefined,
      mqttUrl: undefined,
      seedDemo: true,
      logLevel: 'info',
      passwordMinLength: 8,
    });
    expect(config.dataDir).toBe(path.join(CWD, 'data'));
  });

  it('resolves DATA_DIR against the cwd argument, and keeps an absolute one', () => {
    expect(loadConfig({ DATA_DIR: 'var/db' }, CWD).dataDir).toBe(path.join(CWD, 'var', 'db'));
    expect(loadConfig({ DATA_DIR: '../shared' }, CWD).dataDir).toBe(path.resolve(CWD, '..', 'shared'));
    expect(loadConfig({ DATA_DIR: '/data/fl' }, CWD).dataDir).toBe(path.resolve('/data/fl'));
  });

  it('reads set values', () => {
    const config = loadConfig(
      {
        PORT: '3000',
        HOST: '127.0.0.1',
        MQTT_PORT: '0',
        DATABASE_URL: 'postgres://u:p@db:5432/fl',
        MQTT_URL: 'mqtts://broker:8883',
        SEED_DEMO: 'off',
        LOG_LEVEL: 'debug',
        ADMIN_PASSWORD: 'Admin1234',
        PASSWORD_MIN_LENGTH: '3',
        WEB_DIR: '/srv/web',
        TRUST_PROXY: 'yes',
      },
      CWD,
    );
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      mqttPort: 0,
      databaseUrl: 'postgres://u:p@db:5432/fl',
      mqttUrl: 'mqtts://broker:8883',
      seedDemo: false,
      logLevel: 'debug',
      adminPassword: 'Admin1234',
      passwordMinLength: 3,
      webDir: '/srv/web',
      trustProxy: true,
    });
  });
});

describe('loadConfig ranges', () => {
  it.each<[string, string, number | null]>([
    ['PORT', '0', null],
    ['PORT', '1', 1],
    ['PORT', ' 8081 ', 8081],
    ['PORT', '65535', 65535],
    ['PORT', '65536', null],
    ['PORT', '70000', null],
    ['PORT', 'abc', null],
    ['PORT', '-1', null],
    ['PORT', '80.5', null],
    ['PORT', '1e3', null],
    ['PORT', '0x50', null],
    ['MQTT_PORT', '-1', null],
    ['MQTT_PORT', '0', 0],
    ['MQTT_PORT', '1', 1],
    ['MQTT_PORT', '65535', 65535],
    ['MQTT_PORT', '65536', null],
    ['MQTT_PORT', 'mqtt', null],
  ])('%s=%j -> %s', (name, value, expected) => {
    if (expected === null) {
      expect(failure({ [name]: value }).message.startsWith(`${name}:`)).toBe(true);
    } else {
      const config = loadConfig({ [name]: value }, CWD);
      expect(name === 'PORT' ? config.port : config.mqttPort).toBe(expected);
    }
  });

  it.each<[string, string, number | null]>([
    ['PASSWORD_MIN_LENGTH', '2', null],
    ['PASSWORD_MIN_LENGTH', '3', 3],
    ['PASSWORD_MIN_LENGTH', '64', 64],
    ['PASSWORD_MIN_LENGTH', '65', null],
    ['PASSWORD_MIN_LENGTH', '8.5', null],
    ['PASSWORD_MIN_LENGTH', 'eight', null],
  ])('%s=%j -> %s', (name, value, expected) => {
    if (expected === null) expect(failure({ [name]: value }).message.startsWith(`${name}:`)).toBe(true);
    else expect(loadConfig({ [name]: value }, CWD).passwordMinLength).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['1', true],
    ['true', true],
    ['YES', true],
    [' on ', true],
    ['0', false],
    ['false', false],
    ['No', false],
    ['off', false],
  ])('SEED_DEMO=%j -> %s', (value, expected) => {
    expect(loadConfig({ SEED_DEMO: value }, CWD).seedDemo).toBe(expected);
    expect(loadConfig({ TRUST_PROXY: value }, CWD).trustProxy).toBe(expected);
  });
});

describe('loadConfig errors name the variable first', () => {
  it.each<[string, Record<string, string>]>([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '0' }],
    ['PORT', { PORT: '70000' }],
    ['MQTT_PORT', { MQTT_PORT: '-1' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['DATABASE_URL', { DATABASE_URL: 'http://db:5432/fl' }],
    ['MQTT_URL', { MQTT_URL: 'http://x' }],
    ['MQTT_URL', { MQTT_URL: 'broker:1883 nope' }],
    ['SEED_DEMO', { SEED_DEMO: 'maybe' }],
    ['TRUST_PROXY', { TRUST_PROXY: '2' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'INFO' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'Admin123!' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'Admin 1234' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: '管理员12345678' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'Admin12' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'a'.repeat(65) }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'ab1', PASSWORD_MIN_LENGTH: '4' }],
    ['PASSWORD_MIN_LENGTH', { PASSWORD_MIN_LENGTH: '2' }],
  ])('%s in %j', (variable, env) => {
    const error = failure(env);
    expect(error.variable).toBe(variable);
    expect(error.message.startsWith(`${variable}: `)).toBe(true);
    expect(error.name).toBe('ConfigError');
  });

  it('ADMIN_PASSWORD length follows PASSWORD_MIN_LENGTH', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'ab1', PASSWORD_MIN_LENGTH: '3' }, CWD).adminPassword).toBe('ab1');
    expect(loadConfig({ ADMIN_PASSWORD: 'Admin123' }, CWD).adminPassword).toBe('Admin123');
    expect(loadConfig({ ADMIN_PASSWORD: 'a'.repeat(64) }, CWD).adminPassword).toBe('a'.repeat(64));
  });

  it.each(['postgres://h/db', 'postgresql://u@h:5432/db'])('accepts DATABASE_URL %s', (value) => {
    expect(loadConfig({ DATABASE_URL: value }, CWD).databaseUrl).toBe(value);
  });

  it.each(['mqtt://b', 'mqtts://b', 'tcp://b:1883', 'ssl://b', 'ws://b/mqtt', 'wss://b/mqtt'])('accepts MQTT_URL %s', (value) => {
    expect(loadConfig({ MQTT_URL: value }, CWD).mqttUrl).toBe(value);
  });
});

describe('SMS configuration', () => {
  const aliyun = {
    SMS_PROVIDER: 'aliyun',
    SMS_ALIYUN_ACCESS_KEY_ID: 'id',
    SMS_ALIYUN_ACCESS_KEY_SECRET: 'secret',
    SMS_ALIYUN_SIGN_NAME: 'Fieldlink',
    SMS_ALIYUN_TEMPLATE_CODE: 'SMS_1',
  };

  it('uses the log provider by default, with the outbox outside production', () => {
    expect(loadConfig({}, '/srv').sms).toEqual({ provider: 'log', production: false });
    expect(loadConfig({ NODE_ENV: 'production' }, '/srv').sms).toEqual({ provider: 'log', production: true });
  });

  it('configures Aliyun and names each missing variable', () => {
    expect(loadConfig(aliyun, '/srv').sms).toMatchObject({
      provider: 'aliyun',
      aliyun: { endpoint: 'https://dysmsapi.aliyuncs.com/', signName: 'Fieldlink' },
    });
    for (const name of Object.keys(aliyun).filter((key) => key !== 'SMS_PROVIDER')) {
      expect(() => loadConfig({ ...aliyun, [name]: '' }, '/srv')).toThrow(new RegExp(`^${name}: is required when SMS_PROVIDER=aliyun`));
    }
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' }, '/srv')).toThrow(/^SMS_PROVIDER: must be log or aliyun/);
    expect(() => loadConfig({ ...aliyun, SMS_ALIYUN_ENDPOINT: 'ftp://x' }, '/srv')).toThrow(/^SMS_ALIYUN_ENDPOINT: /);
  });
});

describe('loadConfig OneLink (SIM cards)', () => {
  it('is off without an app id, and needs the password with one', () => {
    expect(loadConfig({}, '/srv').oneLink).toBeUndefined();
    expect(loadConfig({ ONELINK_APP_ID: 'C501', ONELINK_PASSWORD: 'pw' }, '/srv').oneLink).toEqual({
      appId: 'C501',
      password: 'pw',
      baseUrl: 'https://api.iot.10086.cn',
    });
    expect(() => loadConfig({ ONELINK_APP_ID: 'C501' }, '/srv')).toThrow(/^ONELINK_PASSWORD: is required when ONELINK_APP_ID is set/);
    expect(() => loadConfig({ ONELINK_APP_ID: 'C501', ONELINK_PASSWORD: 'pw', ONELINK_BASE_URL: 'ftp://x' }, '/srv')).toThrow(
      /^ONELINK_BASE_URL: /,
    );
  });
});
