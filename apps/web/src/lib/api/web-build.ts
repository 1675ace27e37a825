import { WEB_BUILD_HEADER } from '@hs/contracts';

/**
 * The build this page runs: the path of the entry script it was served with, which is what the server names in
 * WEB_BUILD_HEADER. Only a production build has one to compare; under `vite dev` the page's script is the source.
 */
function pageBuild(): string | undefined {
  if (!import.meta.env.PROD || typeof document === 'undefined') return undefined;
  return document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? undefined;
}

/** What a page learns from the answers it gets about the web build the server serves, compared with its own. */
export function buildWatch(ownBuild: string | undefined) {
  let newerBuildServed = false;
  return {
    /** Notes the build an answer names; one other than the page's own means the page runs code the server no longer has. */
    note(headers: Headers): void {
      const served = headers.get(WEB_BUILD_HEADER);
      if (served && ownBuild && served !== ownBuild) newerBuildServed = true;
    },
    /** Whether an answer has named a build other than the page's. */
    isNewerBuildServed: (): boolean => newerBuildServed,
  };
}

const thisPage = buildWatch(pageBuild());

/** Notes the build the server names on an answer to this page; a newer one makes the next navigation load in full. */
export const noteServerBuild = (headers: Headers): void => thisPage.note(headers);

export const isNewerBuildServed = thisPage.isNewerBuildServed;
