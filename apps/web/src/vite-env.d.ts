/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Which remote-config document to fetch: prod, alpha, uat, unt or dev (the default). */
  readonly VITE_CONFIG_ENV?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
