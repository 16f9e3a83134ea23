import { hashPassword } from '../lib/password.js';
import { DEMO_BOX_PASSWORD, DEMO_BOXES, DEMO_OPCUA_USER } from './demo-boxes.js';
import type { SeedRepository } from './seed.repository.js';

export { DEMO_BOX_PASSWORD, DEMO_BOXES, DEMO_OPCUA_USER };

type DemoPoint = Parameters<SeedRepository['insertDevice']>[1][number];

/**
 * A demo point: holding register `address` of `dataType`, polled every second and stored, with its
 * display name in both languages ("中文|English", the point's `valueDescription`) and other settings.
 */
function point(name: string, address: number, dataType: number, displayName: string, settings: Partial<DemoPoint> = {}): DemoPoint {
  return { name, area: '4x', address, dataType, intervalMs: 1000, save: true, valueDescription: displayName, ...settings };
}

/** A measured value in `unit` with `decimals` places; `slope` scales the raw register (0.1: tenths). */
function measured(unit: string, decimals: number, slope?: number): Partial<DemoPoint> {
  return slope === undefined ? { unit, decimals } : { unit, decimals, slope };
}

/**
 * Words of the demo's running bit (a point's `multiSegment`, read by the domain's `formatReading`);
 * display names in both languages are each point's `valueDescription`, "中文|English".
 */
const RUN_WORDS = '0=停止|Stopped;1=运行|Running';

/** The demo company's project groups and tree model: 华东区域 > 苏州, 无锡. */
export const DEMO_GROUPS = ['注塑车间', '装配车间'] as const;
export const DEMO_TREE = { root: '华东区域', children: ['苏州', '无锡'] } as const;

/**
 * A plant as a customer would configure it: an injection-moulding press, a chiller and a packing
 * line, each with the points an operator watches. The two projects sit in a group each and under
 * their city in the company's tree model.
 */
export async function seedDemoPlant(repo: SeedRepository, companyId: number, createdBy: number) {
  const [moulding, assembly] = [
    await repo.insertProjectGroup({ companyId, name: DEMO_GROUPS[0], sortOrder: 1 }),
    await repo.insertProjectGroup({ companyId, name: DEMO_GROUPS[1], sortOrder: 2 }),
  ];
  const east = await repo.insertTreeNode({ companyId, name: DEMO_TREE.root, sortOrder: 1 });
  const [suzhou, wuxi] = [
    await repo.insertTreeNode({ companyId, parentId: east, name: DEMO_TREE.children[0], sortOrder: 1 }),
    await repo.insertTreeNode({ companyId, parentId: east, name: DEMO_TREE.children[1], sortOrder: 2 }),
  ];
  const projectId = await repo.insertProject({
    companyId,
    name: '苏州注塑一厂',
    location: '120.585316,31.298886',
    groupId: moulding,
    treeNodeId: suzhou,
    createdBy,
  });
  await repo.insertProject({
    companyId,
    name: '无锡装配二厂',
    location: '120.311910,31.491169',
    groupId: assembly,
    treeNodeId: wuxi,
    createdBy,
  });
  const boxPasswordHash = await hashPassword(DEMO_BOX_PASSWORD);
  const device = (name: string, boxId: string, number: string) => ({
    companyId,
    projectId,
    name,
    boxId,
    boxPasswordHash,
    boxName: name,
    number,
    ip: '127.0.0.1',
    port: 502,
    unitId: 1,
  });
  await repo.insertDevice(device('注塑机1号', DEMO_BOXES[0], 'IMM-2024-001'), [
    point('barrel_temp', 0, 2, '料筒温度|Barrel temperature', { ...measured('℃', 1, 0.1), upperLimit: 260, lowerLimit: 180 }),
    point('mould_temp', 1, 2, '模具温度|Mould temperature', measured('℃', 1, 0.1)),
    point('inject_pressure', 2, 2, '注射压力|Injection pressure', {
      ...measured('MPa', 2),
      // The raw register 0..4095 reads as 0..25 MPa.
      maxData: 4095,
      minData: 0,
      maxProportion: 25,
      minProportion: 0,
    }),
    point('screw_speed', 3, 2, '螺杆转速|Screw speed', measured('rpm', 0)),
    point('cycle_count', 4, 4, '循环计数|Cycle count', measured('pcs', 0)),
    point('running', 6, 10, '运行状态|Run state', { multiSegment: RUN_WORDS, decimals: 0 }),
    point('alarm_word', 7, 2, '报警字|Alarm word', { decimals: 0, displayFormat: 2, save: false }),
    point('setpoint_temp', 8, 2, '温度设定|Temperature setpoint', { ...measured('℃', 1, 0.1), writable: true, save: false }),
  ]);
  // The chiller's PLC publishes through OPC UA (points address NodeIds); the packing line's hangs on an
  // RS-485 line behind a serial server (Modbus RTU, RTU frames over TCP).
  const opcUaPoint = (p: DemoPoint): DemoPoint => ({ ...p, area: 'opcua', address: 0, tag: `ns=1;s=${p.name}` });
  await repo.insertDevice(
    {
      ...device('冷水机', DEMO_BOXES[1], 'CH-2023-017'),
      protocol: 'opcua',
      plcSettings: {
        endpoint: 'opc.tcp://127.0.0.1:4840',
        securityMode: 'SignAndEncrypt',
        securityPolicy: 'Basic256Sha256',
        username: DEMO_OPCUA_USER.name,
      },
      plcPassword: DEMO_OPCUA_USER.password,
    },
    [
      point('supply_temp', 0, 1, '供水温度|Supply temperature', measured('℃', 1, 0.1)),
      point('return_temp', 1, 1, '回水温度|Return temperature', measured('℃', 1, 0.1)),
      point('compressor_current', 2, 2, '压缩机电流|Compressor current', { ...measured('A', 1, 0.1), upperLimit: 45, lowerLimit: 0 }),
      point('flow', 3, 5, '流量|Flow', measured('m³/h', 2)),
    ].map(opcUaPoint),
  );
  await repo.insertDevice(
    {
      ...device('包装线', DEMO_BOXES[2], 'PK-2025-003'),
      protocol: 'modbus_rtu',
      port: 4001,
      plcSettings: { rtuTransport: 'serial_server' },
    },
    [
      point('line_speed', 0, 2, '线速度|Line speed', measured('pcs/min', 0)),
      point('good_count', 1, 4, '合格数|Good count', measured('pcs', 0)),
      point('reject_count', 3, 2, '次品数|Reject count', measured('pcs', 0)),
      point('batch_code', 4, 11, '批次号|Batch code', { length: 4, save: false }),
    ],
  );
  return projectId;
}
