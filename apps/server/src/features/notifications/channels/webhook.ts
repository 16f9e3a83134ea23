import { createHmac } from 'node:crypto';
import { absoluteLink, type NotificationChannel } from './channel.js';

export const WEBHOOK_SIGNATURE_HEADER = 'x-fieldlink-signature';
export const WEBHOOK_EVENT_HEADER = 'x-fieldlink-event';

/** `sha256=<hex>` of the body with the company's secret (receivers compare it in constant time). */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * The company's webhook: an HTTP POST of JSON (the message in both languages), signed with
 * HMAC-SHA256 in `X-Fieldlink-Signature`. A non-2xx answer or no answer in 10 s is a failure.
 */
export function webhookChannel({
  publicUrl,
  timeoutMs = 10_000,
}: { publicUrl?: string | undefined; timeoutMs?: number } = {}): NotificationChannel {
  return {
    name: 'webhook',
    address: (destination) => (destination.kind === 'webhook' && destination.url ? destination.url : null),
    async send(destination, outgoing) {
      if (destination.kind !== 'webhook' || !destination.url) throw new Error('no webhook');
      const { message } = outgoing;
      const body = JSON.stringify({
        event: outgoing.type === 'alarm' ? 'alarm' : 'message',
        type: outgoing.type,
        alarmId: outgoing.alarmId ?? null,
        level: outgoing.level ?? null,
        companyId: message.companyId,
        projectId: message.projectId ?? null,
        subject: message.subject ?? null,
        title: message.title,
        body: message.body,
        link: absoluteLink(publicUrl, outgoing.link) ?? outgoing.link ?? null,
        attempt: outgoing.attempt,
        sentAt: new Date().toISOString(),
      });
      const headers: Record<string, string> = { 'content-type': 'application/json', [WEBHOOK_EVENT_HEADER]: outgoing.type };
      if (destination.secret) headers[WEBHOOK_SIGNATURE_HEADER] = webhookSignature(destination.secret, body);
      const response = await fetch(destination.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    },
  };
}
