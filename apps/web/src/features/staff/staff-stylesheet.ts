/**
 * The URL of the console's own stylesheet: the build writes it here (vite-plugins/separate-stylesheet.ts), so the
 * patient pages' stylesheet carries none of the console's styles. In development and tests each module's styles
 * come with the module.
 */
const STAFF_STYLESHEET = '__STAFF_STYLESHEET__';

let loaded: Promise<void> | undefined;

/**
 * Links the console's stylesheet once; settles when it has loaded (or failed: the console still works unstyled).
 * The same promise every time, so the console renders again (a language shown) without waiting anew.
 */
export function staffStylesheet(): Promise<void> {
  if (import.meta.env.DEV) {
    loaded ??= Promise.resolve();
    return loaded;
  }
  loaded ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = STAFF_STYLESHEET;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
  return loaded;
}
