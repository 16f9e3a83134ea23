import { DeviceCreateSchema, DeviceUpdateSchema } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import type { DeviceRow } from '../api/devicesApi';
import {
  DEVICE_FORM_DEFAULTS,
  deviceToFormValues,
  portForProtocol,
  toDeviceCreate,
  toDeviceUpdate,
  type DeviceFormValues,
} from './deviceForm';

const values: DeviceFormValues = {
  ...(DEVICE_FORM_DEFAULTS as DeviceFormValues),
  projectId: 4,
  name: ' 泵站1号 ',
  boxId: 'AB12CD34EF56',
  boxPassword: ' pass 1',
  boxName: '',
  number: ' N-1 ',
  ip: '',
  gps: '120.1, 31.2',
  vncPassword: '',
  remotePassword: 'rp',
};

const row: DeviceRow = {
  id: 9,
  companyId: 2,
  projectId: 4,
  projectName: 'P',
  name: '泵站1号',
  boxId: 'AB12CD34EF56',
  boxName: null,
  number: 'N-1',
  deviceTypeId: 3,
  groupId: null,
  treeId: null,
  communicationDevice: null,
  networkNumber: null,
  siteNumber: null,
  ip: '10.0.0.2',
  port: 503,
  unitId: 2,
  protocol: 'xnet',
  highLowSwap: true,
  positionMode: 'manual',
  gps: '120.1,31.2',
  registerLocationAddress: null,
  performanceMode: 'save_flow',
  remoteId: null,
  status: 'online',
  statusAt: null,
  configVersion: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  boxPasswordSet: true,
  vncPasswordSet: true,
  remotePasswordSet: false,
  pointCount: 0,
};

describe('device form', () => {
  it('builds a create body the domain schema accepts: trimmed text, empty text null, secrets as typed', () => {
    const body = toDeviceCreate(values);
    expect(body).toMatchObject({
      projectId: 4,
      name: '泵站1号',
      boxPassword: ' pass 1',
      boxName: null,
      number: 'N-1',
      ip: null,
      remotePassword: 'rp',
    });
    expect(body).not.toHaveProperty('vncPassword');
    expect(DeviceCreateSchema.safeParse(body).success).toBe(true);
  });

  it('leaves empty secrets out of an update so the stored ones stay', () => {
    const body = toDeviceUpdate({ ...values, boxPassword: '', remotePassword: undefined });
    expect(body).not.toHaveProperty('boxPassword');
    expect(body).not.toHaveProperty('vncPassword');
    expect(body).not.toHaveProperty('remotePassword');
    expect(DeviceUpdateSchema.safeParse(body).success).toBe(true);
    expect(toDeviceUpdate({ ...values, vncPassword: 'new' })).toMatchObject({ vncPassword: 'new', boxPassword: ' pass 1' });
  });

  it('round-trips a stored device through the form without its secrets', () => {
    const form = deviceToFormValues(row);
    expect(form).not.toHaveProperty('boxPassword');
    expect(form).toMatchObject({ protocol: 'xnet', port: 503, highLowSwap: true, boxName: '', gps: '120.1,31.2' });
    expect(toDeviceUpdate(form)).toMatchObject({ name: row.name, deviceTypeId: 3, ip: '10.0.0.2', boxName: null, positionMode: 'manual' });
  });
});

describe('the port when the protocol changes', () => {
  it('moves a default port to S7 102 and back, and keeps a port the user chose', () => {
    expect(portForProtocol(502, 's7')).toBe(102);
    expect(portForProtocol(undefined, 's7')).toBe(102);
    expect(portForProtocol(1102, 's7')).toBe(1102);
    expect(portForProtocol(102, 'modbus_tcp')).toBe(502);
    expect(portForProtocol(5020, 'modbus_tcp')).toBe(5020);
  });
});
