-- Prints wrk's figures as one JSON line (latencies in ms) for availability.ts to read.
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"seconds":%.3f,"bytes":%d,"errors":%d,"non2xx":%d,"p50":%.1f,"p95":%.1f,"p99":%.1f}\n',
    summary.requests, summary.duration / 1e6, summary.bytes,
    errors.connect + errors.read + errors.write + errors.timeout, errors.status,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000))
end
