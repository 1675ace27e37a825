import cluster from 'node:cluster';

const REACHED = 'hs:shutdown-step-reached';
const ALL_REACHED = 'hs:shutdown-step-all-reached';

interface StepMessage {
  type: typeof REACHED | typeof ALL_REACHED;
  step: string;
}

const isStep = (message: unknown, type: StepMessage['type']): message is StepMessage =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/**
 * Workers share the primary's listener, so they stop together: the primary closes the connections it has
 * accepted for no one when the last worker stops listening, and a worker that asked its clients to reconnect
 * while another still listened would send them there just in time for that. Each shutdown step (`settled`,
 * `stopped listening`) resolves once every running worker has reached it; at once outside a cluster.
 */
export function inEveryWorker(step: string): Promise<void> {
  if (!cluster.isWorker) return Promise.resolve();
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (!isStep(message, ALL_REACHED) || message.step !== step) return;
      process.off('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
    process.send?.({ type: REACHED, step } satisfies StepMessage);
  });
}

/** The primary's side of `inEveryWorker`: tells the workers when each step has been reached by all of them. */
export function releaseShutdownStepsTogether(): void {
  const reached = new Map<string, Set<number>>();
  const releaseSteps = () => {
    const running = Object.values(cluster.workers ?? {}).flatMap((worker) => (worker?.isConnected() ? [worker] : []));
    for (const [step, workers] of reached) {
      if (running.length === 0 || !running.every((worker) => workers.has(worker.id))) continue;
      reached.delete(step);
      for (const worker of running) worker.send({ type: ALL_REACHED, step } satisfies StepMessage);
    }
  };
  cluster.on('message', (worker, message: unknown) => {
    if (!isStep(message, REACHED)) return;
    reached.set(message.step, (reached.get(message.step) ?? new Set()).add(worker.id));
    releaseSteps();
  });
  cluster.on('exit', releaseSteps);
}

/**
 * Whether a worker stopped with the cluster stopped as it should: it exited 0 after its graceful shutdown, or the
 * stop signal itself ended it. Workers start one after another (the startup lock), and one still starting has not
 * installed its shutdown yet, so the signal ends it at once; it was serving no one.
 */
export function workerStoppedCleanly(
  exit: { code: number | null; signal: string | null },
  stopSignal: NodeJS.Signals,
): boolean {
  return exit.code === 0 || (exit.code === null && exit.signal === stopSignal);
}
