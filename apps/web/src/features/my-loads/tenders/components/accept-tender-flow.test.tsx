import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findViolations } from '../../../loads/details/load-details.test-utils';
import { changeLanguage, initI18n } from '../../../../lib/i18n';
import { answerLists, makeMyLoadShipment, makePage, renderMyLoads } from '../../my-loads.test-utils';
import { renderTenderFlow, tenderAnswer, tenderedShipment, termsRest } from '../tenders.test-utils';
import { AcceptTenderFlow } from './accept-tender-flow';

beforeAll(async () => {
  await initI18n(null);
});
afterEach(async () => {
  notifications.clean();
  await changeLanguage('en', null);
});

const dialog = () => screen.findByRole('dialog', { name: 'Accept Load' });
const yesButton = () => screen.getByRole('button', { name: 'Yes' });
const proField = () => screen.getByRole('textbox', { name: /Carrier PRO/ });
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');
const type = (value: string) => fireEvent.change(proField(), { target: { value } });

describe('the Accept dialog', () => {
  it('[D2-4.11] [D2-2.37] shows the sanitised terms of the load type and accepts them with the PRO typed', async () => {
    const { inputsOf, calls, onDone } = renderTenderFlow(AcceptTenderFlow, tenderedShipment(), {
      answer: { tenderAction: () => ({ data: { tenderAction: tenderAnswer() } }) },
    });
    const accept = await dialog();
    const terms = await within(accept).findByRole('region', { name: 'Brokerage terms' });
    expect(within(terms).getByText('30').tagName).toBe('B');
    expect(terms.querySelector('script')).toBeNull();
    expect(
      calls.filter((call) => call.url.startsWith('/v1/contentorconfig')).map((call) => call.url),
    ).toEqual(['/v1/contentorconfig?contentType=terms_and_conditions&loadType=Brokerage&locale=en']);

    type('pro-1001');
    fireEvent.click(yesButton());

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(inputsOf('tenderAction')).toEqual([
      { shipmentId: 'S1', action: 'ACCEPT', termsAccepted: true, carrierPro: 'pro-1001' },
    ]);
    expect(await screen.findByText('Tender Accepted Successfully')).toBeTruthy();
    expect(await findViolations(accept)).toEqual([]);
  });

  it('[D2-4.11] Yes waits for the terms: terms that could not be loaded offer Retry', async () => {
    let isDown = true;
    renderTenderFlow(AcceptTenderFlow, tenderedShipment(), {
      rest: {
        '/v1/contentorconfig': (url, init) =>
          isDown
            ? Response.json({ code: 'INTERNAL' }, { status: 500 })
            : termsRest!['/v1/contentorconfig']!(url, init),
      },
    });
    expect(await screen.findByText('The terms and conditions could not be loaded.')).toBeTruthy();
    expect(isDisabled(yesButton())).toBe(true);
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Brokerage terms' })).toBeTruthy();
    expect(isDisabled(yesButton())).toBe(false);
  });

  it('[D2-4.11] [D2-5.03] Yes is disabled while the PRO has an error, and the error says why', async () => {
    renderTenderFlow(AcceptTenderFlow, tenderedShipment());
    await screen.findByRole('region', { name: 'Brokerage terms' });
    expect(isDisabled(yesButton())).toBe(false);

    type('PRO 1');
    expect(screen.getByText('A carrier PRO has letters, digits and hyphens only.')).toBeTruthy();
    expect(isDisabled(yesButton())).toBe(true);
    type('P'.repeat(31));
    expect(screen.getByText('A carrier PRO has at most 30 characters.')).toBeTruthy();
    expect(isDisabled(yesButton())).toBe(true);
    type('PRO-1');
    expect(isDisabled(yesButton())).toBe(false);
  });

  it('[D2-5.03] the PRO error reads in French', async () => {
    await changeLanguage('fr', null);
    renderTenderFlow(AcceptTenderFlow, tenderedShipment());
    const field = await screen.findByRole('textbox', { name: /PRO du transporteur/ });
    fireEvent.change(field, { target: { value: 'P'.repeat(31) } });
    expect(await screen.findByText('Un PRO du transporteur compte au plus 30 caractères.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('[D2-5.03] an existing PRO shows in the field and may not be cleared: Kindly provide Carrier Pro', async () => {
    renderTenderFlow(AcceptTenderFlow, tenderedShipment({ carrierPro: 'GLF700001' }));
    await screen.findByRole('region', { name: 'Brokerage terms' });
    expect((proField() as HTMLInputElement).value).toBe('GLF700001');
    type('');
    expect(screen.getByText('Kindly provide Carrier Pro')).toBeTruthy();
    expect(isDisabled(yesButton())).toBe(true);
  });

  it('[D2-5.03] the cleared-PRO text comes from the configuration when it has one', async () => {
    renderTenderFlow(AcceptTenderFlow, tenderedShipment({ carrierPro: 'GLF700001' }), {
      config: { tenders: { carrierProRequiredText: { en: 'The PRO is mandatory here.' } } },
    });
    await screen.findByRole('region', { name: 'Brokerage terms' });
    type(' ');
    expect(screen.getByText('The PRO is mandatory here.')).toBeTruthy();
  });

  it('[D2-5.04] [D2-8.02] a PRO the server finds taken shows Carrier Pro already exist and disables Yes until it changes', async () => {
    const { onDone, inputsOf } = renderTenderFlow(AcceptTenderFlow, tenderedShipment(), {
      answer: {
        tenderAction: () => ({
          data: {
            tenderAction: tenderAnswer({
              status: 'REJECTED',
              reason: 'carrierProTaken',
              message: 'Carrier Pro already exist',
              shipmentState: 'TENDERED',
              myLoadsBucket: 'carrierTendered',
            }),
          },
        }),
      },
    });
    await screen.findByRole('region', { name: 'Brokerage terms' });
    type('DUP-1');
    fireEvent.click(yesButton());

    expect(await screen.findByText('Carrier Pro already exist')).toBeTruthy();
    expect(isDisabled(yesButton())).toBe(true);
    expect(onDone).not.toHaveBeenCalled();
    expect(inputsOf('tenderAction')).toHaveLength(1);
    type('DUP-2');
    expect(screen.queryByText('Carrier Pro already exist')).toBeNull();
    expect(isDisabled(yesButton())).toBe(false);
  });

  it('[D2-6.15] where the configuration asks no PRO, the dialog has no PRO field and sends none', async () => {
    const { inputsOf } = renderTenderFlow(AcceptTenderFlow, tenderedShipment(), {
      config: { tenders: { carrierProSources: ['TRINIUM'] } },
      answer: { tenderAction: () => ({ data: { tenderAction: tenderAnswer() } }) },
    });
    await screen.findByRole('region', { name: 'Brokerage terms' });
    expect(screen.queryByRole('textbox', { name: /Carrier PRO/ })).toBeNull();
    fireEvent.click(yesButton());
    await waitFor(() => expect(inputsOf('tenderAction')).toHaveLength(1));
    expect(inputsOf('tenderAction')[0]).toEqual({ shipmentId: 'S1', action: 'ACCEPT', termsAccepted: true });
  });

  it('[D2-4.13] [D2-8.11] a refusal shows the server message and the tendered list is fetched again', async () => {
    const { onDone } = renderTenderFlow(AcceptTenderFlow, tenderedShipment(), {
      answer: {
        tenderAction: () => ({
          data: {
            tenderAction: tenderAnswer({
              status: 'REJECTED',
              reason: 'somethingNew',
              message: 'The shipper withdrew this tender.',
            }),
          },
        }),
      },
    });
    await screen.findByRole('region', { name: 'Brokerage terms' });
    fireEvent.click(yesButton());
    expect(await screen.findByText('The shipper withdrew this tender.')).toBeTruthy();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('[D2-4.13] a tender answered meanwhile says so in the user language', async () => {
    const { onDone } = renderTenderFlow(AcceptTenderFlow, tenderedShipment(), {
      answer: {
        tenderAction: () => ({
          data: {
            tenderAction: tenderAnswer({ status: 'REJECTED', reason: 'alreadyDeclined', message: 'x' }),
          },
        }),
      },
    });
    await screen.findByRole('region', { name: 'Brokerage terms' });
    fireEvent.click(yesButton());
    expect(await screen.findByText('This tender has already been declined.')).toBeTruthy();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('[D2-8.11] a request the server refuses outright shows its message and refreshes the list', async () => {
    const { onDone } = renderTenderFlow(AcceptTenderFlow, tenderedShipment(), {
      answer: {
        tenderAction: () => ({
          errors: [{ message: 'This tender was not found.', extensions: { code: 'NOT_FOUND' } }],
        }),
      },
    });
    await screen.findByRole('region', { name: 'Brokerage terms' });
    fireEvent.click(yesButton());
    expect(await screen.findByText('This tender was not found.')).toBeTruthy();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('No closes the dialog with nothing sent', async () => {
    const { onClose, inputsOf } = renderTenderFlow(AcceptTenderFlow, tenderedShipment());
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(inputsOf('tenderAction')).toEqual([]);
  });
});

describe('Accept on a tendered card', () => {
  it('[D2-2.29] [D2-4.14] accepting from the list removes the load from Carrier Tendered and says so', async () => {
    let isAccepted = false;
    const { variablesOf } = renderMyLoads('/app/MyLoad/CarrierTendered', {
      api: {
        rest: termsRest,
        graphql: {
          ...answerLists(({ filter }) =>
            makePage(filter, isAccepted ? [] : [makeMyLoadShipment('S1', filter)], {
              counts: isAccepted ? { carrierAssigned: 1 } : { carrierTendered: 1 },
            }),
          ),
          tenderAction: () => {
            isAccepted = true;
            return { data: { tenderAction: tenderAnswer() } };
          },
        },
      },
    });
    await screen.findByRole('button', { name: /Shipment # S1/ });
    expect(
      within(screen.getByRole('group', { name: 'Actions for shipment S1' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept', 'Decline Load']);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await screen.findByRole('region', { name: 'Brokerage terms' });
    fireEvent.click(yesButton());

    expect(await screen.findByText('Tender Accepted Successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Shipment # S1/ })).toBeNull());
    expect(variablesOf('getShipmentsWithStopsByState').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('dialog', { name: 'Accept Load' })).toBeNull();
  });
});
