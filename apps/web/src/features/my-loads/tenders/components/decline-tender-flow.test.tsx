import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '@freight/domain/config';
import { findViolations } from '../../../loads/details/load-details.test-utils';
import { changeLanguage, initI18n } from '../../../../lib/i18n';
import { renderTenderFlow, tenderAnswer, tenderedShipment } from '../tenders.test-utils';
import { DeclineTenderFlow } from './decline-tender-flow';

beforeAll(async () => {
  await initI18n(null);
});
afterEach(async () => {
  notifications.clean();
  await changeLanguage('en', null);
});

const declined = () => ({
  data: {
    tenderAction: tenderAnswer({
      reason: 'declined',
      message: 'Tender Declined Successfully',
      shipmentState: 'TENDER_DECLINED',
      myLoadsBucket: null,
    }),
  },
});
const nonAsset = () =>
  tenderedShipment({ sourceSystem: 'OTMNONASSET', loadType: 'Freight Under Management' });
const declineButton = () => screen.getByRole('button', { name: 'Decline' });
/** The select's input (its listbox carries the same label). */
const reasonInput = (label: RegExp) =>
  screen.queryAllByLabelText(label).find((element) => element.tagName === 'INPUT');
const chooseReason = async (label: string) => {
  fireEvent.click(reasonInput(/Reason/)!);
  fireEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
};

describe('the Decline dialog', () => {
  it('[D2-4.12] [D2-9.09] a non-asset Freight Under Management load needs one of the reasons before Decline is enabled', async () => {
    const { inputsOf, onDone } = renderTenderFlow(DeclineTenderFlow, nonAsset(), {
      answer: { tenderAction: declined },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Decline Load' });
    expect(declineButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(reasonInput(/Reason/)!);
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options).toHaveLength(defaultConfig.declineReasonCodes.length);
    expect(options.map((option) => option.textContent)).toContain('Next-day pickup tendered after cutoff');
    fireEvent.click(screen.getByRole('option', { name: 'Capacity constraints', hidden: true }));
    expect(declineButton().hasAttribute('disabled')).toBe(false);
    expect(await findViolations(dialog)).toEqual([]);

    fireEvent.click(declineButton());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(inputsOf('tenderAction')).toEqual([
      { shipmentId: 'S1', action: 'DECLINE', reasonCode: 'CAPACITY_CONSTRAINTS' },
    ]);
    expect(await screen.findByText('Tender Declined Successfully')).toBeTruthy();
  });

  it('[D2-4.12] without configured reasons Decline is enabled at once and sends no reason', async () => {
    const { inputsOf, onDone } = renderTenderFlow(DeclineTenderFlow, tenderedShipment(), {
      answer: { tenderAction: declined },
    });
    await screen.findByRole('dialog', { name: 'Decline Load' });
    expect(reasonInput(/Reason/)).toBeUndefined();
    fireEvent.click(declineButton());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(inputsOf('tenderAction')).toEqual([{ shipmentId: 'S1', action: 'DECLINE' }]);
  });

  it('[D2-9.09] the reasons are shown in French, and a code the catalogues do not know shows as it is', async () => {
    await changeLanguage('fr', null);
    renderTenderFlow(DeclineTenderFlow, nonAsset(), {
      config: { declineReasonCodes: ['WEIGHT', 'ROAD_CLOSED'] },
    });
    await screen.findByRole('dialog', { name: 'Refuser le chargement' });
    fireEvent.click(reasonInput(/Motif/)!);
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Poids', 'ROAD_CLOSED']);
  });

  it('[D2-4.13] [D2-8.11] a refusal shows the server message and the tendered list is fetched again', async () => {
    const { onDone } = renderTenderFlow(DeclineTenderFlow, tenderedShipment(), {
      answer: {
        tenderAction: () => ({
          data: {
            tenderAction: tenderAnswer({
              status: 'REJECTED',
              reason: 'alreadyAccepted',
              message: 'This tender has already been accepted.',
            }),
          },
        }),
      },
    });
    await screen.findByRole('dialog', { name: 'Decline Load' });
    fireEvent.click(declineButton());
    expect(await screen.findByText('This tender has already been accepted.')).toBeTruthy();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('[D2-4.12] a reason the server refuses shows under the reason, and the dialog stays open', async () => {
    const { onDone } = renderTenderFlow(DeclineTenderFlow, nonAsset(), {
      answer: {
        tenderAction: () => ({
          errors: [
            {
              message: 'Choose one of the decline reasons.',
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: { reasonCode: 'Choose one of the decline reasons.' },
              },
            },
          ],
        }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Decline Load' });
    await chooseReason('Weight');
    fireEvent.click(declineButton());
    expect(await within(dialog).findByText('Choose one of the decline reasons.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('Cancel closes the dialog with nothing sent', async () => {
    const { onClose, inputsOf } = renderTenderFlow(DeclineTenderFlow, tenderedShipment());
    await screen.findByRole('dialog', { name: 'Decline Load' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(inputsOf('tenderAction')).toEqual([]);
  });
});
