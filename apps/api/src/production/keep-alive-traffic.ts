import { Agent, get } from 'node:http';

/** What one request of the stream met: an answer, a port that refused the connection, or a connection that broke. */
export type StreamOutcome =
  | { kind: 'answer'; status: number; connection: string | undefined; reusedSocket: boolean; at: number }
  | { kind: 'refused'; at: number }
  | { kind: 'broken'; code: string; at: number };

function request(agent: Agent, url: string): Promise<StreamOutcome> {
  return new Promise((resolve) => {
    const outgoing = get(url, { agent }, (response) => {
      response.resume();
      response.once('end', () =>
        resolve({
          kind: 'answer',
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          reusedSocket: outgoing.reusedSocket,
          at: Date.now(),
        }),
      );
      response.once('error', (error: NodeJS.ErrnoException) =>
        resolve({ kind: 'broken', code: error.code ?? error.message, at: Date.now() }),
      );
    });
    outgoing.once('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'ECONNREFUSED'
          ? { kind: 'refused', at: Date.now() }
          : { kind: 'broken', code: error.code ?? error.message, at: Date.now() },
      ),
    );
  });
}

/**
 * A client that keeps its connections alive (node:http's Agent, as most HTTP client libraries do) sending a
 * steady stream: `concurrency` loops, each sending its next request as soon as the last one is settled, until
 * `stop()`. A refused connection is retried after a short pause, as a client would try again.
 */
export function steadyTraffic(url: string, concurrency: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const outcomes: StreamOutcome[] = [];
  let running = true;
  const loops = Array.from({ length: concurrency }, async () => {
    while (running) {
      const outcome = await request(agent, url);
      outcomes.push(outcome);
      if (outcome.kind === 'refused') await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return {
    outcomes,
    async stop(): Promise<StreamOutcome[]> {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return outcomes;
    },
  };
}
