import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No axe violation on the page, or in the part of it `include` selects (a dialog, a tab panel). */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(violations.map(({ id, nodes }) => [id, nodes.map((node) => node.html.slice(0, 120))])).toEqual([]);
}
