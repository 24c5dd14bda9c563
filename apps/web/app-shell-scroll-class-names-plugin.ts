import type { Plugin } from 'vite';

// Mantine's AppShell header, footer and aside import react-remove-scroll (4 kB gzip with its helpers)
// for one thing: the class name that keeps a fixed bar clear of the scroll bar a dialog hides,
// `RemoveScroll.classNames.zeroRight`. For those modules only, the import is answered with the class
// names alone, taken from react-remove-scroll-bar as react-remove-scroll takes them; the dialogs
// (ModalBase, loaded when one opens) keep the real package (decision 053).

const moduleId = 'virtual:remove-scroll-class-names';
const appShellModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;

/** Whether an import of `source` by `importer` is AppShell's import of react-remove-scroll. */
export function isAppShellRemoveScroll(source: string, importer: string | undefined): boolean {
  return source === 'react-remove-scroll' && importer !== undefined && appShellModule.test(importer);
}

export const removeScrollClassNamesModule = [
  "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';",
  'export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };',
].join('\n');

export function appShellScrollClassNames(): Plugin {
  return {
    name: 'freight-app-shell-scroll-class-names',
    enforce: 'pre',
    resolveId(source, importer) {
      return isAppShellRemoveScroll(source, importer) ? `\0${moduleId}` : null;
    },
    load(id) {
      return id === `\0${moduleId}` ? removeScrollClassNamesModule : null;
    },
  };
}
