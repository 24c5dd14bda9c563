import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import type { FakeApi } from '../../../test/fake-api';
import { renderWithApi } from '../../../test/render-with-api';
import { ProductUpdatesBanner } from './product-updates-banner';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

const contentPath = '/contentstack/v1/contentstack';

const entries = [
  {
    key: 'watched-loads',
    title: 'Watched loads are here',
    body: '<p>Find them under <b>Watched</b>.</p>',
    position: 0,
  },
  {
    key: 'recommendations',
    title: 'Recommendations follow your trucks and lanes',
    body: '<p>Post a truck.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    position: 1,
  },
];

const answering = (answer: () => Response): FakeApi => ({ rest: { [contentPath]: answer } });

const banner = () => screen.getByRole('region', { name: 'Product updates' });
const defaultText =
  'Watch loads from any list and find them under Watched. Recommendations now follow the trucks and lanes you post.';

describe('ProductUpdatesBanner', () => {
  it('[D1-2.19] [D3-7.22] shows the home_banner entries of the content API, in order, asked in the app language', async () => {
    const { calls } = renderWithApi(<ProductUpdatesBanner />, {
      api: answering(() => Response.json({ entries })),
    });

    expect(await within(banner()).findByText('Watched loads are here')).toBeTruthy();
    const keys = [...banner().querySelectorAll('[data-content-key]')].map((item) =>
      item.getAttribute('data-content-key'),
    );
    expect(keys).toEqual(['watched-loads', 'recommendations']);
    expect(within(banner()).getByText('Watched').tagName).toBe('B');
    expect(within(banner()).queryByText(defaultText)).toBeNull();
    expect(calls.map((call) => call.url)).toEqual([`${contentPath}?type=home_banner&locale=en`]);
  });

  it('[D1-2.19] sanitises the rich text: no scripts, no event handlers', async () => {
    renderWithApi(<ProductUpdatesBanner />, { api: answering(() => Response.json({ entries })) });

    await within(banner()).findByText('Post a truck.');
    expect(banner().querySelector('script')).toBeNull();
    expect(banner().querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('[D1-2.19] asks again in French when the language changes', async () => {
    const { calls } = renderWithApi(<ProductUpdatesBanner />, {
      api: answering(() => Response.json({ entries })),
    });
    await within(banner()).findByText('Watched loads are here');

    await act(() => i18next.changeLanguage('fr'));

    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(`${contentPath}?type=home_banner&locale=fr`),
    );
  });

  it('[D1-2.19] falls back to the catalogue text when there are no entries', async () => {
    renderWithApi(<ProductUpdatesBanner />, { api: answering(() => Response.json({ entries: [] })) });

    expect(await within(banner()).findByText(defaultText)).toBeTruthy();
  });

  it('[D1-2.19] falls back to the catalogue text when the content cannot be read', async () => {
    renderWithApi(<ProductUpdatesBanner />, {
      api: answering(() => Response.json({ code: 'INTERNAL' }, { status: 500 })),
    });

    expect(await within(banner()).findByText(defaultText)).toBeTruthy();
  });
});
