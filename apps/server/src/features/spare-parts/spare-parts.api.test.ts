import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

describe.each(databaseKinds())('spare parts on %s', (kind) => {
  let t: TestApp;
  let root: string;
  /** Company A administrator: catalogue, approve and issue. */
  let adminA: string;
  let adminAId: number;
  /** Company A repairman (grade 2): only his orders, no partsApplication grants. */
  let repairA: string;
  let repairAId: number;
  /** Company A, may approve but not issue. */
  let approverA: string;
  let adminB: string;
  let adminBId: number;
  let companyA: number;
  let projectA: number;
  let projectB: number;

  const { api, ok, user } = apiHelpers(
    () => t,
    () => root,
  );
  let codes = 0;
  const newPart = async (stock: number, extra: object = {}, token = adminA) =>
    (await ok('POST', '/parts', token, {
      code: `P-${++codes}`,
      name: 'Bearing',
      unit: 'pc',
      price: 10,
      initialStock: stock,
      ...extra,
    })) as {
      id: number;
      stock: number;
    };
  /** An order of company A dispatched to the repairman. */
  const orderFor = async (assigneeId = repairAId, project = projectA, token = adminA) => {
    const order = await ok('POST', '/work-orders', token, {
      projectId: project,
      problem: 'Noise',
      contactName: 'Li',
      contactPhone: '13800138000',
    });
    await ok('POST', `/work-orders/${order.id}/dispatch`, token, { assigneeId });
    return order.id as number;
  };
  const stockOf = async (id: number, token = adminA) =>
    ((await ok('GET', '/parts?pageSize=500', token)).items as { id: number; stock: number }[]).find((p) => p.id === id)!.stock;

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    root = await t.login();
    companyA = (await ok('POST', '/companies', root, { name: 'PartsA' })).id;
    const companyB = (await ok('POST', '/companies', root, { name: 'PartsB' })).id;
    projectA = (await ok('POST', '/projects', root, { name: 'PlantA', location: '120,30', companyId: companyA })).id;
    projectB = (await ok('POST', '/projects', root, { name: 'PlantB', location: '120,30', companyId: companyB })).id;
    const all = {
      orderReview: ['view', 'add', 'edit', 'dispatch'],
      myOrder: ['view', 'accept', 'transfer', 'complete'],
      partsCatalog: ['view', 'add', 'edit', 'delete', 'export'],
      partsApplication: ['view', 'add', 'approve', 'issue'],
      partsRecords: ['view', 'export'],
    };
    ({ id: adminAId, token: adminA } = await user(companyA, 'parts_admin_a', 1, all));
    ({ id: repairAId, token: repairA } = await user(companyA, 'parts_repair_a', 2, { myOrder: ['view', 'accept'] }, [projectA]));
    ({ token: approverA } = await user(companyA, 'parts_approver_a', 2, { partsApplication: ['view', 'approve'] }, [projectA]));
    ({ id: adminBId, token: adminB } = await user(companyB, 'parts_admin_b', 1, all));
  }, 60_000);
  afterAll(() => t.close());

  it('keeps a catalogue per company with its rules, in both languages', async () => {
    const created = await ok('POST', '/parts', adminA, {
      code: 'BRG-6204',
      name: 'Ball bearing',
      model: '6204-2RS',
      unit: 'pc',
      price: 18.5,
      safetyStock: 10,
      initialStock: 4,
    });
    expect(created).toMatchObject({ companyId: companyA, code: 'BRG-6204', stock: 4, safetyStock: 10 });

    const bad = { code: 'a b', name: '', unit: 'pc', price: -1 };
    const en = await api('POST', '/parts', adminA, bad, 'en-US');
    expect(en.status).toBe(400);
    expect(en.text).toContain('Letters, digits and . _ - / only');
    expect(en.text).toContain('The price must be between 0 and 100,000,000');
    const zh = await api('POST', '/parts', adminA, bad, 'zh-CN');
    expect(zh.status).toBe(400);
    expect(zh.text).toContain('编码只能包含字母、数字和 . _ - /');
    expect(zh.text).toContain('必填');

    const duplicate = await api('POST', '/parts', adminA, { code: 'BRG-6204', name: 'Again', unit: 'pc', price: 1 }, 'zh-CN');
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('配件编码已存在');
    // Another company may use the same code.
    await ok('POST', '/parts', adminB, { code: 'BRG-6204', name: 'Bearing B', unit: 'pc', price: 1 });

    const updated = await ok('PUT', `/parts/${created.id}`, adminA, { name: 'Deep groove ball bearing', stock: 999 });
    expect(updated).toMatchObject({ name: 'Deep groove ball bearing', stock: 4 });
    const low = await ok('GET', '/parts?lowStock=true&keyword=6204', adminA);
    expect(low.items.map((p: { id: number }) => p.id)).toEqual([created.id]);
    expect((await ok('GET', '/parts?keyword=BRG-6204', adminB)).items).toHaveLength(1);

    // Stock in, and an adjustment never below zero.
    expect((await ok('POST', `/parts/${created.id}/stock`, adminA, { type: 'purchase', quantity: 6 })).stock).toBe(10);
    const tooMuch = await api('POST', `/parts/${created.id}/stock`, adminA, { type: 'adjust', quantity: -11 });
    expect(tooMuch.status).toBe(409);
    expect(await stockOf(created.id)).toBe(10);
    expect((await ok('POST', `/parts/${created.id}/stock`, adminA, { type: 'adjust', quantity: -10, note: 'count' })).stock).toBe(0);
    const movements = await ok('GET', `/stock-movements?partId=${created.id}`, adminA);
    expect(movements.items.map((m: { type: string; quantity: number; balance: number }) => [m.type, m.quantity, m.balance])).toEqual([
      ['adjust', -10, 0],
      ['purchase', 6, 10],
      ['purchase', 4, 4],
    ]);

    // The repairman may read the catalogue but not change it.
    expect((await api('GET', '/parts', repairA)).status).toBe(200);
    expect((await api('POST', '/parts', repairA, { code: 'X1', name: 'X', unit: 'pc', price: 1 })).status).toBe(403);
  });

  it('exports the catalogue with localized headers and formula-like text escaped', async () => {
    await newPart(1, { code: 'XLS-1', name: '=HYPERLINK("http://evil","x")', remarks: '@cmd', model: '+1-2' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/parts/export?keyword=XLS-1',
      headers: { authorization: `Bearer ${adminA}`, 'accept-language': 'zh-CN' },
    });
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '编码', '名称', '规格型号', '单位', '单价', '库存', '安全库存', '备注']);
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBe(`'=HYPERLINK("http://evil","x")`);
    expect(row.getCell(3).value).toBe(`'+1-2`);
    expect(row.getCell(8).value).toBe(`'@cmd`);
    expect(row.getCell(1).value).toBe('XLS-1');
    expect((await api('GET', '/parts/export', repairA)).status).toBe(403);

    const part = await newPart(3);
    await ok('POST', `/parts/${part.id}/stock`, adminA, { type: 'adjust', quantity: -1, note: '=1+1' });
    const movements = await t.app.inject({
      method: 'GET',
      url: `/api/v1/stock-movements/export?partId=${part.id}`,
      headers: { authorization: `Bearer ${adminA}`, 'accept-language': 'en-US' },
    });
    expect(movements.statusCode).toBe(200);
    const moves = new ExcelJS.Workbook();
    await moves.xlsx.load(movements.rawPayload as unknown as ArrayBuffer);
    const moveSheet = moves.worksheets[0]!;
    expect(moveSheet.getRow(1).getCell(4).value).toBe('Type');
    expect(moveSheet.getRow(2).getCell(4).value).toBe('Adjustment');
    expect(moveSheet.getRow(2).getCell(5).value).toBe(-1);
    expect(moveSheet.getRow(2).getCell(9).value).toBe(`'=1+1`);
  });

  it('runs apply → approve → issue, taking the stock once, and refuses illegal steps with 409', async () => {
    const part = await newPart(5);
    const orderId = await orderFor();
    const applied = await ok('POST', '/part-applications', repairA, { orderId, partId: part.id, quantity: 2, note: 'worn out' });
    expect(applied).toMatchObject({ status: 'pending', quantity: 2, applicantId: repairAId, stock: 5, orderId });

    // Issuing before approval is illegal; the repairman cannot approve.
    const early = await api('POST', `/part-applications/${applied.id}/issue`, adminA, {});
    expect(early.status).toBe(409);
    expect(early.body.data).toMatchObject({ error: 'ILLEGAL_STATE' });
    expect((await api('POST', `/part-applications/${applied.id}/approve`, repairA, {})).status).toBe(403);

    expect((await ok('POST', `/part-applications/${applied.id}/approve`, approverA, { note: 'ok' })).status).toBe('approved');
    // May approve, may not issue.
    expect((await api('POST', `/part-applications/${applied.id}/issue`, approverA, {})).status).toBe(403);
    const again = await api('POST', `/part-applications/${applied.id}/approve`, adminA, {}, 'zh-CN');
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('approved');

    const issued = await ok('POST', `/part-applications/${applied.id}/issue`, adminA, {});
    expect(issued).toMatchObject({ status: 'issued', stock: 3 });
    expect((await api('POST', `/part-applications/${applied.id}/issue`, adminA, {})).status).toBe(409);
    expect(await stockOf(part.id)).toBe(3);
    const out = await ok('GET', `/stock-movements?orderId=${orderId}`, adminA);
    expect(out.items).toMatchObject([{ type: 'issue', quantity: -2, balance: 3, applicationId: applied.id }]);

    // The order's list, and the applicant's own list.
    const list = await ok('GET', `/part-applications?orderId=${orderId}`, repairA);
    expect(list.items.map((a: { id: number; status: string }) => [a.id, a.status])).toEqual([[applied.id, 'issued']]);
    expect((await ok('GET', '/part-applications?applicantId=me&status=issued', repairA)).total).toBeGreaterThanOrEqual(1);

    // Withdraw and reject.
    const second = await ok('POST', '/part-applications', repairA, { orderId, partId: part.id, quantity: 1 });
    expect((await ok('POST', `/part-applications/${second.id}/cancel`, repairA, {})).status).toBe('cancelled');
    const third = await ok('POST', '/part-applications', repairA, { orderId, partId: part.id, quantity: 1 });
    expect((await ok('POST', `/part-applications/${third.id}/reject`, adminA, { note: 'no' })).decisionNote).toBe('no');
    expect((await api('POST', `/part-applications/${third.id}/approve`, adminA, {})).status).toBe(409);
  });

  it('lets only the order repairman (or a user with the add key) apply, on an order with a repairman', async () => {
    const part = await newPart(5);
    const theirs = await orderFor(repairAId);
    expect((await api('POST', '/part-applications', approverA, { orderId: theirs, partId: part.id, quantity: 1 })).status).toBe(403);
    expect((await api('POST', '/part-applications', adminA, { orderId: theirs, partId: part.id, quantity: 1 })).status).toBe(200);
    const pending = (
      await ok('POST', '/work-orders', adminA, { projectId: projectA, problem: 'x', contactName: 'Li', contactPhone: '13800138000' })
    ).id;
    const refused = await api('POST', '/part-applications', adminA, { orderId: pending, partId: part.id, quantity: 1 }, 'zh-CN');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('不能申请配件');
    const zero = await api('POST', '/part-applications', repairA, { orderId: theirs, partId: part.id, quantity: 0 }, 'zh-CN');
    expect(zero.status).toBe(400);
    expect(zero.text).toContain('数量必须是有效的整数');
  });

  it("refuses parts on completed and cancelled orders, in the caller's language, and stores nothing", async () => {
    const part = await newPart(5);
    const done = await orderFor(adminAId);
    await ok('POST', `/work-orders/${done}/accept`, adminA, {});
    await ok('POST', `/work-orders/${done}/start`, adminA);
    await ok('POST', `/work-orders/${done}/complete`, adminA, { solution: 'Replaced bearing' });
    const en = await api('POST', '/part-applications', adminA, { orderId: done, partId: part.id, quantity: 1 });
    expect(en.status).toBe(409);
    expect(en.body.data).toMatchObject({ error: 'ILLEGAL_STATE', status: 'completed' });
    expect(en.body.message).toBe('The order is completed; parts cannot be applied for');
    const zh = await api('POST', '/part-applications', adminA, { orderId: done, partId: part.id, quantity: 1 }, 'zh-CN');
    expect(zh.status).toBe(409);
    expect(zh.body.message).toBe('工单当前状态为「已完成」,不能申请配件');

    const cancelled = await orderFor();
    await ok('POST', `/work-orders/${cancelled}/cancel`, adminA, { note: 'Duplicate' });
    const refused = await api('POST', '/part-applications', repairA, { orderId: cancelled, partId: part.id, quantity: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The order is cancelled; parts cannot be applied for');
    for (const orderId of [done, cancelled]) expect((await ok('GET', `/part-applications?orderId=${orderId}`, adminA)).total).toBe(0);
  });

  it('never lets an applicant approve their own application; another approver may', async () => {
    const part = await newPart(5);
    const orderId = await orderFor();
    const own = await ok('POST', '/part-applications', adminA, { orderId, partId: part.id, quantity: 1 });
    const en = await api('POST', `/part-applications/${own.id}/approve`, adminA, {});
    expect(en.status).toBe(403);
    expect(en.body.data).toMatchObject({ error: 'FORBIDDEN' });
    expect(en.body.message).toBe('You cannot approve your own part application; another approver must decide it');
    const zh = await api('POST', `/part-applications/${own.id}/approve`, adminA, {}, 'zh-CN');
    expect(zh.status).toBe(403);
    expect(zh.body.message).toBe('不能审批自己提交的配件申请,请由其他审批人处理');
    expect((await ok('GET', `/part-applications?orderId=${orderId}`, adminA)).items[0].status).toBe('pending');
    expect((await ok('POST', `/part-applications/${own.id}/approve`, approverA, {})).status).toBe('approved');
  });

  it('refuses to issue more than the stock and changes nothing', async () => {
    const part = await newPart(1);
    const orderId = await orderFor();
    const applied = await ok('POST', '/part-applications', repairA, { orderId, partId: part.id, quantity: 2 });
    await ok('POST', `/part-applications/${applied.id}/approve`, adminA, {});
    const short = await api('POST', `/part-applications/${applied.id}/issue`, adminA, {});
    expect(short.status).toBe(409);
    expect(short.body.message).toBe('Not enough stock: 1 in stock, 2 needed');
    expect(await stockOf(part.id)).toBe(1);
    expect((await ok('GET', `/part-applications?orderId=${orderId}`, adminA)).items[0].status).toBe('approved');
    expect((await ok('GET', `/stock-movements?orderId=${orderId}`, adminA)).total).toBe(0);
  });

  it('never oversells under concurrent issues', async () => {
    const part = await newPart(3);
    const orderId = await orderFor();
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const applied = await ok('POST', '/part-applications', repairA, { orderId, partId: part.id, quantity: 1 });
      await ok('POST', `/part-applications/${applied.id}/approve`, adminA, {});
      ids.push(applied.id);
    }
    const answers = await Promise.all(ids.map((id) => api('POST', `/part-applications/${id}/issue`, adminA, {})));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    expect(await stockOf(part.id)).toBe(0);
    const movements = await ok('GET', `/stock-movements?partId=${part.id}&type=issue`, adminA);
    expect(movements.total).toBe(3);
    expect(movements.items.map((m: { balance: number }) => m.balance).sort()).toEqual([0, 1, 2]);

    // One application issued by several at once: exactly one wins.
    await ok('POST', `/parts/${part.id}/stock`, adminA, { type: 'purchase', quantity: 5 });
    const single = await ok('POST', '/part-applications', repairA, { orderId, partId: part.id, quantity: 2 });
    await ok('POST', `/part-applications/${single.id}/approve`, adminA, {});
    const racing = await Promise.all([1, 2, 3, 4].map(() => api('POST', `/part-applications/${single.id}/issue`, adminA, {})));
    expect(racing.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await stockOf(part.id)).toBe(3);
  });

  it('keeps companies apart', async () => {
    const part = await newPart(5);
    const orderId = await orderFor();
    const applied = await ok('POST', '/part-applications', repairA, { orderId, partId: part.id, quantity: 1 });
    const partB = (await ok('POST', '/parts', adminB, { code: 'B-ONLY', name: 'B part', unit: 'pc', price: 1, initialStock: 3 })).id;
    const orderB = (
      await ok('POST', '/work-orders', adminB, { projectId: projectB, problem: 'B', contactName: 'Li', contactPhone: '13800138000' })
    ).id;

    expect((await ok('GET', `/part-applications?orderId=${orderId}`, adminB)).total).toBe(0);
    expect((await ok('GET', '/parts?pageSize=500', adminB)).items.some((p: { id: number }) => p.id === part.id)).toBe(false);
    expect((await api('POST', `/part-applications/${applied.id}/approve`, adminB, {})).status).toBe(404);
    expect((await api('PUT', `/parts/${part.id}`, adminB, { name: 'mine' })).status).toBe(404);
    expect((await api('POST', `/parts/${part.id}/stock`, adminB, { type: 'purchase', quantity: 1 })).status).toBe(404);
    expect((await api('POST', '/part-applications', adminB, { orderId, partId: partB, quantity: 1 })).status).toBe(404);
    // A part of another company on one's own order.
    await ok('POST', `/work-orders/${orderB}/dispatch`, adminB, { assigneeId: adminBId });
    expect((await api('POST', '/part-applications', adminB, { orderId: orderB, partId: part.id, quantity: 1 })).status).toBe(400);
    expect(await stockOf(part.id)).toBe(5);
  });

  it('deletes a part only while nothing refers to it', async () => {
    const unused = await newPart(2);
    expect(await ok('DELETE', `/parts/${unused.id}`, adminA)).toBeNull();
    const used = await newPart(2);
    await ok('POST', '/part-applications', repairA, { orderId: await orderFor(), partId: used.id, quantity: 1 });
    expect((await api('DELETE', `/parts/${used.id}`, adminA)).status).toBe(409);
  });
});
