import { RemoveScroll } from 'react-remove-scroll';
import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';
import { describe, expect, it } from 'vitest';
import { isAppShellRemoveScroll } from './app-shell-scroll-class-names-plugin';

describe("AppShell's scroll class names", () => {
  it("answers AppShell's import of react-remove-scroll only", () => {
    const header =
      '/repo/node_modules/@mantine/core/esm/components/AppShell/AppShellHeader/AppShellHeader.mjs';
    const modal = '/repo/node_modules/@mantine/core/esm/components/ModalBase/ModalBase.mjs';
    expect(isAppShellRemoveScroll('react-remove-scroll', header)).toBe(true);
    expect(isAppShellRemoveScroll('react-remove-scroll', modal)).toBe(false);
    expect(isAppShellRemoveScroll('react', header)).toBe(false);
  });

  it('gives the class names react-remove-scroll has', () => {
    expect(RemoveScroll.classNames).toEqual({ fullWidth: fullWidthClassName, zeroRight: zeroRightClassName });
  });
});
