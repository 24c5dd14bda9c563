import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import type { LoadCardPosting } from '../api/load-posting';
import { formatAppointmentWindow } from './load-card-dates';
import { LoadList } from './load-list';
import { makeFullPosting, makePosting, makeStop } from '../../../test/load-postings.fixtures';
import { renderWithApi } from '../../../test/render-with-api';

beforeAll(async () => {
  await initI18n(null);
});

function renderCards(
  postings: LoadCardPosting[],
  expandedLoadId: string | null = null,
  onToggle: (loadId: string) => void = () => {},
) {
  return renderWithApi(<LoadList postings={postings} expandedLoadId={expandedLoadId} onToggle={onToggle} />, {
    api: {
      graphql: {
        getLoadPosting: ({ loadId }) => {
          const posting = postings.find((item) => item.loadId === loadId);
          return { data: { getLoadPosting: posting ? makeFullPosting(posting) : null } };
        },
      },
    },
  });
}

function card(loadId: string) {
  const element = document.querySelector<HTMLElement>(`[data-load-id="${loadId}"]`);
  if (!element) throw new Error(`No card for ${loadId}`);
  return within(element);
}

describe('load card', () => {
  it('[D1-9.07] shows the price in whole dollars, truncated, and the rate per mile', () => {
    renderCards([
      makePosting({ loadId: 'A', rate: { totalCharge: '1850.99', currency: 'USD' } }),
      makePosting({ loadId: 'B', totalDistance: 1000, rate: { totalCharge: '2150.00', currency: 'USD' } }),
    ]);

    expect(card('A').getByText('$1,850')).toBeTruthy();
    expect(card('A').queryByText('$1,851')).toBeNull();
    expect(card('B').getByText('$2,150')).toBeTruthy();
    expect(card('B').getByText('$2.15/mi')).toBeTruthy();
  });

  it('[D1-9.07] a load without a rate reads Contact to Book, with no rate per mile', () => {
    renderCards([
      makePosting({ loadId: 'A', rate: null }),
      makePosting({ loadId: 'B', rate: { totalCharge: null, currency: 'USD' } }),
    ]);

    expect(card('A').getByText('Contact to Book')).toBeTruthy();
    expect(card('B').getByText('Contact to Book')).toBeTruthy();
    expect(screen.queryByText(/\/mi$/)).toBeNull();
  });

  it('[D1-9.07] rounds the distance, with a singular mile at 1', () => {
    renderCards([
      makePosting({ loadId: 'A', totalDistance: 1.2 }),
      makePosting({ loadId: 'B', totalDistance: 1.6 }),
      makePosting({ loadId: 'C', totalDistance: 1234.5 }),
    ]);

    expect(card('A').getByText('1 mile')).toBeTruthy();
    expect(card('B').getByText('2 miles')).toBeTruthy();
    expect(card('C').getByText('1,235 miles')).toBeTruthy();
  });

  it('[D1-9.07] writes the weight with thousands separators and its unit', () => {
    renderCards([makePosting({ totalWeight: 12_345, weightUOM: 'lbs' })]);

    expect(card('L1').getByText('12,345 lbs')).toBeTruthy();
  });

  it('[D1-9.07] counts stop-offs as stops minus 2, shown only when there are some', () => {
    renderCards([
      makePosting({ loadId: 'A', numberOfStops: 2 }),
      makePosting({ loadId: 'B', numberOfStops: 3 }),
      makePosting({ loadId: 'C', numberOfStops: 5 }),
    ]);

    expect(card('A').queryByText(/stop-off/)).toBeNull();
    expect(card('B').getByText('1 stop-off')).toBeTruthy();
    expect(card('C').getByText('3 stop-offs')).toBeTruthy();
  });

  it('[D1-3.01] flags hazardous, high-value and temperature-controlled loads with named icons', () => {
    renderCards([
      makePosting({ loadId: 'A', isHazardous: true, isHighValue: true, isTemperatureControlled: true }),
      makePosting({ loadId: 'B' }),
    ]);

    for (const name of ['Hazardous materials', 'High value', 'Temperature controlled']) {
      expect(card('A').getByRole('img', { name })).toBeTruthy();
    }
    expect(card('B').queryAllByRole('img')).toHaveLength(0);
  });

  it('[D1-9.07] shows origin and destination with their appointment windows, the pick-up date, trailer and deadheads', () => {
    renderCards([makePosting({ originDeadHead: 12.4, destinationDeadHead: 30.6, transportMode: 'Flatbed' })]);

    const view = card('L1');
    expect(view.getByText('Chicago, IL')).toBeTruthy();
    expect(view.getByText('Dallas, TX')).toBeTruthy();
    expect(view.getByText('Nov 24, 8:00 AM – 4:00 PM')).toBeTruthy();
    expect(view.getByText('Nov 26, 6:00 AM – 2:00 PM')).toBeTruthy();
    expect(view.getByText('Pick-up Nov 24, 2026')).toBeTruthy();
    expect(view.getByText('Flatbed')).toBeTruthy();
    expect(view.getByText('Origin deadhead 12 mi')).toBeTruthy();
    expect(view.getByText('Destination deadhead 31 mi')).toBeTruthy();
  });

  it("[D1-9.07] writes appointment times on the stop's own clock, whatever the reader's zone", () => {
    expect(formatAppointmentWindow('2026-11-24T08:00:00-08:00', '2026-11-24T16:30:00-08:00')).toBe(
      'Nov 24, 8:00 AM – 4:30 PM',
    );
    expect(formatAppointmentWindow('2026-11-24T22:00:00+00:00', '2026-11-25T02:00:00+00:00')).toBe(
      'Nov 24, 10:00 PM – Nov 25, 2:00 AM',
    );
  });

  it('[D1-9.07] an open card lists the stops in sequence order and the rate lines with 2 decimals', async () => {
    const posting = makePosting({
      stops: [
        makeStop({ stopId: 'last', stopSequence: 3, stopType: 'D', city: 'Dallas', state: 'TX' }),
        makeStop({ stopId: 'first', stopSequence: 1, stopType: 'P', city: 'Chicago', state: 'IL' }),
        makeStop({
          stopId: 'middle',
          stopSequence: 2,
          stopType: 'D',
          city: 'Memphis',
          state: 'TN',
          appointmentState: 'P',
        }),
      ],
      numberOfStops: 3,
    });
    renderCards([posting], 'L1');

    const details = await screen.findByRole('region', { name: 'Load details' });
    const stops = within(details)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(stops[0]).toContain('1 Chicago Street');
    expect(stops[1]).toContain('1 Memphis Street');
    expect(stops[1]).toContain('Appointment not confirmed');
    expect(stops[2]).toContain('1 Dallas Street');
    fireEvent.click(within(details).getByRole('tab', { name: 'Pay' }));
    expect(within(details).getByRole('row', { name: 'Line haul $1,500.50' })).toBeTruthy();
    expect(within(details).getByRole('row', { name: 'Fuel $300.49' })).toBeTruthy();
    expect(within(details).getByRole('row', { name: 'Detention $50.00' })).toBeTruthy();
    expect(within(details).getByRole('row', { name: 'Total $1,850.99' })).toBeTruthy();
  });

  it('exposes its load id and whether it is open; a click asks to open or close it', async () => {
    const onToggle = vi.fn();
    renderCards([makePosting({ loadId: 'A' }), makePosting({ loadId: 'B' })], 'A', onToggle);

    const open = document.querySelector<HTMLElement>('[data-load-id="A"] [aria-expanded]')!;
    const closed = document.querySelector<HTMLElement>('[data-load-id="B"] [aria-expanded]')!;
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(closed.getAttribute('aria-expanded')).toBe('false');
    expect(await screen.findByRole('region', { name: 'Load details' })).toBeTruthy();

    fireEvent.click(closed);
    expect(onToggle).toHaveBeenCalledWith('B');
  });
});

/** A number as Intl writes it in Canadian French, its no-break spaces read as the page's text reads. */
const inFrench = (value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat('fr-CA', options).format(value).replace(/\s/g, ' ');

describe('load card in French', () => {
  afterEach(async () => {
    await changeLanguage('en', null);
  });

  it('[D1-9.07] writes the price, the rate per mile, the distance and the weight as in French', async () => {
    await changeLanguage('fr', null);
    renderCards([
      makePosting({
        loadId: 'A',
        totalDistance: 1234.5,
        totalWeight: 19_760,
        weightUOM: 'lb',
        rate: { totalCharge: '4011.99', currency: 'USD' },
      }),
    ]);

    const price = inFrench(4011, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    expect(price).toBe('4 011 $ US');
    expect(card('A').getByText(price)).toBeTruthy();
    expect(
      card('A').getByText(`${inFrench(3.25, { style: 'currency', currency: 'USD' })}/mille`),
    ).toBeTruthy();
    expect(card('A').getByText(`${inFrench(1235)} milles`)).toBeTruthy();
    expect(card('A').getByText(`${inFrench(19_760)} lb`)).toBeTruthy();
    expect(`${inFrench(19_760)} lb`).toBe('19 760 lb');
  });

  it('[D1-9.07] names the trailer type and writes the deadheads in milles', async () => {
    await changeLanguage('fr', null);
    renderCards([
      makePosting({ loadId: 'A', transportMode: 'Dry Van', originDeadHead: 0.8, destinationDeadHead: 1250 }),
      makePosting({ loadId: 'B', transportMode: 'Power Only' }),
      makePosting({ loadId: 'C', transportMode: 'Tanker' }),
    ]);

    expect(card('A').getByText('Fourgon sec')).toBeTruthy();
    expect(card('A').queryByText('Dry Van')).toBeNull();
    expect(card('B').getByText('Tracteur seul')).toBeTruthy();
    // A mode outside the known trailer types is shown as it came.
    expect(card('C').getByText('Tanker')).toBeTruthy();
    expect(card('A').getByText("Trajet à vide à l'origine : 1 mille")).toBeTruthy();
    expect(card('A').getByText(`Trajet à vide à destination : ${inFrench(1250)} milles`)).toBeTruthy();
  });
});
