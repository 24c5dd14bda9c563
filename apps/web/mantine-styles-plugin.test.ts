import { describe, expect, it } from 'vitest';
import { withComponentStyles } from './mantine-styles-plugin';

const module = 'var Button_module_default = { root: "m_77c9d27d" };';
const all = () => true;

describe("Mantine's styles per component", () => {
  it("imports a component's style sheet in the module of its class names", () => {
    const id = '/repo/node_modules/@mantine/core/esm/components/Button/Button.module.mjs';
    expect(withComponentStyles(module, id, all)).toBe(`import '@mantine/core/styles/Button.css';\n${module}`);
  });

  it('finds the components nested in another one', () => {
    const id =
      '/repo/node_modules/@mantine/core/esm/components/Combobox/ComboboxChevron/ComboboxChevron.module.mjs';
    expect(withComponentStyles(module, id, all)).toMatch(
      /^import '@mantine\/core\/styles\/ComboboxChevron\.css';/,
    );
  });

  it('leaves every other module, and a component without a style sheet, as it is', () => {
    expect(
      withComponentStyles(module, '/repo/node_modules/@mantine/core/esm/components/Button/Button.mjs', all),
    ).toBeNull();
    expect(withComponentStyles(module, '/repo/apps/web/src/app/shell.module.mjs', all)).toBeNull();
    const id = '/repo/node_modules/@mantine/core/esm/components/Button/Button.module.mjs';
    expect(withComponentStyles(module, id, () => false)).toBeNull();
  });
});
