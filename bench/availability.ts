import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

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

const wrkScript = fileURLToPath(new URL('./wrk-summary.lua', import.meta.url));
const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

/**
 * Hammers one GET for `seconds` with `connections` in flight. wrk (C) is used when installed: on a 2-core
 * machine autocannon (JavaScript) takes about a third of the CPU itself, so it measures itself as much as
 * the server.
 */
export async function loadTest(url: string, options: { connections: number; seconds: number }): Promise<LoadFigures> {
  return hasWrk() ? wrkLoad(url, options) : autocannonLoad(url, options);
}

function wrkLoad(url: string, options: { connections: number; seconds: number }): LoadFigures {
  const run = spawnSync('wrk', ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '-s', wrkScript, url], {
    encoding: 'utf8',
  });
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  const figures = JSON.parse(line) as {
    requests: number;
    seconds: number;
    bytes: number;
    errors: number;
    non2xx: number;
    p50: number;
    p95: number;
    p99: number;
  };
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
