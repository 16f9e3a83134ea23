import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { ERROR_MODAL_SECONDS, UNAUTHORIZED_NOTICE_SECONDS, errorEffects, feedbackFor, type Translate } from './errorFeedback';
import { toApiError } from './toApiError';

const t: Translate = (key, params) => (params ? `${key} ${JSON.stringify(params)}` : key);
const url = 'http://host/api/v1/account/profile';
const fromServer = (status: number, body: unknown, statusText = '') => toApiError({ url, response: { status, statusText, body } });
const loud = { silent: false, usedLoginToken: true, inMiniProgram: false };

describe('toApiError', () => {
  it('reads the envelope: code, localized message, key and issues', () => {
    const error = fromServer(400, {
      code: 400,
      message: '请求参数校验失败',
      data: { error: 'VALIDATION_FAILED', issues: [{ path: 'userName', message: '必填' }] },
    });
    expect(error).toMatchObject({ status: 400, code: 400, key: 'VALIDATION_FAILED', message: '请求参数校验失败', url });
    expect(error.issues).toEqual([{ path: 'userName', message: '必填' }]);
  });

  it('marks a missing response as a network error with the URL', () => {
    expect(toApiError({ url })).toMatchObject({ status: 0, key: 'NETWORK_ERROR', message: '', url });
  });

  it('copes with a body that is not an envelope', () => {
    expect(fromServer(502, undefined, 'Bad Gateway')).toMatchObject({
      status: 502,
      code: 502,
      key: 'INTERNAL',
      message: '',
      statusText: 'Bad Gateway',
    });
    expect(fromServer(404, '<html>')).toMatchObject({ key: 'BAD_RESPONSE' });
  });
});

describe('feedbackFor (spec §8)', () => {
  it('401: info message for 3 s', () => {
    expect(feedbackFor(fromServer(401, { code: 401, message: 'x', data: { error: 'UNAUTHORIZED' } }), t)).toEqual({
      kind: 'message',
      level: 'info',
      text: 'errors:http.unauthorized',
      seconds: UNAUTHORIZED_NOTICE_SECONDS,
    });
    expect(UNAUTHORIZED_NOTICE_SECONDS).toBe(3);
  });

  it('500: a 15 s modal that cannot be closed, with the status text as reason', () => {
    const feedback = feedbackFor(
      fromServer(500, { code: 500, message: '接口服务错误', data: { error: 'INTERNAL' } }, 'Internal Server Error'),
      t,
    );
    expect(feedback).toEqual({
      kind: 'modal',
      title: 'errors:http.modalTitle',
      content: 'errors:http.server {"reason":"Internal Server Error"}',
      seconds: ERROR_MODAL_SECONDS,
      closable: false,
    });
    expect(ERROR_MODAL_SECONDS).toBe(15);
  });

  it('500 without a status text falls back to the server message', () => {
    const feedback = feedbackFor(fromServer(500, { code: 500, message: 'boom', data: {} }), t);
    expect(feedback).toMatchObject({ kind: 'modal', content: 'errors:http.server {"reason":"boom"}' });
  });

  it('no response: network message with the URL', () => {
    expect(feedbackFor(toApiError({ url }), t)).toMatchObject({
      kind: 'message',
      level: 'error',
      text: `errors:http.network {"url":"${url}"}`,
    });
  });

  it('other errors: the server message, else the generic text', () => {
    expect(feedbackFor(fromServer(409, { code: 409, message: '数据冲突', data: { error: 'CONFLICT' } }), t)).toMatchObject({
      text: '数据冲突',
    });
    expect(feedbackFor(fromServer(429, { code: 429, message: '', data: {} }), t)).toMatchObject({ text: 'errors:http.generic' });
    expect(feedbackFor(fromServer(404, null), t)).toMatchObject({ text: 'errors:http.generic' });
  });
});

describe('errorEffects', () => {
  const unauthorized = new ApiError({ status: 401, code: 401, key: 'UNAUTHORIZED', message: '', url });

  it('clears the login token on 401 even when silent, but shows nothing', () => {
    expect(errorEffects(unauthorized, { ...loud, silent: true }, t)).toEqual({
      feedback: { kind: 'none' },
      clearToken: true,
      relaunchMiniProgram: false,
    });
  });

  it('keeps the token when the 401 came from a call without the login token (login form, share link)', () => {
    expect(errorEffects(unauthorized, { ...loud, usedLoginToken: false }, t).clearToken).toBe(false);
  });

  it('relaunches the mini program index on 401 inside WeChat', () => {
    expect(errorEffects(unauthorized, { ...loud, inMiniProgram: true }, t).relaunchMiniProgram).toBe(true);
  });

  it('does not touch the token on other failures', () => {
    expect(errorEffects(fromServer(403, { code: 403, message: 'no', data: {} }), loud, t)).toMatchObject({ clearToken: false });
  });
});
