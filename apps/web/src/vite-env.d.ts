/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Which remote-config document to fetch: prod, alpha, uat, unt or dev (the default). */
  readonly VITE_CONFIG_ENV?: string;
  /** The client's subscription key, sent as x-subscription-key on every API call. */
  readonly VITE_SUBSCRIPTION_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
