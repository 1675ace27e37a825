import autocannon from 'autocannon';

export interface LoadFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  meanBytes: number;
}

/** Hammers one GET for `seconds` with `connections` in flight and reports latency percentiles (ms). */
export async function loadTest(url: string, options: { connections: number; seconds: number }): Promise<LoadFigures> {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds });
  // autocannon's histogram gives p97.5 and p99 directly; p95 is read from its percentile table.
  const latency = result.latency as unknown as Record<string, number>;
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: latency.p50 ?? Number.NaN,
    p95: latency.p95 ?? latency.p97_5 ?? Number.NaN,
    p99: latency.p99 ?? Number.NaN,
    errors: result.errors,
    non2xx: result.non2xx,
    meanBytes: result.throughput.average / Math.max(1, result.requests.average),
  };
}
