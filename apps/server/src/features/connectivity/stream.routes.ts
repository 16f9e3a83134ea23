import { can, scopeOf } from '@fieldlink/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { ShareScope } from '../../plugins/access.js';
import type { AuthService, UserPrincipal } from '../auth/index.js';
import type { DevicesRepository } from '../devices/index.js';
import type { LiveHub, StreamEvent } from './live-hub.js';

const ClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1) }),
  z.object({ type: z.literal('subscribe'), devices: z.array(z.number().int().positive()).max(500) }),
  z.object({ type: z.literal('unsubscribe'), devices: z.array(z.number().int().positive()).max(500) }),
]);

/** A slow browser is not allowed to hold unbounded memory: beyond this it is disconnected. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * `GET /api/v1/stream` (WebSocket): the token in the `token` query or a first `{type:'auth'}`
 * message; then `subscribe` / `unsubscribe` devices. Each subscription is checked like the REST
 * route (item_query view, device in the user's scope). Pushes live values, state changes and
 * command outcomes, production progress (to users who may see production management only), and to every signed-in
 * socket its user's inbox entries (`{type:'inbox', message}`) and their own tasks' progress (`{type:'production', task}`).
 * A share token (a shared page) follows only the devices its link shows (`ShareScope.follows`),
 * has no inbox, and is asked again at every subscription and as its frames go: a revoked link's
 * socket is closed (4401).
 */
export const streamRoutes: FastifyPluginAsync<{
  auth: AuthService;
  devices: DevicesRepository;
  hub: LiveHub;
  shareScope: ShareScope;
}> = async (app, { auth, devices, hub, shareScope }) => {
  app.get('/stream', { websocket: true, config: { access: 'public' }, schema: { hide: true } }, (socket: WebSocket, request) => {
    // Live values are small frames that must leave at once (no Nagle delay).
    const tcp = request.raw.socket;
    tcp?.setNoDelay?.(true);
    // Frames pushed while one read of the broker is handled leave together in one write, as soon as
    // that read's synchronous and promise work is done (a tick, not a turn of the event loop: a
    // frame pushed from a setImmediate, such as an alarm raised by the evaluation that follows the
    // live frames, must not wait for the next turn's I/O).
    let corked = false;
    const uncork = () => {
      corked = false;
      tcp.uncork();
    };
    const subscriptions = new Map<number, () => void>();
    hub.socketOpened();
    let principal: UserPrincipal | undefined;
    /** The share token, when a shared page holds the socket (never both it and `principal`). */
    let shareToken: string | undefined;
    let unsubscribeUser: (() => void) | undefined;
    let closed = false;
    const sendText = (text: string) => {
      if (closed || socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return socket.close(4008, 'too slow');
      if (!corked && tcp) {
        corked = true;
        tcp.cork();
        process.nextTick(uncork);
      }
      socket.send(text);
    };
    const send = (message: object) => sendText(JSON.stringify(message));
    // A share token is asked again as its frames go (the token cache answers most of the time):
    // once its link is revoked or has run out, the socket closes with 4401.
    // A frame during a check asks once more after it, so a revocation is never passed over.
    let rechecking = false;
    let again = false;
    const recheckShare = () => {
      if (!shareToken || closed) return;
      if (rechecking) {
        again = true;
        return;
      }
      rechecking = true;
      again = false;
      const done = () => {
        rechecking = false;
        if (again) recheckShare();
      };
      auth.resolve(shareToken).then((found) => {
        if (found?.kind !== 'share') {
          send({ type: 'error', error: 'UNAUTHORIZED' });
          return socket.close(4401, 'unauthorized');
        }
        done();
      }, done);
    };
    // A device's event is serialised once, whatever the number of sockets watching it. Production
    // progress goes only to users who may see production tasks (never to a shared page).
    const push = (event: StreamEvent, frame: () => string) => {
      if (event.type === 'production' && !seesProduction()) return;
      recheckShare();
      sendText(frame());
    };
    const seesProduction = () =>
      principal !== undefined &&
      can({ grade: principal.grade, demo: principal.demo, grants: principal.grants }, 'productionManagement', 'view');

    async function authenticate(token: string) {
      const found = await auth.resolve(token);
      if (found?.kind === 'share') {
        // No user's inbox on a shared page's socket.
        principal = undefined;
        unsubscribeUser?.();
        unsubscribeUser = undefined;
        shareToken = token;
        return send({ type: 'ready' });
      }
      shareToken = undefined;
      principal = found;
      if (!principal) {
        send({ type: 'error', error: 'UNAUTHORIZED' });
        return socket.close(4401, 'unauthorized');
      }
      // Every signed-in user hears their own inbox; devices need the monitoring page (below).
      if (!closed && !unsubscribeUser) unsubscribeUser = hub.subscribeUser(principal.userId, (event) => send(event));
      send({ type: 'ready' });
    }

    async function subscribeShared(ids: number[]) {
      const current = await auth.resolve(shareToken!);
      if (current?.kind !== 'share') {
        send({ type: 'error', error: 'UNAUTHORIZED' });
        return socket.close(4401, 'unauthorized');
      }
      for (const id of ids) {
        if (subscriptions.has(id)) continue;
        if (!(await shareScope.follows(current, id))) {
          send({ type: 'error', error: 'NOT_FOUND', deviceId: id });
          continue;
        }
        if (closed) return;
        subscriptions.set(id, hub.subscribe(id, push));
      }
    }

    async function subscribe(ids: number[]) {
      if (shareToken) return subscribeShared(ids);
      if (!can({ grade: principal!.grade, demo: principal!.demo, grants: principal!.grants }, 'item_query', 'view')) {
        return send({ type: 'error', error: 'FORBIDDEN' });
      }
      for (const id of ids) {
        if (subscriptions.has(id)) continue;
        const device = await devices.find(scopeOf(principal!), id);
        if (!device) {
          send({ type: 'error', error: 'NOT_FOUND', deviceId: id });
          continue;
        }
        if (closed) return;
        subscriptions.set(id, hub.subscribe(id, push));
      }
    }

    socket.on('message', (raw) => {
      let parsed: z.infer<typeof ClientMessage>;
      try {
        parsed = ClientMessage.parse(JSON.parse(String(raw)));
      } catch {
        return send({ type: 'error', error: 'VALIDATION_FAILED' });
      }
      const run = async () => {
        if (parsed.type === 'auth') return authenticate(parsed.token);
        if (!principal && !shareToken) return send({ type: 'error', error: 'UNAUTHORIZED' });
        if (parsed.type === 'subscribe') return subscribe(parsed.devices);
        for (const id of parsed.devices) {
          subscriptions.get(id)?.();
          subscriptions.delete(id);
        }
      };
      run().catch((error: Error) => {
        request.log.error({ err: error.message }, 'stream message failed');
        send({ type: 'error', error: 'INTERNAL' });
      });
    });
    socket.on('close', () => {
      if (!closed) hub.socketClosed();
      closed = true;
      for (const unsubscribe of subscriptions.values()) unsubscribe();
      subscriptions.clear();
      unsubscribeUser?.();
    });

    const token = (request.query as { token?: string }).token;
    if (token) void authenticate(token).catch(() => socket.close(1011, 'error'));
  });
};
