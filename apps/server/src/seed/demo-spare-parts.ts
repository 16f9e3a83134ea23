import { DEFAULT_ASSESSMENT_RULE, type PartApplicationStatus } from '@fieldlink/domain';
import type { DemoSparePartsRepository } from './demo-spare-parts.repository.js';

/** The demo company's parts catalogue: code, name, model, unit, price, safety stock, stock on hand. */
export const DEMO_PARTS = [
  ['BRG-6204', '深沟球轴承', '6204-2RS', '个', 18.5, 10, 40],
  ['BRG-6306', '深沟球轴承', '6306-ZZ', '个', 42, 6, 12],
  ['CTR-LC1D18', '交流接触器', 'LC1D18M7C 18A 220V', '个', 165, 4, 8],
  ['CTR-LC1D32', '交流接触器', 'LC1D32M7C 32A 220V', '个', 298, 2, 1],
  ['PLC-SM1221', 'PLC 数字量输入模块', 'SM1221 DI16 24VDC', '块', 1280, 1, 3],
  ['PLC-SM1231', 'PLC 模拟量输入模块', 'SM1231 AI4', '块', 1860, 1, 2],
  ['SEN-PT100', '温度传感器', 'PT100 M8 L=100mm', '支', 95, 5, 16],
  ['SEN-PX-4M', '压力变送器', '0–4 MPa 4–20 mA', '支', 420, 2, 5],
  ['SEN-PROX18', '接近开关', 'M18 NPN NO 8mm', '个', 68, 6, 20],
  ['BLT-B1600', '三角皮带', 'B-1600', '条', 36, 8, 24],
  ['BLT-SPZ1250', '窄 V 带', 'SPZ-1250', '条', 48, 4, 3],
  ['FLT-HYD10', '液压油滤芯', '10μm 160 L/min', '个', 210, 4, 9],
  ['FLT-AIR', '空压机空滤', 'C 1140', '个', 156, 2, 4],
  ['RLY-MY2N', '中间继电器', 'MY2N-J 24VDC', '个', 22, 10, 35],
  ['FUS-RT18', '熔断器', 'RT18-32 10A', '个', 6.5, 20, 60],
] as const;

/** Applications on the demo orders: order status they go on, part code, quantity, status, note. */
const DEMO_APPLICATIONS: {
  on: 'processing' | 'accepted' | 'completed';
  code: string;
  quantity: number;
  status: PartApplicationStatus;
  note: string;
}[] = [
  { on: 'completed', code: 'FLT-HYD10', quantity: 1, status: 'issued', note: '更换液压油滤芯' },
  { on: 'completed', code: 'RLY-MY2N', quantity: 2, status: 'rejected', note: '备用继电器' },
  { on: 'processing', code: 'SEN-PROX18', quantity: 2, status: 'approved', note: '计数光电开关损坏' },
  { on: 'processing', code: 'PLC-SM1221', quantity: 1, status: 'pending', note: '输入点 I0.3 无信号,疑似模块故障' },
  { on: 'accepted', code: 'CTR-LC1D32', quantity: 1, status: 'pending', note: '空压机主接触器触点烧蚀' },
  { on: 'accepted', code: 'FUS-RT18', quantity: 3, status: 'cancelled', note: '已在现场找到备件' },
];

/**
 * The demo company's spare parts (catalogue, stock with its purchase movements, applications in
 * every state on the demo orders, the issue taken from stock), its assessment rule, and a
 * customer rating on each completed order.
 */
export async function seedDemoSpareParts(repo: DemoSparePartsRepository, companyId: number, demoUserId: number, now = new Date()) {
  const hour = 3_600_000;
  const partIds = new Map<string, number>();
  for (const [code, name, model, unit, price, safetyStock, stock] of DEMO_PARTS) {
    const id = await repo.insertPart({ companyId, code, name, model, unit, price, safetyStock, stock });
    await repo.insertMovement({
      companyId,
      partId: id,
      type: 'purchase',
      quantity: stock,
      balance: stock,
      byUserId: demoUserId,
      note: '期初入库',
      at: new Date(now.getTime() - 30 * 24 * hour),
    });
    partIds.set(code, id);
  }

  const orders = await repo.ordersOf(companyId);
  for (const application of DEMO_APPLICATIONS) {
    const order = orders.find((o) => o.status === application.on);
    const partId = partIds.get(application.code)!;
    if (!order) continue;
    const createdAt = new Date(now.getTime() - 5 * hour);
    const decided = application.status !== 'pending';
    const id = await repo.insertApplication({
      companyId,
      orderId: order.id,
      partId,
      quantity: application.quantity,
      status: application.status,
      note: application.note,
      applicantId: order.assigneeId ?? demoUserId,
      approverId: decided && application.status !== 'cancelled' ? demoUserId : null,
      decidedAt: decided ? new Date(createdAt.getTime() + hour) : null,
      decisionNote: application.status === 'rejected' ? '库存继电器够用,无需申请' : null,
      issuedById: application.status === 'issued' ? demoUserId : null,
      issuedAt: application.status === 'issued' ? new Date(createdAt.getTime() + 2 * hour) : null,
      version: decided ? (application.status === 'issued' ? 2 : 1) : 0,
      createdAt,
      updatedAt: createdAt,
    });
    if (application.status === 'issued') await repo.issue(companyId, partId, id, order.id, application.quantity, demoUserId);
  }

  await repo.saveRule(companyId, DEFAULT_ASSESSMENT_RULE, demoUserId);
  const stars = [5, 4, 3];
  for (const [index, order] of orders.filter((o) => o.status === 'completed').entries())
    await repo.rate(order.id, companyId, stars[index % stars.length]!, index === 0 ? '响应及时,处理专业' : null);
}
