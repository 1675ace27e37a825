import { Server as NetServer, type Socket } from 'node:net';
import fp from 'fastify-plugin';

export interface Draining {
  /** Set when the process has been told to stop: it still answers, but asks clients to go elsewhere. */
  active: boolean;
  /**
   * Stops listening once clients have stopped opening connections (in every worker of a cluster, which then
   * stop together), or once `maxMs / 2` has passed; then closes each open connection when its requests are
   * answered. Resolves true when none is left, or false after `maxMs`, having cut those still open.
   */
  closeConnections(
    quietMs: number,
    maxMs: number,
    inEveryWorker?: (step: 'settled' | 'stopped listening') => Promise<void>,
  ): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    draining: Draining;
  }
}

interface Connection {
  requests: number;
  /** Bytes read when last looked at: a connection reading a request is not quiet, even before its headers end. */
  bytesRead: number;
  quietSince: number;
  /** Whether the previous check already found it quiet (see `quietTwice`). */
  seenQuiet: boolean;
}

const CHECK_MS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Something is taken as quiet only when two checks in a row found it so and `quietMs` have passed: the event
 * loop polls sockets between two checks, so whatever was waiting unread at the first has been read by the second.
 */
function quietTwice(state: { quietSince: number; seenQuiet: boolean }, quietMs: number): boolean {
  if (state.seenQuiet && performance.now() - state.quietSince >= quietMs) return true;
  state.seenQuiet = true;
  return false;
}

/**
 * A graceful stop, in three steps.
 * 1. Draining (`active`): readiness answers 503 so load balancers stop sending traffic, and every answer carries
 *    `Connection: close` so kept-alive clients reconnect, elsewhere when a balancer is in front; requests that
 *    still arrive are served in full.
 * 2. Answers keep connections alive again, until no client has opened one for a moment; only then does the
 *    listener close. A connection the kernel has accepted but the process has not yet taken is reset when the
 *    listener closes, and clients told to reconnect after every answer always have one waiting. The workers of
 *    a cluster take this step and the next together (cluster-shutdown.ts).
 * 3. New connections are refused; every answer carries `Connection: close` again, so Node closes each
 *    connection once its answer is sent, and connections without a request are closed once quiet. Not
 *    `closeIdleConnections()`: it also destroys connections holding a request Node has not read yet, which
 *    under load (PGlite's queries run on the event loop) their clients would see reset.
 */
export const drainingPlugin = fp(async (app) => {
  const connections = new Map<Socket, Connection>();
  let opened = 0;
  app.server.on('connection', (socket: Socket) => {
    connections.set(socket, { requests: 0, bytesRead: 0, quietSince: performance.now(), seenQuiet: false });
    socket.once('close', () => connections.delete(socket));
    opened += 1;
  });
  app.server.on('request', (request, response) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.requests += 1;
    response.once('close', () => {
      connection.requests -= 1;
      connection.quietSince = performance.now();
      connection.seenQuiet = false;
    });
  });

  let keepingAlive = false;

  async function untilNoneOpened(quietMs: number, deadline: number) {
    let count = opened;
    const quiet = { quietSince: performance.now(), seenQuiet: false };
    while (performance.now() < deadline) {
      await sleep(CHECK_MS);
      if (opened !== count) {
        count = opened;
        Object.assign(quiet, { quietSince: performance.now(), seenQuiet: false });
      } else if (quietTwice(quiet, quietMs)) {
        return;
      }
    }
  }

  function closeQuiet(quietMs: number) {
    for (const [socket, connection] of connections) {
      if (connection.requests > 0 || socket.bytesRead !== connection.bytesRead) {
        connection.bytesRead = socket.bytesRead;
        connection.quietSince = performance.now();
        connection.seenQuiet = false;
      } else if (quietTwice(connection, quietMs)) {
        socket.destroy();
      }
    }
  }

  /** Resolves once every connection has closed: true, or false if some were cut at `deadline`. */
  function closeEachWhenDone(quietMs: number, deadline: number, listenerClosed: Promise<void>): Promise<boolean> {
    let cut = false;
    const check = setInterval(() => closeQuiet(quietMs), CHECK_MS);
    const cutOff = setTimeout(
      () => {
        cut = true;
        app.log.warn({ connections: connections.size }, 'cutting connections still open at the shutdown timeout');
        for (const socket of connections.keys()) socket.destroy();
      },
      Math.max(0, deadline - performance.now()),
    );
    return listenerClosed.then(() => {
      clearInterval(check);
      clearTimeout(cutOff);
      return !cut;
    });
  }

  const draining: Draining = {
    active: false,
    async closeConnections(quietMs, maxMs, inEveryWorker = async () => {}) {
      const started = performance.now();
      // Clients that open a connection for every request never stop: half the time is left to finish requests.
      const settleBy = started + maxMs / 2;
      const bySettleTime = (step: Promise<void>) =>
        Promise.race([step, sleep(Math.max(0, settleBy - performance.now()))]);
      keepingAlive = true;
      await untilNoneOpened(quietMs, settleBy);
      await bySettleTime(inEveryWorker('settled'));
      // net.Server's own close stops accepting and calls back once the last connection has closed; the
      // http.Server's would also destroy every connection it counts as idle.
      const listenerClosed = new Promise<void>((resolve) =>
        NetServer.prototype.close.call(app.server, () => resolve()),
      );
      await bySettleTime(inEveryWorker('stopped listening'));
      keepingAlive = false;
      app.log.info(
        { settledMs: Math.round(performance.now() - started), connections: connections.size },
        'stopped listening',
      );
      return closeEachWhenDone(quietMs, started + maxMs, listenerClosed);
    },
  };
  app.decorate('draining', draining);
  // When the answer is sent, not when its request came: the step may have changed in between.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining.active && !keepingAlive) reply.header('connection', 'close');
    return payload;
  });
});
