import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '@freight/domain/roles';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import type { FakeAnswer } from '../../../test/fake-api';
import { renderWithApi } from '../../../test/render-with-api';
import type { PaymentTracker } from '../api/get-payment-tracker';
import { makePaymentTracker } from '../payments.test-utils';
import { CheckPaymentStatusFlow } from './check-payment-status-flow';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  await changeLanguage('en', null);
});

const answerWith =
  (tracker: PaymentTracker | null): FakeAnswer<'getPaymentTracker'> =>
  () => ({ data: { getPaymentTracker: tracker } });

function renderFlow(
  answer: FakeAnswer<'getPaymentTracker'>,
  { roles, config }: { roles?: Role[]; config?: Record<string, unknown> } = {},
) {
  const onClose = vi.fn();
  const rendered = renderWithApi(
    <CheckPaymentStatusFlow shipment={{ shipmentId: 'S1', loadId: 'L100' }} onClose={onClose} />,
    { roles, config, api: { graphql: { getPaymentTracker: answer } } },
  );
  return { ...rendered, onClose };
}

/** The steps as read: each stage with its status. */
const stepsOf = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Where the money is' }))
    .getAllByRole('listitem')
    .map((item) => `${item.getAttribute('aria-current') === 'step' ? '> ' : ''}${item.textContent}`);

// Recent ICU writes narrow no-break spaces; compared here as plain ones.
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

describe('Check Payment Status', () => {
  it('[D2-6.10] [D2-4.07] shows the stage as a list of steps and the paperwork still missing', async () => {
    const { variablesOf } = renderFlow(
      answerWith(
        makePaymentTracker({
          missingDocuments: ['masterBillOfLading', 'proofOfDelivery'],
          isInvoiceMissing: true,
        }),
      ),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Payment status' });
    expect(await within(dialog).findByText('Load #L100')).toBeTruthy();
    await within(dialog).findByRole('list', { name: 'Where the money is' });
    expect(stepsOf(dialog)).toEqual([
      '> 1Waiting on youNow',
      '2Waiting on the providerTo come',
      '3ScheduledTo come',
      '4PaidTo come',
    ]);
    expect(
      within(dialog).getByText('The provider needs this paperwork before it can review the invoice:'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Bill of Lading')).toBeTruthy();
    expect(within(dialog).getByText('Proof of Delivery')).toBeTruthy();
    expect(within(dialog).getByText('The invoice')).toBeTruthy();
    expect(variablesOf('getPaymentTracker')).toEqual([{ shipmentId: 'S1' }]);
  });

  it('a dispute shows the provider’s note', async () => {
    renderFlow(answerWith(makePaymentTracker({ waitReason: 'disputed', note: 'The POD is not signed.' })));
    const dialog = await screen.findByRole('dialog', { name: 'Payment status' });
    expect(await within(dialog).findByText('The provider disputes the paperwork of this load.')).toBeTruthy();
    expect(within(dialog).getByText('The POD is not signed.')).toBeTruthy();
  });

  it('waiting on the provider says since when it reviews the paperwork', async () => {
    renderFlow(
      answerWith(
        makePaymentTracker({
          stage: 'waitingOnProvider',
          waitReason: null,
          paperworkCompletedAt: '2030-03-06T02:30:00.000Z',
        }),
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payment status' });
    // 2:30 UTC on 6 March is 5 March in New York, the configuration's default zone.
    expect(
      await within(dialog).findByText(
        'The paperwork has been in since Mar 5, 2030. The provider is reviewing it.',
      ),
    ).toBeTruthy();
    expect(stepsOf(dialog)[0]).toBe('1Waiting on youDone');
    expect(stepsOf(dialog)[1]).toBe('> 2Waiting on the providerNow');
  });

  it('scheduled shows the expected day, by the terms or the provider’s own', async () => {
    renderFlow(
      answerWith(
        makePaymentTracker({
          stage: 'scheduled',
          waitReason: null,
          expectedPaymentDate: '2030-04-04',
          isExpectedDateFromProvider: false,
        }),
      ),
    );
    expect(
      await screen.findByText("Payment expected on Apr 4, 2030, by the provider's payment terms."),
    ).toBeTruthy();
  });

  it('paid shows the day and the amounts, through Intl in the user’s locale', async () => {
    await changeLanguage('fr', null);
    renderFlow(
      answerWith(
        makePaymentTracker({
          stage: 'paid',
          waitReason: null,
          paidAt: '2030-04-08T16:00:00.000Z',
          paidAmount: '2800.50',
          totalAmount: '2832.62',
        }),
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'État du paiement' });
    expect(await within(dialog).findByText('Payé le 8 avr. 2030.')).toBeTruthy();
    expect(plain(within(dialog).getByText('Montant payé').nextElementSibling?.textContent ?? null)).toBe(
      '2 800,50 $ US',
    );
    expect(
      plain(within(dialog).getByText('Total du chargement').nextElementSibling?.textContent ?? null),
    ).toBe('2 832,62 $ US');
  });

  it('[D2-6.01] shows no amount where the server answered none (a driver, an owner-operator)', async () => {
    renderFlow(
      answerWith(makePaymentTracker({ stage: 'paid', waitReason: null, paidAt: '2030-04-08T16:00:00.000Z' })),
      { roles: ['carrierDriver'] },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payment status' });
    await within(dialog).findByText('Paid on Apr 8, 2030.');
    expect(within(dialog).queryByText('Amount paid')).toBeNull();
    expect(within(dialog).queryByText('Load total')).toBeNull();
  });

  it('[D2-6.14] the payment-status link opens the configured external page in a new tab', async () => {
    renderFlow(answerWith(makePaymentTracker()), {
      config: { links: { paymentStatusUrl: 'https://pay.example.test/status' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment status' });
    const link = within(dialog).getByRole('link', {
      name: /^Check Payment Status on the provider's site\s*\(opens in a new tab\)$/,
    });
    expect(link.getAttribute('href')).toBe('https://pay.example.test/status');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('a failed call says so and offers Try again, which asks again', async () => {
    let fails = true;
    const { variablesOf } = renderFlow((variables) =>
      fails
        ? { errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] }
        : answerWith(makePaymentTracker())(variables),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payment status' });
    expect(await within(dialog).findByText('The payment status could not be loaded.')).toBeTruthy();
    fails = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Proof of Delivery')).toBeTruthy();
    expect(variablesOf('getPaymentTracker')).toHaveLength(2);
  });

  it('a load the caller may not see has no payment status to show', async () => {
    renderFlow(answerWith(null));
    expect(await screen.findByText('This load has no payment status you can see.')).toBeTruthy();
  });

  it('Close ends the flow', async () => {
    const { onClose } = renderFlow(answerWith(makePaymentTracker()));
    const dialog = await screen.findByRole('dialog', { name: 'Payment status' });
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it.each(['en', 'fr'] as const)('has no accessibility violations (%s)', async (language) => {
    await changeLanguage(language, null);
    renderFlow(answerWith(makePaymentTracker({ note: 'Stamp missing.', totalAmount: '2832.62' })));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('list', { name: /./ });
    expect(await findViolations(dialog)).toEqual([]);
  });
});
