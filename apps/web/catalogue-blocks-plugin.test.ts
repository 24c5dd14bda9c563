import { describe, expect, it } from 'vitest';
import en from '@freight/locales/catalogues/en/web.json';
import fr from '@freight/locales/catalogues/fr/web.json';
import { catalogueBlock, catalogueIndex } from './catalogue-blocks-plugin';
import { catalogueLanguages, lazyCatalogueBlocks } from './src/lib/catalogue-blocks';

describe('the web catalogue cut into blocks (decision 063)', () => {
  it('every lazy block is a top-level key of the catalogue in every language', () => {
    for (const catalogue of [en, fr]) {
      for (const block of lazyCatalogueBlocks) expect(Object.keys(catalogue)).toContain(block);
    }
  });

  it('the core holds every key but the lazy blocks, and each block holds exactly its own', () => {
    const core = catalogueBlock(en, 'core', lazyCatalogueBlocks);
    expect(Object.keys(core).sort()).toEqual(
      Object.keys(en)
        .filter((key) => !(lazyCatalogueBlocks as readonly string[]).includes(key))
        .sort(),
    );
    expect(core).toHaveProperty('app.name', en.app.name);
    expect(catalogueBlock(en, 'users', lazyCatalogueBlocks)).toEqual({ users: en.users });
    // Together they are the whole catalogue: nothing lost in the cut.
    const whole = Object.assign(
      {},
      core,
      ...lazyCatalogueBlocks.map((block) => catalogueBlock(fr, block, lazyCatalogueBlocks)),
    );
    expect(Object.keys(whole).sort()).toEqual(Object.keys(en).sort());
  });

  it('refuses a block that is not a lazy one, so a typo cannot load an empty namespace', () => {
    expect(() => catalogueBlock(en, 'loadCard', lazyCatalogueBlocks)).toThrow(/not a lazy catalogue block/);
  });

  it('the index imports the English core statically and loads every other language and block on demand', () => {
    const source = catalogueIndex(catalogueLanguages, ['users', 'trip']);
    expect(source).toContain(`import englishCore from "virtual:web-catalogue/en/core";`);
    expect(source).toContain(`"web": () => Promise.resolve(englishCore)`);
    for (const [language, block] of [
      ['fr', 'core'],
      ['en', 'users'],
      ['en', 'trip'],
      ['fr', 'users'],
      ['fr', 'trip'],
    ]) {
      expect(source).toContain(`import("virtual:web-catalogue/${language}/${block}")`);
    }
    expect(source).not.toContain('import("virtual:web-catalogue/en/core")');
  });
});
