import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exeBytes, jpegBytes, pdfBytes } from '@freight/domain/documents/document-samples';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { myLoadsCountsQueryKey, myLoadsListsQueryKey } from '../../../lib/query-keys';
import { findViolations, setOnline } from '../../../test/dom';
import {
  answerCreated,
  answerOptions,
  makeFile,
  makeInvoiceOptions,
  renderSubmitInvoice,
  uploadAnswer,
  uploadPath,
} from '../invoices.test-utils';

beforeAll(async () => {
  await initI18n(null);
});
afterEach(async () => {
  notifications.clean();
  setOnline(true);
  await changeLanguage('en', null);
});

const dialog = () => screen.findByRole('dialog', { name: 'Submit Invoice' });
const choose = async (label: string) => fireEvent.click(await screen.findByRole('radio', { name: label }));
const own = 'I upload my own invoice';
const provider = "The provider prepares it from the load's charges";
const filesInput = () => screen.getByLabelText('Invoice files');
const chooseFiles = (...files: File[]) => fireEvent.change(filesInput(), { target: { files } });
const pdf = () => makeFile(pdfBytes(), 'invoice.pdf', 'application/pdf');
const uploads = (calls: { url: string; variables: Record<string, unknown> }[]) =>
  calls.filter((call) => call.url === uploadPath).map((call) => call.variables);

const submitted = {
  shipmentId: 'S1',
  displayName: 'invoice.pdf',
  message: 'Your invoice was submitted.',
  shipmentState: 'DELIVERED_WITH_PPWK',
  documents: [],
};

describe('Submit Invoice', () => {
  it('[D2-4.59] [D2-9.11] asks who makes the invoice, YES or NO, and says what paperwork is still missing', async () => {
    renderSubmitInvoice();
    const shown = await dialog();
    expect(await within(shown).findByRole('radiogroup', { name: /Who makes the invoice/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: own })).toBeTruthy();
    expect(screen.getByRole('radio', { name: provider })).toBeTruthy();
    expect(
      screen.getByText(/Still needed before this load moves to Delivered – With Paperwork/),
    ).toBeTruthy();
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bill of Lading', 'Proof of Delivery', 'the invoice']);
    // Nothing to send before the question is answered.
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
    expect(await findViolations(shown)).toEqual([]);
  });

  it('[D2-4.59] where the provider does not prepare invoices, only YES is offered, already chosen', async () => {
    renderSubmitInvoice({
      graphql: { getInvoiceOptions: answerOptions(makeInvoiceOptions({ choices: ['YES'] })) },
    });
    await dialog();
    expect(await screen.findByRole('radio', { name: own, checked: true })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: provider })).toBeNull();
    expect(screen.getByLabelText('Invoice files')).toBeTruthy();
  });

  it('[D2-5.29] submitting with no file shows the footer message and sends nothing', async () => {
    const { calls } = renderSubmitInvoice({ rest: { [uploadPath]: uploadAnswer(submitted) } });
    await dialog();
    await choose(own);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please attach your invoice before you submit it.',
    );
    expect(uploads(calls)).toEqual([]);
  });

  it('[D2-5.29] the footer message goes once files are chosen or the other choice is taken', async () => {
    renderSubmitInvoice();
    await dialog();
    await choose(own);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Please attach your invoice before you submit it.');
    await choose(provider);
    expect(screen.queryByText('Please attach your invoice before you submit it.')).toBeNull();
  });

  it('[D2-5.29] the footer message is the configured one where it is set', async () => {
    renderSubmitInvoice({
      config: { documents: { invoice: { noFilesFooterText: { en: 'Attach the PDF, then Submit.' } } } },
    });
    await dialog();
    await choose(own);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Attach the PDF, then Submit.');
  });

  it('[D2-5.27] a renamed executable is refused in the browser with the format message; removed, a real PDF goes', async () => {
    const { calls } = renderSubmitInvoice({ rest: { [uploadPath]: uploadAnswer(submitted) } });
    await dialog();
    await choose(own);
    chooseFiles(makeFile(exeBytes, 'invoice.pdf', 'application/pdf'));
    expect(
      (await screen.findByText('Please select documents with .png, .jpg, .jpeg, .pdf format only')).closest(
        'li',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(uploads(calls)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove invoice.pdf' }));
    chooseFiles(pdf());
    await screen.findByRole('button', { name: 'Remove invoice.pdf' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(uploads(calls)).toHaveLength(1));
  });

  it('[D2-5.27] a file above the configured size is refused without being sent, its size shown', async () => {
    renderSubmitInvoice({ config: { documents: { maxSizeKb: 1 } } });
    await dialog();
    await choose(own);
    const big = new Uint8Array(2_048);
    big.set(pdfBytes());
    chooseFiles(makeFile(big, 'big.pdf', 'application/pdf'));
    expect(await screen.findByText(/Each document must be at most 1 kB\./)).toBeTruthy();
    expect(screen.getByText('2 kB')).toBeTruthy();
  });

  it('[D2-7.21] [D2-5.30] [D2-6.11] uploads the files with the number, says so, and makes the lists and counts stale', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(myLoadsCountsQueryKey, []);
    queryClient.setQueryData([...myLoadsListsQueryKey, 'deliveredNeedsPaperWork'], []);
    const { calls, onDone } = renderSubmitInvoice({
      queryClient,
      rest: { [uploadPath]: uploadAnswer(submitted) },
    });
    await dialog();
    await choose(own);
    chooseFiles(pdf(), makeFile(jpegBytes(800, 600), 'page-2.jpg', 'image/jpeg'));
    await screen.findByRole('button', { name: 'Remove page-2.jpg' });
    fireEvent.change(screen.getByLabelText('Invoice number'), { target: { value: ' INV-42 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(uploads(calls)).toEqual([
      {
        shipmentId: 'S1',
        sourceSystem: 'MASTERMIND',
        division: '',
        invoiceNumber: 'INV-42',
        files: ['invoice.pdf', 'page-2.jpg'],
      },
    ]);
    expect(
      await screen.findByText(
        'Your invoice was submitted. Shipment S1 is now in Delivered – With Paperwork.',
      ),
    ).toBeTruthy();
    expect(queryClient.getQueryState(myLoadsCountsQueryKey)?.isInvalidated).toBe(true);
    expect(
      queryClient.getQueryState([...myLoadsListsQueryKey, 'deliveredNeedsPaperWork'])?.isInvalidated,
    ).toBe(true);
  });

  it("a refused upload shows the server's message and keeps the files and the number for a retry", async () => {
    let attempts = 0;
    const { calls, onDone } = renderSubmitInvoice({
      rest: {
        [uploadPath]: () =>
          ++attempts === 1
            ? Response.json(
                {
                  code: 'UNAVAILABLE',
                  message: 'Documents cannot be stored right now. Please try again later.',
                },
                { status: 503 },
              )
            : Response.json(submitted),
      },
    });
    await dialog();
    await choose(own);
    chooseFiles(pdf());
    await screen.findByRole('button', { name: 'Remove invoice.pdf' });
    fireEvent.change(screen.getByLabelText('Invoice number'), { target: { value: 'INV-7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        'The invoice was not sent: Documents cannot be stored right now. Please try again later.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove invoice.pdf' })).toBeTruthy();
    expect((screen.getByLabelText('Invoice number') as HTMLInputElement).value).toBe('INV-7');
    expect(onDone).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(uploads(calls).map((call) => [call.invoiceNumber, call.files])).toEqual([
      ['INV-7', ['invoice.pdf']],
      ['INV-7', ['invoice.pdf']],
    ]);
  });

  it('an upload that never reaches the server says the files are kept', async () => {
    renderSubmitInvoice({
      rest: {
        [uploadPath]: () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await dialog();
    await choose(own);
    chooseFiles(pdf());
    await screen.findByRole('button', { name: 'Remove invoice.pdf' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('The invoice did not reach us. Your files and number are kept: try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove invoice.pdf' })).toBeTruthy();
  });

  it('offline, nothing is sent and the offline alert says why', async () => {
    const { calls } = renderSubmitInvoice({ rest: { [uploadPath]: uploadAnswer(submitted) } });
    await dialog();
    await choose(own);
    chooseFiles(pdf());
    await screen.findByRole('button', { name: 'Remove invoice.pdf' });
    setOnline(false);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please check your network connectivity and try again.')).toBeTruthy();
    expect(uploads(calls)).toEqual([]);
  });

  it('[D2-5.30] the invoice number is asked only where configured, and kept to its length', async () => {
    renderSubmitInvoice({
      graphql: { getInvoiceOptions: answerOptions(makeInvoiceOptions({ invoiceNumberShown: false })) },
    });
    await dialog();
    await choose(provider);
    expect(screen.queryByLabelText('Invoice number')).toBeNull();
  });

  it('[D2-5.30] an invoice number over the configured length is refused before anything is sent, in French too', async () => {
    await changeLanguage('fr', null);
    const { calls } = renderSubmitInvoice({ graphql: { createInvoice: answerCreated() } });
    await screen.findByRole('dialog', { name: 'Soumettre la facture' });
    fireEvent.click(
      await screen.findByRole('radio', {
        name: 'Le fournisseur la prépare à partir des frais du chargement',
      }),
    );
    fireEvent.change(screen.getByLabelText('Numéro de facture'), { target: { value: 'X'.repeat(31) } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(
      await screen.findByText('Le numéro de facture doit comporter au plus 30 caractères.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.operation === 'createInvoice')).toEqual([]);
  });

  it("[D2-4.60] [D2-7.22] NO: the provider prepares it, then the Thank You dialog says so, with the total in the user's locale", async () => {
    const { variablesOf, onDone } = renderSubmitInvoice({ graphql: { createInvoice: answerCreated() } });
    await dialog();
    await choose(provider);
    expect(
      (screen.getByRole('checkbox', { name: 'E-mail me the invoice' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.change(screen.getByLabelText('Invoice number'), { target: { value: 'INV-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));

    const thanks = await screen.findByRole('dialog', { name: 'Thank You' });
    expect(variablesOf('createInvoice')).toEqual([
      { sendEmail: true, shipmentId: 'S1', invoiceNumber: 'INV-9' },
    ]);
    expect(
      within(thanks).getByText('Your invoice INV-9 for shipment S1 was prepared, for a total of $2,832.62.'),
    ).toBeTruthy();
    expect(within(thanks).getByText('It was e-mailed to you with the PDF attached.')).toBeTruthy();
    expect(await findViolations(thanks)).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(within(thanks).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('[D2-4.60] in French the Thank You dialog writes the total as Canadian French does', async () => {
    await changeLanguage('fr', null);
    renderSubmitInvoice({ graphql: { createInvoice: answerCreated({ created: false }) } });
    await screen.findByRole('dialog', { name: 'Soumettre la facture' });
    fireEvent.click(
      await screen.findByRole('radio', {
        name: 'Le fournisseur la prépare à partir des frais du chargement',
      }),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: "M'envoyer la facture par courriel" }));
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    const thanks = await screen.findByRole('dialog', { name: 'Merci' });
    const total = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'USD' }).format(2_832.62);
    expect(thanks.textContent).toContain(`pour un total de ${total}`);
    expect(thanks.textContent).toContain('avait déjà été préparée');
    expect(thanks.textContent).not.toContain('courriel');
    expect(await findViolations(thanks)).toEqual([]);
  });

  it('in French the dialog, its choices and the missing paperwork read in French, with no axe violation', async () => {
    await changeLanguage('fr', null);
    renderSubmitInvoice();
    const shown = await screen.findByRole('dialog', { name: 'Soumettre la facture' });
    await within(shown).findByRole('radio', { name: 'Je téléverse ma propre facture' });
    fireEvent.click(screen.getByRole('radio', { name: 'Je téléverse ma propre facture' }));
    expect(within(shown).getByText('Preuve de livraison')).toBeTruthy();
    expect(within(shown).getByText('Connaissement')).toBeTruthy();
    expect(screen.getByLabelText('Fichiers de la facture')).toBeTruthy();
    expect(await findViolations(shown)).toEqual([]);
  });

  it('says when no invoice can be submitted here, and when the source keeps the paperwork', async () => {
    const { onClose } = renderSubmitInvoice({
      graphql: {
        getInvoiceOptions: answerOptions(makeInvoiceOptions({ choices: [], missingDocuments: null })),
      },
    });
    await dialog();
    expect(await screen.findByText('No invoice can be submitted here for this load.')).toBeTruthy();
    expect(
      screen.getByText(
        'The source system of this load keeps its paperwork and tells us when it is complete.',
      ),
    ).toBeTruthy();
    // The dialog's own Close, not its corner button (both close it).
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it('says when the other paperwork is in and the invoice completes it', async () => {
    renderSubmitInvoice({
      graphql: { getInvoiceOptions: answerOptions(makeInvoiceOptions({ missingDocuments: [] })) },
    });
    expect(await screen.findByText('The other paperwork is in: your invoice completes it.')).toBeTruthy();
  });
});
