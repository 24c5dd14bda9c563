import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

// Mantine's CSS per component (decision 053): each Mantine component module reads its class names from
// a `<Name>.module.mjs` of its own; the style sheet of that component, `@mantine/core/styles/<Name>.css`,
// is imported there, so it goes into whichever chunk holds the component, and a page loads the styles
// of the components it uses, not the whole of Mantine's 290 kB. A component imports the components it
// is made of before its own class names (Button imports UnstyledButton first), so their rules come
// first, in the order Mantine's own styles.css has them. The base (baseline, variables, global) is
// imported once by main.tsx.

const classNamesModule =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:[^\\/]+[\\/])*(\w+)\.module\.mjs$/;

/** The source of `id` with its component's style sheet imported first; null when it is not such a module. */
export function withComponentStyles(
  code: string,
  id: string,
  hasStyleSheet: (name: string) => boolean,
): string | null {
  const name = classNamesModule.exec(id)?.[1];
  if (!name || !hasStyleSheet(name)) return null;
  return `import '@mantine/core/styles/${name}.css';\n${code}`;
}

export function mantineStylesPerComponent(): Plugin {
  const stylesDir = join(
    dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')),
    'styles',
  );
  const hasStyleSheet = (name: string) => existsSync(join(stylesDir, `${name}.css`));
  return {
    name: 'freight-mantine-styles-per-component',
    transform(code, id) {
      const transformed = withComponentStyles(code, id, hasStyleSheet);
      return transformed === null ? null : { code: transformed, map: null };
    },
  };
}
