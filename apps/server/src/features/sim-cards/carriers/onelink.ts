import type { SimStatus } from '@fieldlink/domain';
import { CarrierError, type CarrierCard, type CarrierProvider, type CarrierSnapshot } from './carrier.js';
import type { OneLinkConfig } from '../../../config.js';

export type { OneLinkConfig };

/** Every OneLink EC v5 answer: `status` "0" on success, otherwise an error code with its `message`. */
interface OneLinkEnvelope<T> {
  status: string;
  message: string;
  result?: T[];
}

export const ONELINK_OK = '0';
/** The token was not found or has expired: get a new one and ask again (once). */
export const ONELINK_TOKEN_INVALID = '12021';
/** OneLink's cardStatus codes. */
export const ONELINK_CARD_STATUS: Record<string, SimStatus> = {
  '1': 'inactive',
  '2': 'active',
  '4': 'suspended',
  '6': 'testing',
  '7': 'stock',
  '8': 'cancelling',
};

/** "yyyyMMddHHmmss" at Beijing time (UTC+8, no daylight saving), as transid wants it. */
function beijingStamp(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** "2026-03-01 10:22:33" or "20260301…" → "2026-03-01". */
function datePart(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const digits = value.replace(/\D/g, '');
  if (digits.length < 8) return undefined;
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
}

/**
 * China Mobile OneLink (物联网开放平台), EC API v5, by GET with query parameters:
 * `get/token` with appid + password + transid answers a token and its ttl (seconds); every other
 * call carries transid + token and names the card (iccid or msisdn). transid is the app id, the
 * Beijing time "yyyyMMddHHmmss" and an 8-digit sequence, unique per call. A token is reused until a
 * minute before its ttl; an answer of 12021 (token invalid or expired) fetches a new one and asks
 * once more. Any other non-"0" status is a `CarrierError` with OneLink's code and message.
 *
 * Calls: `query/sim-basic-info` (msisdn, imsi, activeDate), `query/sim-status` (cardStatus),
 * `query/sim-data-usage` (dataAmount: this month's data in KB), `order/gprspackage-order` (a data
 * pack: maincommoDity 0 and the packageType), and the offering change `change/sim-offering`
 * (offeringId) — the last one's path as far as it is known here; check it against the account's
 * API catalogue before relying on it.
 */
export function oneLinkCarrier(config: OneLinkConfig, now: () => Date = () => new Date()): CarrierProvider {
  const base = config.baseUrl.replace(/\/+$/, '');
  let sequence = 0;
  let token: { value: string; until: number } | undefined;
  let pendingToken: Promise<string> | undefined;

  const transid = () => {
    sequence = (sequence + 1) % 100_000_000;
    return `${config.appId}${beijingStamp(now())}${String(sequence).padStart(8, '0')}`;
  };

  async function get<T>(path: string, params: Record<string, string>): Promise<OneLinkEnvelope<T>> {
    const url = `${base}/v5/ec/${path}?${new URLSearchParams(params).toString()}`;
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(config.timeoutMs ?? 10_000) });
    } catch (error) {
      throw new CarrierError('onelink', 'NETWORK', (error as Error).message);
    }
    if (!response.ok) throw new CarrierError('onelink', `HTTP_${response.status}`, response.statusText);
    const body = (await response.json().catch(() => null)) as OneLinkEnvelope<T> | null;
    if (!body || typeof body.status !== 'string') throw new CarrierError('onelink', 'MALFORMED', 'the answer is not a OneLink envelope');
    return body;
  }

  async function fetchToken(): Promise<string> {
    const body = await get<{ token: string; ttl?: string | number }>('get/token', {
      appid: config.appId,
      password: config.password,
      transid: transid(),
    });
    const first = body.result?.[0];
    if (body.status !== ONELINK_OK || !first?.token) throw new CarrierError('onelink', body.status, body.message);
    const ttlS = Number(first.ttl ?? 3600);
    token = { value: first.token, until: now().getTime() + Math.max(0, (Number.isFinite(ttlS) ? ttlS : 3600) - 60) * 1000 };
    return first.token;
  }

  async function currentToken(): Promise<string> {
    if (token && token.until > now().getTime()) return token.value;
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = undefined;
    });
    return pendingToken;
  }

  /** One call with the token; a new token and one more try when OneLink says the token is no longer good. */
  async function call<T>(path: string, params: Record<string, string>): Promise<T | undefined> {
    for (let attempt = 0; ; attempt++) {
      const value = await currentToken();
      const body = await get<T>(path, { transid: transid(), token: value, ...params });
      if (body.status === ONELINK_OK) return body.result?.[0];
      if (body.status === ONELINK_TOKEN_INVALID && attempt === 0) {
        token = undefined;
        continue;
      }
      throw new CarrierError('onelink', body.status, body.message);
    }
  }

  const byCard = (card: CarrierCard): Record<string, string> => (card.msisdn ? { msisdn: card.msisdn } : { iccid: card.iccid });

  return {
    name: 'onelink',
    async snapshot(card) {
      const id = { iccid: card.iccid };
      const info = await call<{ msisdn?: string; imsi?: string; iccid?: string; activeDate?: string; openDate?: string }>(
        'query/sim-basic-info',
        id,
      );
      const status = await call<{ cardStatus?: string }>('query/sim-status', id);
      const usage = await call<{ dataAmount?: string | number }>('query/sim-data-usage', id);
      const snapshot: CarrierSnapshot = {};
      if (info?.msisdn) snapshot.msisdn = info.msisdn;
      if (info?.imsi) snapshot.imsi = info.imsi;
      const activated = datePart(info?.activeDate);
      if (activated) snapshot.activatedOn = activated;
      const mapped = status?.cardStatus ? ONELINK_CARD_STATUS[status.cardStatus] : undefined;
      if (mapped) snapshot.status = mapped;
      const kb = Number(usage?.dataAmount);
      if (usage?.dataAmount !== undefined && Number.isFinite(kb)) snapshot.usedMb = Math.round((kb / 1024) * 1000) / 1000;
      return snapshot;
    },
    async changePlan(card, offeringId) {
      await call('change/sim-offering', { ...byCard(card), offeringId, operType: '1' });
    },
    async topUp(card, packageCode) {
      await call('order/gprspackage-order', { ...byCard(card), maincommoDity: '0', packageType: packageCode || '0' });
    },
  };
}
