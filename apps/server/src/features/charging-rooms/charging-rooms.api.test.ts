import { DEFAULT_TARIFF_PERIODS, formatMessage, type MessageKey } from '@fieldlink/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

const ROOMS = { velvetRoomConfiguration: ['view', 'add', 'edit', 'delete'] };
const say = (key: MessageKey) => ({ zh: formatMessage('zh-CN', key), en: formatMessage('en-US', key) });

const tariff = (extra: object = {}) => ({
  currency: 'CNY',
  billing: 'both',
  energyPrice: 0.8,
  timePrice: 0.5,
  timeOfUse: false,
  periods: [],
  idleFeePerHour: 3,
  idleGraceMinutes: 30,
  ...extra,
});

describe.each(databaseKinds())('charging rooms on %s', (kind) => {
  let t: TestApp;
  let root: string;
  const h = apiHelpers(
    () => t,
    () => root,
  );
  let projectA1: number;
  let projectA2: number;
  let cabinet1: number;
  let cabinet2: number;
  let foreignCabinet: number;
  let editor: { id: number; token: string };
  let viewer: { id: number; token: string };
  let outsider: { id: number; token: string };
  const room = (extra: object = {}) => ({
    projectId: projectA1,
    name: '东区换电站',
    address: '滨江路 88 号',
    capacity: 24,
    openingHours: { allDay: false, open: '06:00', close: '23:30' },
    tariff: tariff(),
    devices: [
      { deviceId: cabinet1, slots: 12 },
      { deviceId: cabinet2, slots: 8 },
    ],
    ...extra,
  });

  beforeAll(async () => {
    t = await buildTestApp(kind);
    root = await t.login();
    const companyA = await h.company('RoomCoA');
    const companyB = await h.company('RoomCoB');
    projectA1 = await h.project('RoomPA1', { companyId: companyA });
    projectA2 = await h.project('RoomPA2', { companyId: companyA });
    cabinet1 = await h.device(projectA1, 'Cabinet1', 'CRA100000001');
    cabinet2 = await h.device(projectA1, 'Cabinet2', 'CRA100000002');
    foreignCabinet = await h.device(projectA2, 'Cabinet9', 'CRA200000001');
    editor = await h.user(companyA, 'room_editor', 2, ROOMS, [projectA1, projectA2]);
    viewer = await h.user(companyA, 'room_viewer', 2, { velvetRoomConfiguration: ['view'] }, [projectA1]);
    outsider = await h.user(companyB, 'room_outsider', 1, ROOMS);
  }, 120_000);
  afterAll(() => t.close());

  it('creates, lists, saves and deletes a room with its cabinets and tariff, with the operation log', async () => {
    const created = await h.ok('POST', '/charging-rooms', editor.token, room());
    expect(created).toMatchObject({ projectId: projectA1, projectName: 'RoomPA1', name: '东区换电站', capacity: 24, slotsInUse: 20 });
    expect(created.devices).toEqual([
      { deviceId: cabinet1, deviceName: 'Cabinet1', boxId: 'CRA100000001', slots: 12 },
      { deviceId: cabinet2, deviceName: 'Cabinet2', boxId: 'CRA100000002', slots: 8 },
    ]);
    const list = await h.ok('GET', `/charging-rooms?projectId=${projectA1}`, viewer.token);
    expect(list.total).toBe(1);
    expect(list.items[0]).toEqual(created);

    const saved = await h.ok('PUT', `/charging-rooms/${created.id}`, editor.token, {
      ...room({ name: 'East', capacity: 12, tariff: tariff({ timeOfUse: true, periods: DEFAULT_TARIFF_PERIODS }) }),
      devices: [{ deviceId: cabinet2, slots: 12 }],
    });
    expect(saved).toMatchObject({ name: 'East', capacity: 12, slotsInUse: 12, devices: [expect.objectContaining({ deviceId: cabinet2 })] });
    expect(saved.tariff.periods).toHaveLength(DEFAULT_TARIFF_PERIODS.length);

    await h.ok('DELETE', `/charging-rooms/${created.id}`, editor.token);
    await h.expectError({ status: 404 }, 'GET', `/charging-rooms/${created.id}`, editor.token);
    // The cabinets stay devices of the project.
    await h.ok('GET', `/devices/${cabinet2}`, root);
    const log = await h.ok('GET', '/audit/operations?objectType=chargingRoom', root);
    const actions = (log.items as { action: string; objectId: string }[])
      .filter((e) => e.objectId === String(created.id))
      .map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['chargingRoom.create', 'chargingRoom.update', 'chargingRoom.delete']));
  });

  it('refuses bad rooms with the message in the caller’s language and stores nothing', async () => {
    const cases: [object, MessageKey, number][] = [
      [room({ capacity: 19 }), 'validation.capacityBelowSlots', 400],
      [room({ name: 'x'.repeat(21) }), 'validation.chargingRoomName', 400],
      [
        room({
          tariff: tariff({
            timeOfUse: true,
            periods: [
              { kind: 'peak', from: '08:00', to: '20:00', energyPrice: 1, timePrice: 0 },
              { kind: 'valley', from: '21:00', to: '08:00', energyPrice: 0.3, timePrice: 0 },
            ],
          }),
        }),
        'validation.tariffPeriodsGap',
        400,
      ],
      [
        room({
          tariff: tariff({
            timeOfUse: true,
            periods: [
              { kind: 'peak', from: '08:00', to: '21:00', energyPrice: 1, timePrice: 0 },
              { kind: 'valley', from: '20:00', to: '08:00', energyPrice: 0.3, timePrice: 0 },
            ],
          }),
        }),
        'validation.tariffPeriodsOverlap',
        400,
      ],
      [room({ devices: [{ deviceId: foreignCabinet, slots: 4 }] }), 'error.cabinetNotInProject', 400],
    ];
    for (const [body, key, status] of cases) {
      const en = await h.expectError({ status, lang: 'en-US' }, 'POST', '/charging-rooms', editor.token, body);
      expect(JSON.stringify(en)).toContain(say(key).en);
      const zh = await h.expectError({ status, lang: 'zh-CN' }, 'POST', '/charging-rooms', editor.token, body);
      expect(JSON.stringify(zh)).toContain(say(key).zh);
    }
    expect((await h.ok('GET', `/charging-rooms?projectId=${projectA1}`, editor.token)).total).toBe(0);

    // A cabinet stands in one room, and a name is used once per project.
    const first = await h.ok('POST', '/charging-rooms', editor.token, room({ name: 'First' }));
    const taken = await h.expectError({ status: 409 }, 'POST', '/charging-rooms', editor.token, room({ name: 'Second' }));
    expect(taken.message).toBe(say('error.cabinetInOtherRoom').en);
    const twin = await h.expectError({ status: 409 }, 'POST', '/charging-rooms', editor.token, room({ name: 'First', devices: [] }));
    expect(twin.message).toBe(say('error.chargingRoomNameTaken').en);
    await h.ok('DELETE', `/charging-rooms/${first.id}`, editor.token);
  });

  it('keeps rooms within the caller’s company and projects', async () => {
    const hidden = await h.ok('POST', '/charging-rooms', editor.token, room({ projectId: projectA2, name: 'Hidden', devices: [] }));
    // The viewer is assigned to project A1 only; the outsider is in company B.
    await h.expectError({ status: 404 }, 'GET', `/charging-rooms/${hidden.id}`, viewer.token);
    await h.expectError({ status: 404 }, 'GET', `/charging-rooms/${hidden.id}`, outsider.token);
    await h.expectError({ status: 404 }, 'PUT', `/charging-rooms/${hidden.id}`, outsider.token, room({ devices: [] }));
    await h.expectError({ status: 404 }, 'DELETE', `/charging-rooms/${hidden.id}`, outsider.token);
    await h.expectError({ status: 400 }, 'POST', '/charging-rooms', outsider.token, room({ name: 'Intrude', devices: [] }));
    expect((await h.ok('GET', '/charging-rooms', outsider.token)).total).toBe(0);
    expect((await h.ok('GET', '/charging-rooms', viewer.token)).items.map((r: { name: string }) => r.name)).not.toContain('Hidden');
    // Reading a room is not editing it.
    await h.expectError({ status: 403 }, 'POST', '/charging-rooms', viewer.token, room({ name: 'Nope', devices: [] }));
    await h.expectError({ status: 403 }, 'DELETE', `/charging-rooms/${hidden.id}`, viewer.token);
    expect((await h.ok('GET', `/charging-rooms/${hidden.id}`, editor.token)).name).toBe('Hidden');
  });
});
