import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import type { FakeAnswer } from '../../../test/fake-api';
import { renderRoutes, waitForQueries } from '../../../test/render-with-api';
import { makePaymentLoad, makePaymentLoadsPage, makePaymentTotals } from '../payments.test-utils';
import { ManageFinancialPage } from './manage-financial-page';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  await changeLanguage('en', null);
});

const totals: FakeAnswer<'getCarrierPaymentTotals'> = () => ({
  data: { getCarrierPaymentTotals: makePaymentTotals() },
});

/** 30 loads in pages of 25, every stage; a stage asked for gets its own. */
const loads: FakeAnswer<'getCarrierPaymentLoads'> = ({ input }) => {
  if (input?.stage === 'scheduled')
    return {
      data: {
        getCarrierPaymentLoads: makePaymentLoadsPage([
          makePaymentLoad('S9', {
            stage: 'scheduled',
            waitReason: null,
            expectedPaymentDate: '2030-04-02',
            shipmentState: 'DELIVERED_WITH_PPWK',
          }),
        ]),
      },
    };
  const pageIndex = input?.pageIndex ?? 0;
  const all = [
    makePaymentLoad('S1', { loadId: 'L100', waitReason: 'disputed' }),
    makePaymentLoad('S2', {
      stage: 'paid',
      waitReason: null,
      paidAt: '2030-02-26T15:00:00.000Z',
      amount: '2800.50',
    }),
    ...Array.from({ length: 28 }, (_, index) => makePaymentLoad(`S${index + 100}`)),
  ];
  return {
    data: {
      getCarrierPaymentLoads: makePaymentLoadsPage(all.slice(pageIndex * 25, pageIndex * 25 + 25), {
        totalCount: all.length,
        pageIndex,
      }),
    },
  };
};

function renderPage(
  answers: {
    totals?: FakeAnswer<'getCarrierPaymentTotals'>;
    loads?: FakeAnswer<'getCarrierPaymentLoads'>;
  } = {},
) {
  return renderRoutes(
    [
      { path: paths.app.manageFinancial.path, element: <ManageFinancialPage /> },
      { path: paths.app.myLoads.path, element: <p>My Loads</p> },
    ],
    paths.app.manageFinancial.getHref(),
    {
      api: {
        graphql: {
          getCarrierPaymentTotals: answers.totals ?? totals,
          getCarrierPaymentLoads: answers.loads ?? loads,
        },
      },
    },
  );
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

describe('Manage Financial', () => {
  it('[D1-6.08] totals each stage per currency, through Intl, with the paid loads’ window', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Financial' })).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'By stage' });
    const card = (name: string) => within(section).getByRole('article', { name });
    expect(within(card('Waiting on you')).getByText(/2 loads/).textContent).toBe('2 loads · $5,665.24');
    expect(
      within(card('Waiting on the provider'))
        .getAllByText(/loads? ·/)
        .map((line) => line.textContent),
    ).toEqual(['1 load · CA$500.00', '3 loads · $8,497.86']);
    expect(within(card('Scheduled')).getByText('0 loads')).toBeTruthy();
    expect(within(card('Paid')).getByText('Paid loads since Jan 30, 2030.')).toBeTruthy();
  });

  it('lists the loads what needs action first, each a link to the load in My Loads', async () => {
    const { router } = renderPage();
    const table = await screen.findByRole('table', { name: 'Delivered loads, what needs action first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(25);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Waiting on you', 'Disputed', '$2,832.62']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Paid', 'Paid on Feb 26, 2030.', '$2,800.50']);
    const link = within(rows[0]!).getByRole('link', { name: 'Load #L100' });
    expect(link.getAttribute('href')).toBe('/app/MyLoad?shipmentId=S1');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?shipmentId=S1'));
  });

  it('pages the list and filters it by stage from its first page', async () => {
    const { variablesOf } = renderPage();
    await screen.findByRole('table');
    const pages = screen.getByRole('navigation', { name: 'Pages of the list' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await within(pages).findByText('Page 2 of 2')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6));
    expect(within(pages).getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(screen.getByRole('combobox', { name: 'Stage' }), { target: { value: 'scheduled' } });
    expect(await screen.findByText('Payment expected on Apr 2, 2030.')).toBeTruthy();
    expect(variablesOf('getCarrierPaymentLoads')).toEqual([
      { input: { stage: null, pageIndex: 0 } },
      { input: { stage: null, pageIndex: 1 } },
      { input: { stage: 'scheduled', pageIndex: 0 } },
    ]);
  });

  it('a failed call says so and keeps the stage chosen; Try again asks for the same', async () => {
    let fails = false;
    const { variablesOf, queryClient } = renderPage({
      loads: (variables) =>
        fails ? { errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] } : loads(variables),
    });
    await screen.findByRole('table');
    fails = true;
    fireEvent.change(screen.getByRole('combobox', { name: 'Stage' }), { target: { value: 'paid' } });
    expect(await screen.findByText('Manage Financial could not be loaded.')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Stage' }) as HTMLSelectElement).value).toBe('paid');
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitForQueries(queryClient);
    expect(variablesOf('getCarrierPaymentLoads').at(-1)).toEqual({ input: { stage: 'paid', pageIndex: 0 } });
    expect(screen.queryByText('Manage Financial could not be loaded.')).toBeNull();
  });

  it('says when there is nothing to show', async () => {
    renderPage({
      totals: () => ({ data: { getCarrierPaymentTotals: makePaymentTotals({ totals: [] }) } }),
      loads: () => ({ data: { getCarrierPaymentLoads: makePaymentLoadsPage([]) } }),
    });
    expect(await screen.findByText('No delivered loads yet.')).toBeTruthy();
    expect(await screen.findByText('No loads in this stage.')).toBeTruthy();
  });

  it('reads in French, amounts and days through Intl, with no accessibility violations', async () => {
    await changeLanguage('fr', null);
    const { queryClient } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestion financière' })).toBeTruthy();
    await screen.findByRole('table');
    await waitForQueries(queryClient);
    const section = screen.getByRole('region', { name: 'Par étape' });
    expect(plain(within(section).getByRole('article', { name: 'Payé' }).textContent)).toContain(
      '1 chargement · 2 800,50 $ US',
    );
    expect(await findViolations(document.body)).toEqual([]);
  });
});
