import { afterAll, afterEach } from 'vitest';
import { takeQueuedQueryPorts } from './server-process.js';

/** Fails the check during which a server it started sent a query on a connection still running another. */
function failOnQueuedQueries() {
  const ports = takeQueuedQueryPorts();
  if (ports.length === 0) return;
  throw new Error(
    `The server on port ${ports.join(', ')} sent a query on a PostgreSQL connection still running another ` +
      '(node-postgres warned of it); await each in turn on a transaction or a pooled client.',
  );
}

afterEach(failOnQueuedQueries);
// Servers stopped by a file's own teardown.
afterAll(failOnQueuedQueries);
