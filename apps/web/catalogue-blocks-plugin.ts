import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { catalogueLanguages, lazyCatalogueBlocks } from './src/lib/catalogue-blocks';

// The web catalogue cut into blocks at build time (decision 063). The catalogues stay one file per
// language (`@freight/locales`, decision 025); `virtual:web-catalogue` answers the English core (every
// key but the lazy blocks), statically imported so that English, the fallback, is there at the first
// render, and a loader per language and namespace, each a chunk of its own.

const moduleId = 'virtual:web-catalogue';
const resolvedPrefix = `\0${moduleId}`;
const require = createRequire(import.meta.url);

type Catalogue = Record<string, unknown>;

/** The part of a catalogue a namespace holds: `core` is every key but the lazy blocks. */
export function catalogueBlock(
  catalogue: Catalogue,
  block: string,
  lazyBlocks: readonly string[],
): Catalogue {
  if (block === 'core')
    return Object.fromEntries(Object.entries(catalogue).filter(([key]) => !lazyBlocks.includes(key)));
  if (!lazyBlocks.includes(block)) throw new Error(`"${block}" is not a lazy catalogue block`);
  return { [block]: catalogue[block] ?? {} };
}

/** The index module: the English core and one loader per language and namespace. */
export function catalogueIndex(languages: readonly string[], lazyBlocks: readonly string[]): string {
  const namespaces: [string, string][] = [
    ['web', 'core'],
    ...lazyBlocks.map((block): [string, string] => [block, block]),
  ];
  const loaders = languages.map((language) => {
    const entries = namespaces.map(([namespace, block]) =>
      language === 'en' && block === 'core'
        ? `    ${JSON.stringify(namespace)}: () => Promise.resolve(englishCore),`
        : `    ${JSON.stringify(namespace)}: () => import(${JSON.stringify(`${moduleId}/${language}/${block}`)}).then((module) => module.default),`,
    );
    return `  ${JSON.stringify(language)}: {\n${entries.join('\n')}\n  },`;
  });
  return [
    `import englishCore from ${JSON.stringify(`${moduleId}/en/core`)};`,
    'export { englishCore };',
    `export const loaders = {\n${loaders.join('\n')}\n};`,
  ].join('\n');
}

export function webCatalogueBlocks(): Plugin {
  const cataloguePath = (language: string) =>
    require.resolve(`@freight/locales/catalogues/${language}/web.json`);
  return {
    name: 'freight-web-catalogue-blocks',
    resolveId(id) {
      return id === moduleId || id.startsWith(`${moduleId}/`) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return null;
      if (id === resolvedPrefix) return catalogueIndex(catalogueLanguages, lazyCatalogueBlocks);
      const [language = '', block = ''] = id.slice(resolvedPrefix.length + 1).split('/');
      const path = cataloguePath(language);
      this.addWatchFile(path);
      const catalogue = JSON.parse(readFileSync(path, 'utf8')) as Catalogue;
      const part = catalogueBlock(catalogue, block, lazyCatalogueBlocks);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
    },
  };
}
