import autocannon from 'autocannon';
import { hasWrk, runWrk } from './wrk.js';

export interface LoadFigures {
  tool: 'wrk' | 'autocannon';
  requests: number;
  perSecond: number;
  /** Latency percentiles in ms, by name ("p95"). */
  percentiles: Record<string, number>;
  errors: number;
  non2xx: number;
  meanBytes: number;
}

/** Hammers one GET for `seconds` with `connections` in flight, with wrk when installed (see wrk.ts). */
export async function loadTest(url: string, options: { connections: number; seconds: number }): Promise<LoadFigures> {
  return hasWrk() ? wrkLoad(url, options) : autocannonLoad(url, options);
}

function wrkLoad(url: string, options: { connections: number; seconds: number }): LoadFigures {
  const figures = runWrk<{
    requests: number;
    seconds: number;
    bytes: number;
    errors: number;
    non2xx: number;
    p50: number;
    p95: number;
    p99: number;
  }>('./wrk-summary.lua', [`-c${options.connections}`, `-d${options.seconds}s`, url]);
  return {
    tool: 'wrk',
    requests: figures.requests,
    perSecond: figures.requests / figures.seconds,
    percentiles: { p50: figures.p50, p95: figures.p95, p99: figures.p99 },
    errors: figures.errors,
    non2xx: figures.non2xx,
    meanBytes: figures.bytes / Math.max(1, figures.requests),
  };
}

async function autocannonLoad(url: string, options: { connections: number; seconds: number }): Promise<LoadFigures> {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds });
  // autocannon's histogram has no p95; it reports p90 and p97.5 around it.
  const latency = result.latency as unknown as Record<string, number>;
  return {
    tool: 'autocannon',
    requests: result.requests.total,
    perSecond: result.requests.average,
    percentiles: { p50: latency.p50!, p90: latency.p90!, 'p97.5': latency.p97_5!, p99: latency.p99! },
    errors: result.errors,
    non2xx: result.non2xx,
    meanBytes: result.throughput.average / Math.max(1, result.requests.average),
  };
}
