/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CONTENT_FALLBACK?: string;
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A language's compiled messages (vite-plugins/message-catalogs.ts). */
declare module 'virtual:messages/*' {
  const messages: import('@/lib/i18n/catalogs').Catalog;
  export default messages;
}
