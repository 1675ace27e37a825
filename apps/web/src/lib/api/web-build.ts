import { WEB_BUILD_HEADER } from '@hs/contracts';

/**
 * The build this page runs: the path of the entry script it was served with, which is what the server names in
 * WEB_BUILD_HEADER. Only a production build has one to compare; under `vite dev` the page's script is the source.
 */
function pageBuild(): string | undefined {
  if (!import.meta.env.PROD || typeof document === 'undefined') return undefined;
  return document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? undefined;
}

const ownBuild = pageBuild();
let newerBuildServed = false;

/**
 * Notes the web build the server says it serves. One other than this page's means this tab runs code the server
 * no longer has: its next navigation loads the new build in full (decision 034).
 */
export function noteServerBuild(headers: Headers, build: string | undefined = ownBuild): void {
  const served = headers.get(WEB_BUILD_HEADER);
  if (served && build && served !== build) newerBuildServed = true;
}

/** Whether an answer has named a build other than this page's. */
export const isNewerBuildServed = (): boolean => newerBuildServed;
