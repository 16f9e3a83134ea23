import { luhnCheckDigit } from '@fieldlink/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { fakeOneLink } from './carriers/onelink-fake.js';

const account = { appId: 'C5010000000009', password: 'secretpw' };
const iccid = (body: string) => body + luhnCheckDigit(body);
const SIMS = {
  card_list_SIM: ['view', 'add', 'edit', 'delete'],
  invoice_application: ['view', 'add'],
  invoice_records_SIM: ['view', 'approve'],
};

describe('SIM cards with OneLink', () => {
  const fake = fakeOneLink(account);
  let t: TestApp;
  let root: string;
  const h = apiHelpers(
    () => t,
    () => root,
  );
  let clock = new Date('2026-11-10T02:00:00Z');
  let admin: { id: number; token: string };
  let viewer: { id: number; token: string };
  let deviceId: number;
  const card = iccid('8986040000000000123');
  const MB = 1024;

  beforeAll(async () => {
    const baseUrl = await fake.start();
    fake.cards.set(card, {
      iccid: card,
      msisdn: '1440000000123',
      imsi: '460040000000123',
      activeDate: '2026-01-05 08:00:00',
      cardStatus: '2',
      dataKb: 100 * MB,
    });
    t = await buildTestApp('pglite', { seedDemo: false, simCards: { tickMs: 0, now: () => clock, onelink: { ...account, baseUrl } } });
    root = await t.login();
    const company = await h.company('SimCo');
    const project = await h.project('SimPlant', { companyId: company });
    deviceId = await h.device(project, 'Pump', 'SIM000000001');
    admin = await h.user(company, 'sim_admin', 1, SIMS, [project]);
    viewer = await h.user(company, 'sim_viewer', 2, { card_list_SIM: ['view'] }, [project]);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('warns once per cycle when a usage sync from OneLink crosses the warning level, and again in a new cycle', async () => {
    const created = await h.ok('POST', '/sim-cards', admin.token, {
      deviceId,
      iccid: card,
      carrier: 'china_mobile',
      provider: 'onelink',
      planName: 'IoT 1GB',
      planDataMb: 1024,
      monthlyFee: 10,
      expiresOn: '2027-06-30',
      warningPercent: 80,
    });
    expect(created).toMatchObject({ cycleStart: '2026-11-01', usedMb: 0, msisdn: null, flags: [] });
    const notify = vi.spyOn(t.app.notifier, 'notifyUsers');

    expect(await t.app.simUsageSync.tick()).toEqual({ synced: 1, failed: 0, warned: 0 });
    const synced = await h.ok('GET', `/sim-cards/${created.id}`, viewer.token);
    expect(synced).toMatchObject({
      usedMb: 100,
      msisdn: '1440000000123',
      imsi: '460040000000123',
      activatedOn: '2026-01-05',
      status: 'active',
    });

    // Next day OneLink reports 900 of 1024 MB: 87.9 % is over 80 %.
    clock = new Date('2026-11-11T02:00:00Z');
    fake.cards.get(card)!.dataKb = 900 * MB;
    expect(await t.app.simUsageSync.tick()).toMatchObject({ warned: 1 });
    expect(notify).toHaveBeenCalledTimes(1);
    const [recipients, message] = notify.mock.calls[0]!;
    expect(recipients).toContain(admin.id);
    expect(message).toMatchObject({
      type: 'update',
      link: `/SIM/card_detail?cardId=${created.id}`,
      subject: { kind: 'simCard', id: created.id },
    });
    expect(message.body['en-US']).toContain('87.9%');
    const inbox = await h.ok('GET', '/inbox', admin.token);
    expect(JSON.stringify(inbox)).toContain('Data warning: 1440000000123');

    // Still over, same cycle: no second warning.
    clock = new Date('2026-11-12T02:00:00Z');
    fake.cards.get(card)!.dataKb = 990 * MB;
    expect(await t.app.simUsageSync.tick()).toMatchObject({ warned: 0 });
    expect(notify).toHaveBeenCalledTimes(1);
    const list = await h.ok('GET', '/sim-cards?flag=warning', viewer.token);
    expect(list.items.map((c: { id: number }) => c.id)).toEqual([created.id]);

    // December 1st in Shanghai (16:00 UTC the day before): a new cycle; the carrier's month starts at 0 again.
    clock = new Date('2026-11-30T16:30:00Z');
    fake.cards.get(card)!.dataKb = 10 * MB;
    expect(await t.app.simUsageSync.tick()).toMatchObject({ warned: 0 });
    const rolled = await h.ok('GET', `/sim-cards/${created.id}`, viewer.token);
    expect(rolled).toMatchObject({ cycleStart: '2026-12-01', usedMb: 10, flags: [] });
    clock = new Date('2026-12-02T02:00:00Z');
    fake.cards.get(card)!.dataKb = 830 * MB;
    expect(await t.app.simUsageSync.tick()).toMatchObject({ warned: 1 });
    expect(notify).toHaveBeenCalledTimes(2);

    // The chart: each day's own use, the cycle's first day counted from 0.
    const detail = await h.ok('GET', `/sim-cards/${created.id}`, viewer.token);
    expect(detail.usage).toEqual([
      { day: '2026-11-10', usedMb: 100 },
      { day: '2026-11-11', usedMb: 800 },
      { day: '2026-11-12', usedMb: 90 },
      { day: '2026-12-01', usedMb: 10 },
      { day: '2026-12-02', usedMb: 820 },
    ]);
    notify.mockRestore();
  });

  it('renews, extends, changes plan and tops up at OneLink, recorded on the card; refuses what it must', async () => {
    clock = new Date('2026-12-02T03:00:00Z');
    const [row] = (await h.ok('GET', '/sim-cards', admin.token)).items;
    const renewed = await h.ok('POST', `/sim-cards/${row.id}/renew`, admin.token, { months: 12 });
    expect(renewed.expiresOn).toBe('2028-06-30');
    expect((await h.ok('POST', `/sim-cards/${row.id}/extend`, admin.token, { days: 1 })).expiresOn).toBe('2028-07-01');
    const before = fake.requests.length;
    const topped = await h.ok('POST', `/sim-cards/${row.id}/top-up`, admin.token, { dataMb: 500, fee: 30, packageCode: '2' });
    expect(topped).toMatchObject({ topUpMb: 500, allowanceMb: 1524 });
    expect(fake.requests.slice(before).find((r) => r.path === 'order/gprspackage-order')?.params).toMatchObject({ packageType: '2' });
    const changed = await h.ok('POST', `/sim-cards/${row.id}/change-plan`, admin.token, {
      planName: 'IoT 2GB',
      planDataMb: 2048,
      monthlyFee: 18,
      offeringId: 'I00010100001',
    });
    expect(changed).toMatchObject({ planName: 'IoT 2GB', planDataMb: 2048, monthlyFee: 18 });
    const detail = await h.ok('GET', `/sim-cards/${row.id}`, admin.token);
    expect(detail.operations.map((op: { kind: string }) => op.kind)).toEqual(['changePlan', 'topUp', 'extend', 'renew']);
    expect(detail.operations[3].detail).toMatchObject({ months: 12, from: '2027-06-30', to: '2028-06-30', fee: 120 });

    await h.expectError({ status: 403 }, 'POST', `/sim-cards/${row.id}/renew`, viewer.token, { months: 1 });
    const bad = await h.expectError({ status: 400 }, 'POST', '/sim-cards', admin.token, {
      deviceId,
      iccid: `${card.slice(0, -1)}${(Number(card.at(-1)) + 1) % 10}`,
      carrier: 'china_mobile',
      provider: 'manual',
      planName: 'x',
      planDataMb: 1,
      expiresOn: '2027-01-01',
    });
    expect(bad.message).toContain('ICCID');
    await h.expectError({ status: 409, error: 'CONFLICT' }, 'POST', '/sim-cards', admin.token, {
      deviceId,
      iccid: card,
      carrier: 'china_mobile',
      provider: 'manual',
      planName: 'x',
      planDataMb: 1,
      expiresOn: '2027-01-01',
    });
  });

  it('takes an invoice application on the cards and settles it once', async () => {
    const [row] = (await h.ok('GET', '/sim-cards', admin.token)).items;
    const application = await h.ok('POST', '/sim-invoices', admin.token, {
      cardIds: [row.id],
      kind: 'normal',
      title: 'SimCo Ltd',
      taxNumber: '91330100MA2B000001',
      amount: 120,
      email: 'billing@simco.cn',
    });
    expect(application).toMatchObject({ status: 'pending', amount: 120, cards: [{ id: row.id, iccid: card }], applicantName: 'sim_admin' });
    const issued = await h.ok('POST', `/sim-invoices/${application.id}/settle`, admin.token, { outcome: 'issued', invoiceNo: 'INV-0001' });
    expect(issued).toMatchObject({ status: 'issued', invoiceNo: 'INV-0001' });
    await h.expectError({ status: 409, error: 'ILLEGAL_STATE' }, 'POST', `/sim-invoices/${application.id}/settle`, admin.token, {
      outcome: 'rejected',
    });
    await h.expectError({ status: 400 }, 'POST', '/sim-invoices', admin.token, {
      cardIds: [row.id],
      kind: 'special',
      title: 'SimCo Ltd',
      taxNumber: '91330100MA2B000001',
      amount: 1,
      email: 'billing@simco.cn',
    });
    expect((await h.ok('GET', '/sim-invoices?status=issued', admin.token)).total).toBe(1);
  });
});
