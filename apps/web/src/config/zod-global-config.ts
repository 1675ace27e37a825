/** zod's settings, which it reads from this global: they can be set without loading zod on the first screen. */
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

/**
 * zod compiles object parsers with `new Function`, which our Content-Security-Policy (script-src 'self') forbids,
 * and even its probe for whether it may is reported as a violation. Our forms parse fast enough without it.
 * Must run before the first schema is used.
 */
export function parseZodWithoutEval(): void {
  zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
}
