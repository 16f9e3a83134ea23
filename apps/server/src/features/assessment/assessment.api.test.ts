import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workOrders } from '../../db/schema/index.js';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

const RULE = {
  kindPoints: { repair: 10, maintenance: 8 },
  naturePoints: { check: 5, maintenance: null, replace: 12, overhaul: 20, retired: null },
  onTimeBonus: 4,
  latePenalty: 6,
  ratingPoints: [-10, -5, 0, 3, 6],
};

describe.each(databaseKinds())('assessment on %s', (kind) => {
  let t: TestApp;
  let root: string;
  let adminA: string;
  let repairA: string;
  let repairAId: number;
  let otherA: string;
  let otherAId: number;
  let adminB: string;
  let companyA: number;
  let projectA: number;

  const { api, ok, user } = apiHelpers(
    () => t,
    () => root,
  );

  /** An order completed by `assigneeToken` at `completedAt`, due on `dueDate`. */
  async function completed(assigneeId: number, assigneeToken: string, nature: string | null, dueDate: string | null, completedAt: string) {
    const order = await ok('POST', '/work-orders', adminA, {
      projectId: projectA,
      problem: 'Assess me',
      contactName: 'Li',
      contactPhone: '13800138000',
      ...(nature ? { nature } : {}),
      ...(dueDate ? { dueDate } : {}),
    });
    await ok('POST', `/work-orders/${order.id}/dispatch`, adminA, { assigneeId });
    await ok('POST', `/work-orders/${order.id}/accept`, assigneeToken, {});
    await ok('POST', `/work-orders/${order.id}/complete`, assigneeToken, { solution: 'Fixed' });
    await t.database.db
      .update(workOrders)
      .set({ completedAt: new Date(completedAt) })
      .where(eq(workOrders.id, order.id));
    return order.id as number;
  }

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    root = await t.login();
    companyA = (await ok('POST', '/companies', root, { name: 'AssessA' })).id;
    const companyB = (await ok('POST', '/companies', root, { name: 'AssessB' })).id;
    projectA = (await ok('POST', '/projects', root, { name: 'PlantA', location: '120,30', companyId: companyA })).id;
    const all = {
      orderReview: ['view', 'add', 'edit', 'dispatch'],
      myOrder: ['view', 'accept', 'transfer', 'complete'],
      AssessmentRule: ['view', 'add', 'edit', 'delete', 'export'],
      assessmentSearch: ['view', 'export'],
    };
    const mine = { myOrder: ['view', 'accept', 'transfer', 'complete'] };
    ({ token: adminA } = await user(companyA, 'assess_admin_a', 1, all));
    ({ id: repairAId, token: repairA } = await user(companyA, 'assess_repair_a', 2, mine, [projectA]));
    ({ id: otherAId, token: otherA } = await user(companyA, 'assess_other_a', 2, mine, [projectA]));
    ({ token: adminB } = await user(companyB, 'assess_admin_b', 1, all));
  }, 60_000);
  afterAll(() => t.close());

  it('serves the defaults until a rule is saved, and validates it in both languages', async () => {
    const defaults = await ok('GET', '/assessment/rule', adminA);
    expect(defaults).toMatchObject({ companyId: companyA, saved: false, updatedAt: null });
    const saved = await ok('PUT', '/assessment/rule', adminA, RULE);
    expect(saved).toMatchObject({ ...RULE, companyId: companyA, saved: true });
    expect(await ok('GET', '/assessment/rule', adminA)).toMatchObject({ ...RULE, saved: true });
    // Another company still has its defaults.
    expect((await ok('GET', '/assessment/rule', adminB)).saved).toBe(false);

    const bad = { ...RULE, onTimeBonus: -1, ratingPoints: [0, 0, 0, 0, 5000] };
    const en = await api('PUT', '/assessment/rule', adminA, bad, 'en-US');
    expect(en.status).toBe(400);
    expect(en.text).toContain('Points must be between -1000 and 1000');
    const zh = await api('PUT', '/assessment/rule', adminA, bad, 'zh-CN');
    expect(zh.text).toContain('分值必须在 -1000 到 1000 之间');
    expect((await api('PUT', '/assessment/rule', repairA, RULE)).status).toBe(403);
    expect((await api('GET', '/assessment/rule', root)).status).toBe(400);
    expect((await ok('GET', `/assessment/rule?companyId=${companyA}`, root)).saved).toBe(true);
  });

  it('rates completed orders only, by the creator side, never by the repairman', async () => {
    const id = await completed(repairAId, repairA, 'check', null, '2026-03-05T02:00:00Z');
    expect((await api('POST', `/work-orders/${id}/rating`, repairA, { stars: 5 })).status).toBe(403);
    const bad = await api('POST', `/work-orders/${id}/rating`, adminA, { stars: 6 }, 'zh-CN');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('请选择 1 到 5 星');
    expect(await ok('POST', `/work-orders/${id}/rating`, adminA, { stars: 4, comment: 'quick' })).toMatchObject({
      stars: 4,
      comment: 'quick',
    });
    expect(await ok('GET', `/work-orders/${id}/rating`, adminA)).toMatchObject({ orderId: id, stars: 4 });
    expect((await api('GET', `/work-orders/${id}/rating`, adminB)).status).toBe(404);

    const open = await ok('POST', '/work-orders', adminA, {
      projectId: projectA,
      problem: 'x',
      contactName: 'Li',
      contactPhone: '13800138000',
    });
    const early = await api('POST', `/work-orders/${open.id}/rating`, adminA, { stars: 3 });
    expect(early.status).toBe(409);
    expect(early.body.data).toMatchObject({ error: 'ILLEGAL_STATE' });
  });

  it('sums points per technician for the period, with on-time rate, ratings, the breakdown and the Excel export', async () => {
    // Period: April 2026. Repairman: on time overhaul rated 5 (20+4+6=30), late repair rated 1 (10-6-10=-6),
    // no due date check (5). Other: on time maintenance nature (null -> repair kind 10, +4) unrated = 14.
    const a1 = await completed(repairAId, repairA, 'overhaul', '2026-04-10', '2026-04-10T10:00:00Z');
    const a2 = await completed(repairAId, repairA, null, '2026-04-01', '2026-04-03T02:00:00Z');
    await completed(repairAId, repairA, 'check', null, '2026-04-20T02:00:00Z');
    await completed(otherAId, otherA, 'maintenance', '2026-04-30', '2026-04-29T02:00:00Z');
    // Outside the period (May 1st in China).
    await completed(otherAId, otherA, 'overhaul', null, '2026-04-30T16:30:00Z');
    await ok('POST', `/work-orders/${a1}/rating`, adminA, { stars: 5 });
    await ok('POST', `/work-orders/${a2}/rating`, adminA, { stars: 1, comment: '=HYPERLINK("x")' });

    const result = await ok('GET', '/assessment/search?from=2026-04-01&to=2026-04-30', adminA);
    expect(result.total).toBe(2);
    expect(result.items).toEqual([
      {
        userId: repairAId,
        userName: 'assess_repair_a',
        points: 29,
        orders: 3,
        onTime: 1,
        late: 1,
        onTimeRate: 0.5,
        averageRating: 3,
        rated: 2,
      },
      {
        userId: otherAId,
        userName: 'assess_other_a',
        points: 14,
        orders: 1,
        onTime: 1,
        late: 0,
        onTimeRate: 1,
        averageRating: null,
        rated: 0,
      },
    ]);
    const mine = await ok('GET', `/assessment/search?from=2026-04-01&to=2026-04-30&userId=${repairAId}`, adminA);
    expect(mine.orders.map((o: { orderId: number; total: number }) => o.total).sort((x: number, y: number) => x - y)).toEqual([-6, 5, 30]);
    expect(mine.orders.find((o: { orderId: number }) => o.orderId === a2)).toMatchObject({
      base: 10,
      timeliness: 'late',
      timelinessPoints: -6,
      ratingPoints: -10,
      stars: 1,
    });
    // The repairman's own list needs no permission; another company sees nothing.
    expect((await ok('GET', '/assessment/mine?from=2026-04-01&to=2026-04-30', repairA)).items).toMatchObject([
      { userId: repairAId, points: 29 },
    ]);
    expect((await api('GET', '/assessment/search?from=2026-04-01&to=2026-04-30', repairA)).status).toBe(403);
    expect((await ok('GET', '/assessment/search?from=2026-04-01&to=2026-04-30', adminB)).total).toBe(0);
    expect((await api('GET', '/assessment/search?from=2026-04-30&to=2026-04-01', adminA)).status).toBe(400);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/assessment/search/export?from=2026-04-01&to=2026-04-30',
      headers: { authorization: `Bearer ${adminA}`, 'accept-language': 'zh-CN' },
    });
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const [summary, orders] = book.worksheets;
    expect(summary!.name).toBe('考核汇总');
    expect(summary!.getRow(1).values).toEqual([undefined, '技术员', '总分', '工单数', '按期', '逾期', '按期率', '平均评分', '已评价']);
    expect(summary!.getRow(2).values).toEqual([undefined, 'assess_repair_a', 29, 3, 1, 1, '50%', 3, 2]);
    expect(orders!.rowCount).toBe(5);
    expect(orders!.getRow(1).getCell(2).value).toBe('工单号');
    // The customer's comment is text, never a formula.
    const comments = orders!.getColumn(13).values.filter((v) => typeof v === 'string');
    expect(comments).toContain(`'=HYPERLINK("x")`);
    expect(comments).not.toContain('=HYPERLINK("x")');
  });
});
