// The catalogue blocks answered by `catalogue-blocks-plugin.ts` (decision 063).
declare module 'virtual:web-catalogue' {
  import type { ResourceKey } from 'i18next';
  /** English screens without the lazy blocks: the fallback, present at the first render. */
  export const englishCore: ResourceKey;
  /** One loader per language and namespace (`web`, the core, or a lazy block). */
  export const loaders: Record<string, Record<string, () => Promise<ResourceKey>>>;
}
