import { formatMessage, languageFromAcceptHeader, type Language, type MessageKey } from '@fieldlink/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language from Accept-Language (zh-CN by default). */
    language: Language;
    t(key: MessageKey, params?: Record<string, string | number>): string;
  }
}

export const i18nPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('language', 'zh-CN');
    app.decorateRequest('t', function (this: { language: Language }, key: MessageKey, params?: Record<string, string | number>) {
      return formatMessage(this.language, key, params);
    });
    app.addHook('onRequest', async (request) => {
      request.language = languageFromAcceptHeader(request.headers['accept-language']);
    });
  },
  { name: 'i18n' },
);
