import { parseDeviceTopic } from '@fieldlink/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { boxMayPublish, boxMaySubscribe, type DeviceGate } from '../../broker/message-bus.js';

/** Both shapes in use: mosquitto-go-auth (`username`, `clientid`, `acc`) and EMQX (configurable; we document these names). */
const AuthBody = z.object({
  username: z.string().optional(),
  clientid: z.string().optional(),
  clientId: z.string().optional(),
  password: z.string().optional(),
});
const AclBody = AuthBody.extend({
  topic: z.string(),
  /** mosquitto-go-auth: 1 read, 2 write, 3 read-write, 4 subscribe. EMQX: `action` publish/subscribe. */
  acc: z.coerce.number().optional(),
  action: z.enum(['publish', 'subscribe']).optional(),
});

export interface HookOptions {
  gate: DeviceGate;
  /** The server's own broker account (from MQTT_URL): it may use every topic. */
  serverUser?: { userName: string; password: string } | undefined;
  /** When set, callers must send it in `x-fieldlink-hook-secret` (MQTT_HOOK_SECRET). */
  secret?: string | undefined;
}

/** The hook's answer: an envelope with `result` beside it for EMQX; 200 allows, 403 denies. */
const Verdict = z.object({
  code: z.number(),
  message: z.string(),
  result: z.enum(['allow', 'deny']),
  data: z.object({ result: z.enum(['allow', 'deny']) }),
});
const verdicts = { 200: Verdict, 403: Verdict };

function answer(reply: FastifyReply, allow: boolean) {
  // 200 allows, anything else denies (mosquitto-go-auth); EMQX reads `result`.
  return reply.status(allow ? 200 : 403).send({
    code: allow ? 200 : 403,
    message: allow ? 'allow' : 'deny',
    result: allow ? 'allow' : 'deny',
    data: { result: allow ? 'allow' : 'deny' },
  });
}

/**
 * HTTP authentication and ACL hooks for an external broker (EMQX, mosquitto-go-auth): a box
 * connects with its box ID and password and may use only `devices/<boxId>/…`.
 */
export const mqttHookRoutes: FastifyPluginAsync<HookOptions> = async (app, { gate, serverUser, secret }) => {
  const trusted = (headers: Record<string, unknown>) => !secret || headers['x-fieldlink-hook-secret'] === secret;

  app.post(
    '/mqtt/auth',
    { config: { access: 'public' }, schema: { tags: ['mqtt'], summary: 'Broker hook: may this client connect?', response: verdicts } },
    async (request, reply) => {
      const body = AuthBody.safeParse(request.body);
      if (!trusted(request.headers) || !body.success) return answer(reply, false);
      const { username, password } = body.data;
      const clientId = body.data.clientid ?? body.data.clientId ?? '';
      if (serverUser && username === serverUser.userName) return answer(reply, password === serverUser.password);
      return answer(reply, await gate.authenticate(clientId, username, password === undefined ? undefined : Buffer.from(password)));
    },
  );

  app.post(
    '/mqtt/acl',
    {
      config: { access: 'public' },
      schema: { tags: ['mqtt'], summary: 'Broker hook: may this client use this topic?', response: verdicts },
    },
    async (request, reply) => {
      const body = AclBody.safeParse(request.body);
      if (!trusted(request.headers) || !body.success) return answer(reply, false);
      const { username, topic, acc, action } = body.data;
      if (serverUser && username === serverUser.userName) return answer(reply, true);
      const parsed = parseDeviceTopic(topic);
      if (!parsed || parsed.boxId !== username) return answer(reply, false);
      const publishing = action ? action === 'publish' : acc === 2 || acc === 3;
      return answer(reply, publishing ? boxMayPublish(parsed.channel) : boxMaySubscribe(parsed.channel));
    },
  );
};
