import { request } from 'node:http';
import { contentObjectUrl, physicalResultsPath, servicesPath } from '@hs/contracts';

/** What goes over the wire for one call, in each encoding a browser offers. */
export interface CallBytes {
  call: string;
  brotli: number;
  gzip: number;
  /** The Content-Encoding each answered with ('identity' when sent as is, e.g. below the threshold). */
  encodings: string;
}

export interface FirstResultsBytes {
  calls: CallBytes[];
  total: { brotli: number; gzip: number };
}

/** The body's bytes as sent, not decoded: fetch would inflate them. */
function encodedBytes(url: string, acceptEncoding: string): Promise<{ bytes: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve({ bytes: Buffer.concat(chunks), encoding: response.headers['content-encoding'] ?? 'identity' });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function measure(baseUrl: string, call: string, path: string): Promise<CallBytes & { body: Buffer }> {
  const brotli = await encodedBytes(`${baseUrl}${path}`, 'br');
  const gzip = await encodedBytes(`${baseUrl}${path}`, 'gzip');
  const plain = await encodedBytes(`${baseUrl}${path}`, 'identity');
  return {
    call,
    brotli: brotli.bytes.length,
    gzip: gzip.bytes.length,
    encodings: `${brotli.encoding}/${gzip.encoding}`,
    body: plain.bytes,
  };
}

/**
 * The API calls of a first results view, as the web app makes them when a visitor opens a results link for a
 * sick visit near 45202: the three content objects the page reads, the service list, the 14-day availability
 * search (the app's default 25-mile radius), then each banner logo the cards show. Each is fetched with brotli
 * and with gzip accepted and counted as sent.
 */
export async function firstResultsBytes(
  baseUrl: string,
  startDate: string,
  endDate: string,
): Promise<FirstResultsBytes> {
  const search = new URLSearchParams({
    'filter.serviceIds': '29',
    'filter.startDate': startDate,
    'filter.endDate': endDate,
    'filter.businessNames': 'tlc',
    'filter.freeFormAddress': '45202',
    'filter.radius': '25',
    'filter.maxResults': '50',
  });
  const services = new URLSearchParams([
    ['filter.businessNames', 'tlc'],
    ['filter.businessNames', 'pharmacy'],
    ['filter.businessNames', 'dietitian'],
  ]);
  const content = [
    { schema: 'scheduler-config', version: '1.0.0', dir: 'scheduler', name: 'config' },
    { schema: 'flow-config', version: '1.0.0', dir: 'scheduler', name: 'flows' },
    { schema: 'reservation-toggle', version: '1.0.0', dir: 'toggles', name: 'reservations' },
  ];
  const calls = await Promise.all(
    content.map((params) => measure(baseUrl, `content ${params.schema}`, contentObjectUrl(params))),
  );
  calls.push(await measure(baseUrl, 'services', `${servicesPath}?${services}`));
  const results = await measure(baseUrl, 'results/physical', `${physicalResultsPath}?${search}`);
  calls.push(results);

  const answer = JSON.parse(results.body.toString('utf8')) as {
    data: { appointmentTimeSlots: { provider: { brand: { logoUrl: string } | null } }[] };
  };
  const logos = new Set(
    answer.data.appointmentTimeSlots.flatMap(({ provider }) => (provider.brand ? [provider.brand.logoUrl] : [])),
  );
  for (const logo of logos) calls.push(await measure(baseUrl, `logo ${logo.split('/')[2]}`, logo));

  const figures = calls.map(({ body: _body, ...call }) => call);
  return {
    calls: figures,
    total: {
      brotli: figures.reduce((sum, call) => sum + call.brotli, 0),
      gzip: figures.reduce((sum, call) => sum + call.gzip, 0),
    },
  };
}
