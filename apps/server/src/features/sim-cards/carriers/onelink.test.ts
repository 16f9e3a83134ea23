import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarrierError } from './carrier.js';
import { fakeOneLink } from './onelink-fake.js';
import { oneLinkCarrier } from './onelink.js';

const account = { appId: 'C5010000000001', password: 'onelinkpw' };

describe('OneLink carrier (EC API v5)', () => {
  const fake = fakeOneLink(account);
  let baseUrl = '';
  const card = { iccid: '89860400000000000012', msisdn: '1440000000012', imsi: '460040000000012', activeDate: '2026-03-01 10:22:33' };
  beforeAll(async () => {
    baseUrl = await fake.start();
    fake.cards.set(card.iccid, { ...card, cardStatus: '2', dataKb: 512_000 });
  });
  afterAll(() => fake.stop());

  it('gets a token with appid, password and transid, then reads the card with it', async () => {
    const carrier = oneLinkCarrier({ ...account, baseUrl }, () => new Date('2026-11-26T04:00:00Z'));
    expect(await carrier.snapshot({ iccid: card.iccid, msisdn: null })).toEqual({
      msisdn: card.msisdn,
      imsi: card.imsi,
      activatedOn: '2026-03-01',
      status: 'active',
      usedMb: 500,
    });
    const [tokenCall, ...calls] = fake.requests;
    expect(tokenCall).toMatchObject({ path: 'get/token', params: { appid: account.appId, password: account.password } });
    // transid: app id, Beijing time yyyyMMddHHmmss (12:00 there), an 8-digit sequence.
    expect(tokenCall!.params.transid).toBe(`${account.appId}2026112612000000000001`);
    expect(calls.map((c) => c.path)).toEqual(['query/sim-basic-info', 'query/sim-status', 'query/sim-data-usage']);
    expect(new Set(calls.map((c) => c.params.token)).size).toBe(1);
    expect(new Set(fake.requests.map((c) => c.params.transid)).size).toBe(fake.requests.length);
  });

  it('fetches a new token once when OneLink says 12021, and orders a data pack', async () => {
    const carrier = oneLinkCarrier({ ...account, baseUrl });
    await carrier.snapshot({ iccid: card.iccid, msisdn: null });
    fake.expireTokens();
    const before = fake.requests.length;
    await carrier.topUp({ iccid: card.iccid, msisdn: card.msisdn }, '2');
    expect(fake.requests.slice(before).map((r) => r.path)).toEqual(['order/gprspackage-order', 'get/token', 'order/gprspackage-order']);
    expect(fake.requests.at(-1)!.params).toMatchObject({ msisdn: card.msisdn, maincommoDity: '0', packageType: '2' });
  });

  it('names OneLink’s code when it refuses, and a network failure as such', async () => {
    const wrong = oneLinkCarrier({ ...account, password: 'nope', baseUrl });
    await expect(wrong.snapshot({ iccid: card.iccid, msisdn: null })).rejects.toMatchObject({ code: '12001' });
    const carrier = oneLinkCarrier({ ...account, baseUrl });
    await expect(carrier.snapshot({ iccid: '89860400000000000099', msisdn: null })).rejects.toThrow(CarrierError);
    await expect(carrier.snapshot({ iccid: '89860400000000000099', msisdn: null })).rejects.toMatchObject({ code: '12010' });
    const offline = oneLinkCarrier({ ...account, baseUrl: 'http://127.0.0.1:1', timeoutMs: 2000 });
    await expect(offline.snapshot({ iccid: card.iccid, msisdn: null })).rejects.toMatchObject({ code: 'NETWORK' });
  });
});
