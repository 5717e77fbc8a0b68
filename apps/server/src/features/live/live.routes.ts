// The live WebSocket: one per signed-in tab. The handshake is refused (before the upgrade) for a
// foreign or missing Origin, and without a valid session. The socket only carries server → client
// events; the client may send "ping" (answered with pong), anything else is ignored, and a client
// that floods is disconnected.
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { LIVE_PATH } from '@fitcover/contract/live/events';
import type { System } from '../../system.ts';
import { AppError, unauthenticated } from '../../http/app-error.ts';
import { foreignOrigin, isOwnOrigin } from '../../http/security.ts';

const MAX_INBOUND_BYTES = 512;
const MAX_INBOUND_PER_WINDOW = 30;
const INBOUND_WINDOW_MS = 10_000;
const HEARTBEAT_MS = 30_000;
export const MAX_SOCKETS_PER_USER = 20;

export async function liveRoutes(app: FastifyInstance, system: System): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_INBOUND_BYTES } });

  app.get(
    LIVE_PATH,
    {
      websocket: true,
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (!origin || !isOwnOrigin(origin, request, system.env)) throw foreignOrigin();
        const principal = await system.principalOf(request);
        if (!principal) throw unauthenticated();
        if (system.requireContext().live.countFor(principal.id) >= MAX_SOCKETS_PER_USER) {
          throw new AppError('RATE_LIMITED', { userMessage: 'Demasiadas pestañas abiertas. Cierra alguna.' });
        }
      },
    },
    async (socket, request) => {
      const principal = await system.principalOf(request);
      if (!principal) return socket.close(4001, 'unauthenticated');
      const remove = system.requireContext().live.add(socket, principal);

      let alive = true;
      socket.on('pong', () => (alive = true));
      const heartbeat = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, HEARTBEAT_MS);
      heartbeat.unref();

      let windowStart = Date.now();
      let inbound = 0;
      socket.on('message', (data) => {
        const now = Date.now();
        if (now - windowStart > INBOUND_WINDOW_MS) {
          windowStart = now;
          inbound = 0;
        }
        if (++inbound > MAX_INBOUND_PER_WINDOW) return socket.close(1008, 'rate limit');
        if (data.toString() === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      });
      socket.on('close', () => {
        clearInterval(heartbeat);
        remove();
      });
    },
  );
}
