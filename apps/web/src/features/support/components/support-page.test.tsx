import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@freight/domain/roles';
import { paths } from '../../../config/paths';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import { renderRoutes, waitForQueries } from '../../../test/render-with-api';
import type { HelpMenuItem } from '../api/get-help-content';
import { SupportPage } from './support-page';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  await changeLanguage('en', null);
});

const menu: HelpMenuItem[] = [
  {
    key: 'faq',
    title: 'Frequently asked questions',
    isFaq: true,
    menuEntries: [
      {
        key: 'faq/booking',
        title: 'Booking',
        sections: [
          {
            key: 'faq/booking/book-now',
            title: 'How do I book a load?',
            group: 'faq/booking',
            richTextDescription:
              '<p>Open a load and press <strong>Book Now</strong>.</p><img src=x alt="" onerror="alert(1)">',
            video: 'https://videos.example.com/book',
          },
        ],
      },
    ],
  },
  {
    key: 'contact',
    title: 'Contact us',
    isFaq: false,
    menuEntries: [
      {
        key: 'contact/desk',
        title: 'Carrier support',
        sections: [
          {
            key: 'contact/desk/phone',
            title: 'Call us',
            group: 'contact/desk',
            richTextDescription: '<p><a href="tel:+18005550100">1-800-555-0100</a></p>',
            video: null,
          },
        ],
      },
    ],
  },
];

function renderSupport(
  roles: Role[] = ['carrierDriver'],
  help: () => Response = () => Response.json({ menuItems: menu }),
) {
  return renderRoutes(
    [{ path: paths.app.support.path, element: <SupportPage /> }],
    paths.app.support.getHref(),
    {
      roles,
      api: {
        rest: {
          '/contentstack/v1/contentstack/help': help,
          '/contentstack/v1/contentstack?type=site_news': () =>
            Response.json({
              entries: [
                {
                  key: 'news-1',
                  title: 'Trailer Rental is here',
                  body: '<p>Rent a trailer.</p>',
                  position: 0,
                },
              ],
            }),
        },
      },
    },
  );
}

describe('the support page', () => {
  it('[D3-2.67] shows headings, the FAQ heading as FAQ, sub-headings and content cards, sanitised', async () => {
    renderSupport();
    expect(await screen.findByRole('heading', { level: 2, name: 'FAQ' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Booking' })).toBeTruthy();
    const card = screen.getByRole('heading', { level: 4, name: 'How do I book a load?' }).closest('article')!;
    expect(within(card).getByText('Book Now').tagName).toBe('STRONG');
    expect(card.innerHTML).not.toContain('onerror');
    const video = within(card).getByRole('link', { name: 'Watch the video: How do I book a load?' });
    expect(video.getAttribute('href')).toBe('https://videos.example.com/book');
    expect(video.getAttribute('rel')).toContain('noopener');
  });

  it('[D3-2.68] the More content: FAQ, contact, then Site News', async () => {
    renderSupport();
    expect(await screen.findByRole('heading', { level: 2, name: 'Site News' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'FAQ',
      'Contact us',
      'Site News',
    ]);
    expect(screen.getByRole('link', { name: '1-800-555-0100' }).getAttribute('href')).toBe(
      'tel:+18005550100',
    );
    expect(screen.getByText('Trailer Rental is here')).toBeTruthy();
    expect(screen.getByRole('link', { name: /send feedback/ }).getAttribute('href')).toBe('/app/feedback');
  });

  it('[D1-6.13] [D3-8.25] a guest is told to register and asks for no content', async () => {
    const { calls, queryClient } = renderSupport(['carrierGuest']);
    expect(await screen.findByText('Register to get full access.')).toBeTruthy();
    await waitForQueries(queryClient);
    expect(calls.filter((call) => call.url.includes('/contentstack/'))).toEqual([]);
    expect(screen.getByRole('link', { name: /send feedback/ })).toBeTruthy();
  });

  it('says when the content cannot be loaded, with Try again', async () => {
    renderSupport(['carrierDriver'], () => Response.json({ code: 'INTERNAL' }, { status: 500 }));
    expect(await screen.findByText('Support content could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('[D3-1.03] reads in French with no accessibility violations', async () => {
    await changeLanguage('fr', null);
    const { calls } = renderSupport();
    expect(await screen.findByRole('heading', { level: 2, name: 'Nouvelles du site' })).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/contentstack/v1/contentstack/help?locale=fr'))).toBe(
      true,
    );
    expect(await findViolations(document.body)).toEqual([]);
  });
});
