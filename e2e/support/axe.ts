import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No axe violation on the page, or in the part of it `include` selects (a dialog, a tab panel). */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  // Transitions first come to an end (a dialog fading in, a date picker's dropdown closing): axe would
  // read a half-transparent colour or a closing dropdown. Endless animations (loaders) are not waited on.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(violations.map(({ id, nodes }) => [id, nodes.map((node) => node.html.slice(0, 120))])).toEqual([]);
}
