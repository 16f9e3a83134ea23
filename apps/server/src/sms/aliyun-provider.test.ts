import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aliyunSmsProvider, percentEncode, signAliyun } from './aliyun-provider.js';
import { SmsSendError } from './provider.js';

const SECRET = 'testsecret';

/** A local stand-in for dysmsapi: checks the signature as Aliyun does, answers like Aliyun. */
function fakeAliyun() {
  const received: Record<string, string>[] = [];
  let answer: { status: number; body: object } = { status: 200, body: { Code: 'OK', Message: 'OK', RequestId: 'r1' } };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const params = Object.fromEntries(url.searchParams);
    const { Signature, ...rest } = params;
    received.push(params);
    const valid = Signature === signAliyun(rest, SECRET);
    response.writeHead(valid ? answer.status : 400, { 'content-type': 'application/json' });
    response.end(JSON.stringify(valid ? answer.body : { Code: 'SignatureDoesNotMatch', Message: 'bad signature' }));
  });
  return {
    received,
    answer: (next: typeof answer) => (answer = next),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Aliyun SMS provider', () => {
  const fake = fakeAliyun();
  let endpoint = '';
  beforeAll(async () => {
    endpoint = await fake.start();
  });
  afterAll(() => fake.stop());

  const provider = (secret = SECRET) =>
    aliyunSmsProvider(
      { accessKeyId: 'testid', accessKeySecret: secret, signName: 'Fieldlink', templateCode: 'SMS_123', endpoint },
      () => new Date('2026-11-21T08:00:00.123Z'),
    );

  it('encodes as RFC 3986 wants', () => {
    expect(percentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29');
    expect(percentEncode('{"code":"123456"}')).toBe('%7B%22code%22%3A%22123456%22%7D');
  });

  it('signs the documented example the same way Aliyun does', () => {
    // Aliyun's RPC signature example (AccessKeySecret "testsecret").
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(signAliyun(params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('sends SendSms with the template, phone and code, signed', async () => {
    await provider().send({ phone: '13912345678', text: 'code 123456', params: { code: '123456' } });
    const request = fake.received.at(-1)!;
    expect(request).toMatchObject({
      Action: 'SendSms',
      PhoneNumbers: '13912345678',
      SignName: 'Fieldlink',
      TemplateCode: 'SMS_123',
      TemplateParam: '{"code":"123456"}',
      Timestamp: '2026-11-21T08:00:00Z',
      Version: '2017-05-25',
    });
  });

  it('fails clearly when the gateway refuses or the signature is wrong', async () => {
    await expect(provider('wrongsecret').send({ phone: '13912345678', text: 'x', params: { code: '1' } })).rejects.toThrow(SmsSendError);
    fake.answer({ status: 200, body: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limit' } });
    await expect(provider().send({ phone: '13912345678', text: 'x', params: { code: '1' } })).rejects.toThrow(
      /isv\.BUSINESS_LIMIT_CONTROL/,
    );
  });

  it('fails clearly when the gateway cannot be reached', async () => {
    const offline = aliyunSmsProvider({
      accessKeyId: 'id',
      accessKeySecret: 's',
      signName: 'F',
      templateCode: 'T',
      endpoint: 'http://127.0.0.1:1/',
      timeoutMs: 2000,
    });
    await expect(offline.send({ phone: '13912345678', text: 'x', params: {} })).rejects.toThrow(/aliyun: request failed/);
  });
});
