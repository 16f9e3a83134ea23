import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOneLinkCard {
  iccid: string;
  msisdn: string;
  imsi: string;
  activeDate: string;
  cardStatus: string;
  /** This month's data in KB. */
  dataKb: number;
}

/**
 * A local stand-in for OneLink's EC API v5 (tests only): checks appid + password and the transid's
 * shape at `get/token`, the token on every other call, answers in OneLink's envelope, and records
 * each request. `expireTokens` makes every token issued so far answer 12021.
 */
export function fakeOneLink(account: { appId: string; password: string }) {
  const cards = new Map<string, FakeOneLinkCard>();
  const tokens = new Set<string>();
  const requests: { path: string; params: Record<string, string> }[] = [];
  const reply = (response: http.ServerResponse, status: string, message: string, result?: object[]) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(result ? { status, message, result } : { status, message }));
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const params = Object.fromEntries(url.searchParams);
    const path = url.pathname.replace(/^\/v5\/ec\//, '');
    requests.push({ path, params });
    if (!new RegExp(`^${account.appId}\\d{22}$`).test(params.transid ?? '')) return reply(response, '12008', 'transid 格式错误');
    if (path === 'get/token') {
      if (params.appid !== account.appId || params.password !== account.password) return reply(response, '12001', 'appid 或密码错误');
      const token = randomBytes(12).toString('hex');
      tokens.add(token);
      return reply(response, '0', '正确', [{ token, ttl: '3600' }]);
    }
    if (!params.token || !tokens.has(params.token)) return reply(response, '12021', 'token 不存在或已过期');
    const card = [...cards.values()].find((c) => c.iccid === params.iccid || c.msisdn === params.msisdn);
    if (!card) return reply(response, '12010', '卡号不存在');
    switch (path) {
      case 'query/sim-basic-info':
        return reply(response, '0', '正确', [
          { msisdn: card.msisdn, iccid: card.iccid, imsi: card.imsi, activeDate: card.activeDate, openDate: card.activeDate },
        ]);
      case 'query/sim-status':
        return reply(response, '0', '正确', [{ cardStatus: card.cardStatus, lastChangeDate: card.activeDate }]);
      case 'query/sim-data-usage':
        return reply(response, '0', '正确', [{ dataAmount: String(card.dataKb) }]);
      case 'order/gprspackage-order':
      case 'change/sim-offering':
        return reply(response, '0', '正确', [{ orderNum: `ORD${requests.length}` }]);
      default:
        return reply(response, '12404', '接口不存在');
    }
  });
  return {
    cards,
    requests,
    expireTokens: () => tokens.clear(),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
