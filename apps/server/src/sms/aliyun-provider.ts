import { createHmac, randomUUID } from 'node:crypto';
import { SmsSendError, type SmsMessage, type SmsProvider } from './provider.js';

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** https://dysmsapi.aliyuncs.com/ by default; a local fake in tests. */
  endpoint: string;
  regionId?: string;
  timeoutMs?: number;
}

/** RFC 3986 encoding as Aliyun's RPC signature wants it. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/\+/g, '%20')
    .replace(/\*/g, '%2A')
    .replace(/%7E/g, '~')
    .replace(/[!'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The RPC-style signature (SignatureVersion 1.0, HMAC-SHA1) of a GET request's parameters. */
export function signAliyun(params: Record<string, string>, secret: string, method = 'GET'): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join('&');
  const toSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(toSign).digest('base64');
}

/** Aliyun SMS (dysmsapi SendSms), signed over HTTPS. */
export function aliyunSmsProvider(config: AliyunSmsConfig, now: () => Date = () => new Date()): SmsProvider {
  return {
    name: 'aliyun',
    async send({ phone, params }: SmsMessage) {
      const query: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: phone,
        RegionId: config.regionId ?? 'cn-hangzhou',
        SignName: config.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: config.templateCode,
        TemplateParam: JSON.stringify(params),
        Timestamp: now()
          .toISOString()
          .replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      const signature = signAliyun(query, config.accessKeySecret);
      const url = `${config.endpoint.replace(/\/?$/, '/')}?Signature=${percentEncode(signature)}&${Object.entries(query)
        .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
        .join('&')}`;
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(config.timeoutMs ?? 10_000) });
      } catch (error) {
        throw new SmsSendError('aliyun', `request failed: ${(error as Error).message}`);
      }
      const body = (await response.json().catch(() => null)) as { Code?: string; Message?: string } | null;
      if (!response.ok || body?.Code !== 'OK') {
        throw new SmsSendError('aliyun', `${response.status} ${body?.Code ?? ''} ${body?.Message ?? ''}`.trim());
      }
    },
  };
}
