import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { shipmentDetailsQueryKey } from '../../../lib/query-keys';
import { findViolations } from '../../../test/dom';
import type { FakeApi } from '../../../test/fake-api';
import type { ReferenceShipment } from '../api/get-shipment-references';
import { answerAdded, makeReferenceShipment, renderReferences } from '../references.test-utils';
import { AddReferenceDialog, type ReferenceStop } from './add-reference-dialog';

beforeAll(async () => {
  await initI18n(null);
});
afterEach(async () => {
  notifications.clean();
  vi.restoreAllMocks();
  await changeLanguage('en', null);
});

const logged = () => ({ data: { logUserEvent: true } });

type DialogOptions = {
  stop?: ReferenceStop | null;
  shipment?: ReferenceShipment;
  /** Remote configuration merged on the defaults. */
  config?: Record<string, unknown>;
};

function renderDialog(
  graphql: FakeApi['graphql'] = { addReference: answerAdded(), logUserEvent: logged },
  { stop = null, shipment = makeReferenceShipment(), config }: DialogOptions = {},
) {
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(shipmentDetailsQueryKey('S1'), { shipmentId: 'S1' });
  const rendered = renderReferences(
    <AddReferenceDialog shipment={shipment} stop={stop} opened onClose={onClose} />,
    { graphql, queryClient, ...(config ? { config } : {}) },
  );
  return { ...rendered, onClose };
}

/** The input of a labelled field (a Select's listbox carries the same label). */
const inputOf = (label: string | RegExp) =>
  screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT') as HTMLInputElement;
const typeInput = (number: number) => inputOf(new RegExp(`^Type of reference ${number}`));
const valueInput = (number: number) => inputOf(new RegExp(`^Value of reference ${number}`));
const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');

/** Chooses a type in the select of one row (each row's options are its own). */
async function chooseType(number: number, label: string) {
  const input = typeInput(number);
  fireEvent.click(input);
  const row = within(input.closest('li')!);
  fireEvent.click(await row.findByRole('option', { name: label, hidden: true }));
}
const typeValue = (number: number, value: string) =>
  fireEvent.change(valueInput(number), { target: { value } });

describe('the Add Reference dialog', () => {
  it('[D2-5.33] offers the sorted reference types of the shipment source', async () => {
    renderDialog();
    await screen.findByRole('dialog', { name: 'Add Reference' });
    fireEvent.click(typeInput(1));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual([
      'BOL Number',
      'Customer Reference',
      'Delivery Number',
      'Pickup Number',
      'PO Number',
    ]);
  });

  it('[D2-5.33] a division entry of the configuration gives its own types, sorted', async () => {
    renderDialog(undefined, {
      shipment: makeReferenceShipment({ sourceSystem: 'ASL', division: 'RAIL' }),
      config: { references: { types: { 'ASL/RAIL': ['Rail Car Number', 'Container Number'] } } },
    });
    await screen.findByRole('dialog', { name: 'Add Reference' });
    fireEvent.click(typeInput(1));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Container Number', 'Rail Car Number']);
  });

  it('[D2-5.33] Confirm is disabled until every row has its type and value', async () => {
    renderDialog();
    await screen.findByRole('dialog', { name: 'Add Reference' });
    expect(isDisabled(confirmButton())).toBe(true);
    await chooseType(1, 'PO Number');
    expect(isDisabled(confirmButton())).toBe(true);
    typeValue(1, 'PO-778');
    expect(isDisabled(confirmButton())).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    expect(isDisabled(confirmButton())).toBe(true);
    typeValue(2, '   ');
    expect(isDisabled(confirmButton())).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove reference 2' }));
    expect(isDisabled(confirmButton())).toBe(false);
    expect(isDisabled(screen.getByRole('button', { name: 'Remove reference 1' }))).toBe(true);
  });

  it('[D2-5.33] a field left empty gets its error border and *All fields are required', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add Reference' });
    await chooseType(1, 'PO Number');
    fireEvent.blur(valueInput(1));
    expect(await within(dialog).findByText('*All fields are required')).toBeTruthy();
    expect(valueInput(1).getAttribute('aria-invalid')).toBe('true');
    expect(typeInput(1).getAttribute('aria-invalid')).not.toBe('true');
    expect(await findViolations(dialog)).toEqual([]);
    typeValue(1, 'PO-778');
    await waitFor(() => expect(within(dialog).queryByText('*All fields are required')).toBeNull());
  });

  it('[D2-5.33] [D2-9.06] the value is capped at 25 characters and kept on one line', async () => {
    renderDialog();
    await screen.findByRole('dialog', { name: 'Add Reference' });
    typeValue(1, `${'A'.repeat(20)}\n${'B'.repeat(10)}`);
    expect(valueInput(1).value).toBe(`${'A'.repeat(20)}${'B'.repeat(5)}`);
    expect(valueInput(1).maxLength).toBe(25);
  });

  it('[D2-4.62] [D2-3.10] sends the add-reference action, toasts Reference added successfully for 5 s and refreshes the details', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { inputsOf, onClose, queryClient } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add Reference' });
    await chooseType(1, 'PO Number');
    typeValue(1, ' PO-778 ');
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    await chooseType(2, 'BOL Number');
    typeValue(2, 'B-1');
    expect(await findViolations(dialog)).toEqual([]);
    fireEvent.click(confirmButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(inputsOf('addReference')).toEqual([
      {
        shipmentId: 'S1',
        sourceSystem: 'MERCURYGATE',
        actionType: 'refUpdate',
        actionQualifier: 'SHIPMENT',
        actionDetail: 'inTransit',
        actionDateTime: null,
        references: [
          { referenceType: 'PO Number', referenceValue: 'PO-778', stopId: null },
          { referenceType: 'BOL Number', referenceValue: 'B-1', stopId: null },
        ],
      },
    ]);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Reference added successfully', autoClose: 5_000 }),
    );
    expect(queryClient.getQueryState(shipmentDetailsQueryKey('S1'))?.isInvalidated).toBe(true);
    expect(inputsOf('logUserEvent')).toEqual([]);
  });

  it('[D2-4.63] an answer other than that text logs a failure, shows no toast and keeps the rows', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { inputsOf, onClose } = renderDialog({
      addReference: answerAdded('References are being processed'),
      logUserEvent: logged,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add Reference' });
    await chooseType(1, 'PO Number');
    typeValue(1, 'PO-778');
    fireEvent.click(confirmButton());

    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'References are being processed',
    );
    await waitFor(() =>
      expect(inputsOf('logUserEvent')).toEqual([
        {
          name: 'references.addFailed',
          data: [
            { key: 'shipmentId', stringValue: 'S1' },
            { key: 'message', stringValue: 'References are being processed' },
          ],
        },
      ]),
    );
    expect(show).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(valueInput(1).value).toBe('PO-778');
  });

  it('a refused row shows the server text on its field; a failed call keeps every row for a retry', async () => {
    let calls = 0;
    const { inputsOf } = renderDialog({
      addReference: () => {
        calls += 1;
        return calls === 1
          ? {
              errors: [
                {
                  message: 'This reference is already in the list.',
                  extensions: {
                    code: 'BAD_USER_INPUT',
                    fields: { 'references.0.referenceValue': 'This reference is already in the list.' },
                  },
                },
              ],
            }
          : { errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] };
      },
      logUserEvent: logged,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add Reference' });
    await chooseType(1, 'PO Number');
    typeValue(1, 'PO-778');
    fireEvent.click(confirmButton());
    expect(await within(dialog).findByText('This reference is already in the list.')).toBeTruthy();
    expect(valueInput(1).getAttribute('aria-invalid')).toBe('true');

    typeValue(1, 'PO-779');
    fireEvent.click(confirmButton());
    expect(
      await within(dialog).findByText('The references could not be added. Please try again.'),
    ).toBeTruthy();
    expect(valueInput(1).value).toBe('PO-779');
    expect(typeInput(1).value).toBe('PO Number');
    await waitFor(() =>
      expect(inputsOf('logUserEvent').map((input) => input.data)).toEqual([
        [
          { key: 'shipmentId', stringValue: 'S1' },
          { key: 'status', stringValue: 'BAD_USER_INPUT' },
        ],
        [
          { key: 'shipmentId', stringValue: 'S1' },
          { key: 'status', stringValue: 'INTERNAL' },
        ],
      ]),
    );
  });

  it('a stop reference carries the stop and says which stop it is for', async () => {
    const { inputsOf, onClose } = renderDialog(undefined, { stop: { stopId: 'D2', sequenceNo: 2 } });
    await screen.findByRole('dialog', { name: 'Add Reference, stop 2' });
    await chooseType(1, 'Delivery Number');
    typeValue(1, 'DN-5');
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(inputsOf('addReference')[0]).toMatchObject({
      actionQualifier: 'STOP',
      references: [{ referenceType: 'Delivery Number', referenceValue: 'DN-5', stopId: 'D2' }],
    });
  });

  it('[D2-5.33] [D2-4.62] in French: the labels, the sorted types, the required text and the success', async () => {
    await changeLanguage('fr', null);
    const show = vi.spyOn(notifications, 'show');
    const { onClose } = renderDialog({
      addReference: answerAdded('Référence ajoutée avec succès'),
      logUserEvent: logged,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une référence' });
    fireEvent.click(inputOf(/^Type de la référence 1/));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual([
      'Numéro d’enlèvement',
      'Numéro de bon de commande (PO)',
      'Numéro de connaissement (BOL)',
      'Numéro de livraison',
      'Référence client',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Numéro de livraison', hidden: true }));
    fireEvent.blur(inputOf(/^Valeur de la référence 1/));
    expect(await within(dialog).findByText('*Tous les champs sont obligatoires')).toBeTruthy();
    expect(await findViolations(dialog)).toEqual([]);
    fireEvent.change(inputOf(/^Valeur de la référence 1/), { target: { value: 'DN-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Référence ajoutée avec succès' }));
  });
});
