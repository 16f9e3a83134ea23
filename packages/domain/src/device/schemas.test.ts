import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../messages.js';
import {
  BOX_SECRET_PATTERN,
  DEVICE_NAME_PATTERN,
  DEVICE_SECRET_FIELDS,
  DEVICE_STATUSES,
  DEVICE_STATUS_LABELS,
  DeviceCreateSchema,
  DeviceTypeCreateSchema,
  DeviceUpdateSchema,
  isIpOrHostName,
} from './schemas.js';

const minimal = { projectId: 1, name: '泵站1号', boxId: 'AB12CD34EF56', boxPassword: 'secret 1' };

function issues(input: unknown, schema: typeof DeviceCreateSchema | typeof DeviceUpdateSchema = DeviceCreateSchema) {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('DeviceCreateSchema', () => {
  it('passes a minimal device and fills the defaults', () => {
    expect(DeviceCreateSchema.parse(minimal)).toEqual({
      ...minimal,
      port: 502,
      unitId: 1,
      protocol: 'modbus_tcp',
      highLowSwap: false,
      positionMode: 'auto',
      performanceMode: 'high_performance',
    });
  });

  it('passes a full device', () => {
    const device = {
      ...minimal,
      boxName: 'Box 7',
      number: 'N-001',
      deviceTypeId: 3,
      groupId: null,
      treeId: 2,
      communicationDevice: 'RS485',
      networkNumber: '1',
      siteNumber: '2',
      ip: '192.168.1.10',
      port: 65535,
      unitId: 255,
      protocol: 'xnet',
      highLowSwap: true,
      positionMode: 'manual',
      gps: '120.123456, 31.5',
      registerLocationAddress: 'D100',
      performanceMode: 'save_flow',
      vncPassword: 'v',
      remoteId: 'r',
      remotePassword: 'p',
    };
    expect(DeviceCreateSchema.parse(device)).toMatchObject({ gps: '120.123456,31.5', protocol: 'xnet', port: 65535 });
  });

  it.each<[string, boolean]>([
    ['AB12CD34EF56', true],
    ['ab12cd34ef56', true],
    ['000000000000', true],
    ['AB12CD34EF5', false],
    ['AB12CD34EF567', false],
    ['AB12CD34EF5!', false],
    ['AB12 D34EF56', false],
    ['中B12CD34EF56', false],
  ])('box ID %j valid: %s', (boxId, valid) => {
    expect(issues({ ...minimal, boxId })).toEqual(valid ? [] : [{ path: 'boxId', message: 'validation.boxId' }]);
  });

  it.each<[string, string | undefined]>([
    ['a', undefined],
    ['A'.repeat(17), undefined],
    ['abc 123 DEF 456 g', undefined],
    [' lead and trail ', undefined],
    ['A'.repeat(18), 'validation.boxSecret'],
    ['pass-word', 'validation.boxSecret'],
    ['pass_word', 'validation.boxSecret'],
    ['密码', 'validation.boxSecret'],
    ['p@ss', 'validation.boxSecret'],
    ['', 'validation.required'],
  ])('box password %j -> %s', (boxPassword, message) => {
    expect(issues({ ...minimal, boxPassword })).toEqual(message ? [{ path: 'boxPassword', message }] : []);
  });

  it('requires the box password and keeps it as typed', () => {
    const { boxPassword: _, ...rest } = minimal;
    expect(issues(rest)).toEqual([{ path: 'boxPassword', message: 'validation.required' }]);
    expect(DeviceCreateSchema.parse({ ...minimal, boxPassword: ' a ' }).boxPassword).toBe(' a ');
  });

  it.each<[string, string | undefined]>([
    ['Box 1', undefined],
    ['B'.repeat(17), undefined],
    ['B'.repeat(18), 'validation.boxSecret'],
    ['box#1', 'validation.boxSecret'],
  ])('box name %j -> %s', (boxName, message) => {
    expect(issues({ ...minimal, boxName })).toEqual(message ? [{ path: 'boxName', message }] : []);
  });

  it.each<[string, string | undefined]>([
    ['泵站', undefined],
    ['Pump7', undefined],
    ['设'.repeat(32), undefined],
    ['设'.repeat(33), 'validation.deviceName'],
    ['pump 7', 'validation.deviceName'],
    ['pump_7', 'validation.deviceName'],
    ['泵(1)', 'validation.deviceName'],
    ['   ', 'validation.required'],
  ])('device name %j -> %s', (name, message) => {
    expect(issues({ ...minimal, name })).toEqual(message ? [{ path: 'name', message }] : []);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['projectId 0', { projectId: 0 }, 'projectId', ''],
    ['port 0', { port: 0 }, 'port', 'validation.between'],
    ['port 65536', { port: 65536 }, 'port', 'validation.between'],
    ['unitId -1', { unitId: -1 }, 'unitId', 'validation.between'],
    ['unitId 256', { unitId: 256 }, 'unitId', 'validation.between'],
    ['protocol', { protocol: 'profibus' }, 'protocol', 'validation.invalid'],
    ['positionMode', { positionMode: 'gps' }, 'positionMode', 'validation.invalid'],
    ['performanceMode', { performanceMode: 'turbo' }, 'performanceMode', 'validation.invalid'],
    ['gps', { gps: '181,0' }, 'gps', 'validation.location'],
    ['ip', { ip: '256.1.1.1' }, 'ip', 'validation.ip'],
    ['number of 33', { number: 'n'.repeat(33) }, 'number', 'validation.tooLong'],
    ['communicationDevice of 65', { communicationDevice: 'c'.repeat(65) }, 'communicationDevice', 'validation.tooLong'],
    ['vncPassword of 33', { vncPassword: 'v'.repeat(33) }, 'vncPassword', 'validation.tooLong'],
    ['deviceTypeId 0', { deviceTypeId: 0 }, 'deviceTypeId', ''],
  ])('refuses %s', (_, change, path, message) => {
    const found = issues({ ...minimal, ...change });
    expect(found.map((i) => i.path)).toEqual([path]);
    if (message) expect(found[0]?.message).toBe(message);
  });

  it('uses message keys of the catalogue for its own rules', () => {
    const found = issues({ ...minimal, name: 'a b', boxId: 'x', boxPassword: '!', ip: '1.2.3', port: 0 });
    expect(found).toHaveLength(5);
    for (const issue of found) expect(isMessageKey(issue.message)).toBe(true);
  });
});

describe('isIpOrHostName', () => {
  it.each<[string, boolean]>([
    ['192.168.1.10', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['plc-1', true],
    ['plc.factory.local', true],
    ['a'.repeat(63), true],
    ['256.0.0.1', false],
    ['01.2.3.4', false],
    ['1.2.3', false],
    ['a'.repeat(64), false],
    ['-plc', false],
    ['plc-', false],
    ['plc..local', false],
    ['plc_1', false],
    ['', false],
  ])('%j: %s', (value, valid) => {
    expect(isIpOrHostName(value)).toBe(valid);
  });
});

describe('DeviceUpdateSchema', () => {
  it('takes an empty change with no defaults; projectId moves the device', () => {
    expect(DeviceUpdateSchema.parse({})).toEqual({});
    expect(DeviceUpdateSchema.parse({ projectId: 9 })).toEqual({ projectId: 9 });
  });

  it('checks the fields it is given', () => {
    expect(issues({ boxId: 'short' }, DeviceUpdateSchema)).toEqual([{ path: 'boxId', message: 'validation.boxId' }]);
    expect(issues({ boxPassword: 'x'.repeat(18) }, DeviceUpdateSchema)).toEqual([{ path: 'boxPassword', message: 'validation.boxSecret' }]);
    expect(DeviceUpdateSchema.parse({ vncPassword: null, gps: null })).toEqual({ vncPassword: null, gps: null });
    expect(DeviceUpdateSchema.parse({ gps: '', ip: '' })).toEqual({ gps: null, ip: null });
  });
});

describe('device constants', () => {
  it('names the statuses and the write-only fields', () => {
    expect(DEVICE_STATUSES).toEqual(['online', 'comm_failure', 'offline']);
    for (const status of DEVICE_STATUSES) expect(DEVICE_STATUS_LABELS[status]['zh-CN']).toBeTruthy();
    expect(DEVICE_SECRET_FIELDS).toEqual(['boxPassword', 'vncPassword', 'remotePassword', 'plcPassword']);
    for (const field of DEVICE_SECRET_FIELDS) expect(Object.keys(DeviceCreateSchema.shape)).toContain(field);
    expect(BOX_SECRET_PATTERN.test('a'.repeat(17))).toBe(true);
    expect(DEVICE_NAME_PATTERN.test('设备A1')).toBe(true);
  });
});

describe('DeviceTypeCreateSchema', () => {
  it.each<[Record<string, unknown>, string | undefined]>([
    [{ name: '水泵' }, undefined],
    [{ name: 't'.repeat(32), remarks: 'r'.repeat(200) }, undefined],
    [{ name: 't'.repeat(33) }, 'name'],
    [{ name: ' ' }, 'name'],
    [{}, 'name'],
    [{ name: 'x', remarks: 'r'.repeat(201) }, 'remarks'],
  ])('%j fails at %s', (input, path) => {
    const result = DeviceTypeCreateSchema.safeParse(input);
    expect(result.success ? undefined : result.error.issues[0]?.path.join('.')).toBe(path);
  });
});
