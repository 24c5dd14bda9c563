import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { makeFullPosting, makePosting } from '../../../test/load-postings.fixtures';
import { renderWithApi } from '../../../test/render-with-api';
import { LoadCardDetails } from './load-card-details';

vi.mock('../../../components/ui/map/lazy-load-map', () => ({
  LazyLoadMap: (props: { ariaLabel: string }) => <div role="region" aria-label={props.ariaLabel} />,
}));

beforeAll(async () => {
  await initI18n(null);
});

describe('LoadCardDetails', () => {
  it('[D1-2.23] [D1-2.24] an open card shows the panel of the posting: Map, then Pay', async () => {
    const posting = makePosting({ loadId: 'L7' });
    const { calls } = renderWithApi(<LoadCardDetails loadId="L7" />, {
      api: { graphql: { getLoadPosting: () => ({ data: { getLoadPosting: makeFullPosting(posting) } }) } },
    });

    const panel = await screen.findByRole('region', { name: 'Load details' });
    expect(calls.filter((call) => call.operation === 'getLoadPosting').map((call) => call.variables)).toEqual(
      [{ loadId: 'L7' }],
    );
    expect(
      within(panel)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Map', 'Pay']);
    expect(within(panel).getByRole('region', { name: 'Route of the load on the map' })).toBeTruthy();

    fireEvent.click(within(panel).getByRole('tab', { name: 'Pay' }));
    expect(within(panel).getByRole('row', { name: 'Total $1,850.99' })).toBeTruthy();
  });

  it('[D1-4.18] the booking action sits under the panel of an open card', async () => {
    const posting = makePosting({ loadId: 'L7' });
    renderWithApi(<LoadCardDetails loadId="L7" />, {
      api: {
        graphql: {
          getLoadPosting: () => ({ data: { getLoadPosting: makeFullPosting(posting) } }),
          getBookingMember: () => ({
            data: {
              getUserDetails: {
                carrierActiveIndicator: true,
                source: 'MERCURYGATE',
                member: { userId: 'm1', userType: null },
              },
            },
          }),
        },
      },
    });

    const bookNow = await screen.findByRole('button', { name: 'Book Now' });
    const panel = screen.getByRole('region', { name: 'Load details' });
    expect(panel.contains(bookNow)).toBe(false);
    expect(panel.compareDocumentPosition(bookNow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says so when the load is no longer available', async () => {
    renderWithApi(<LoadCardDetails loadId="gone" />, {
      api: { graphql: { getLoadPosting: () => ({ data: { getLoadPosting: null } }) } },
    });

    expect(await screen.findByText('This load is no longer available.')).toBeTruthy();
  });
});
