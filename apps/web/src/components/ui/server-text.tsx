import type { ReactNode } from 'react';

/**
 * Words the API writes itself (a service's name, the hours the clinic API formats, a closure's reason): shown as
 * they come, in the language the server answers in, and marked so a check of the catalog knows they are not its.
 */
export function ServerText({ children }: { children: ReactNode }) {
  return <span data-server-text="">{children}</span>;
}
