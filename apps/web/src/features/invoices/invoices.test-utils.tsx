import { vi } from 'vitest';
import type { FakeApi, FakeAnswer } from '../../test/fake-api';
import { renderWithApi, type RenderOptions } from '../../test/render-with-api';
import type { InvoiceOptions } from './api/get-invoice-options';
import { SubmitInvoiceFlow } from './components/submit-invoice-flow';

// Submit Invoice rendered as a My Loads card starts it, over a fake API that answers what the dialog
// may offer, the upload and the provider's invoice as a test says.

export const invoiceShipment = { shipmentId: 'S1', sourceSystem: 'MASTERMIND', division: null };

export function makeInvoiceOptions(overrides: Partial<InvoiceOptions> = {}): InvoiceOptions {
  return {
    shipmentId: 'S1',
    shipmentState: 'DELIVERED_NEEDS_PPWK',
    choices: ['YES', 'NO'],
    invoiceNumberShown: true,
    invoiceNumberMaxLength: 30,
    missingDocuments: ['masterBillOfLading', 'proofOfDelivery'],
    invoiceMissing: true,
    ...overrides,
  } as InvoiceOptions;
}

export const answerOptions =
  (options: InvoiceOptions | null = makeInvoiceOptions()): FakeAnswer<'getInvoiceOptions'> =>
  () => ({ data: { getInvoiceOptions: options } });

/** The provider's invoice as createInvoice answers it. */
export const answerCreated =
  (overrides: { created?: boolean; emailQueued?: boolean } = {}): FakeAnswer<'createInvoice'> =>
  (variables) => ({
    data: {
      createInvoice: {
        status: 'OK',
        message: 'Your invoice was prepared and e-mailed to you.',
        created: overrides.created ?? true,
        shipmentState: 'DELIVERED_NEEDS_PPWK',
        response: {
          documentId: 'd1',
          documentNumber: `${variables.shipmentId}-3`,
          invoiceNumber: variables.invoiceNumber ?? `INV-${variables.shipmentId}`,
          fileName: `invoice-${variables.shipmentId}.pdf`,
          totalAmount: '2832.62',
          currency: 'USD',
          createdDateTime: '2030-03-01T12:00:00.000Z',
          emailQueued: overrides.emailQueued ?? variables.sendEmail,
        },
      },
    },
  });

/** The upload route's answer: a JSON body with its status. */
export const uploadAnswer =
  (body: Record<string, unknown>, status = 200) =>
  () =>
    Response.json(body, { status });

export const uploadPath = '/web/v2/uploadInvoiceV2';

type FlowOptions = Omit<RenderOptions, 'api'> & {
  graphql?: FakeApi['graphql'];
  rest?: FakeApi['rest'];
};

export function renderSubmitInvoice({ graphql = {}, rest = {}, ...options }: FlowOptions = {}) {
  const onClose = vi.fn();
  const onDone = vi.fn();
  const rendered = renderWithApi(
    <SubmitInvoiceFlow shipment={invoiceShipment} onClose={onClose} onDone={onDone} />,
    { ...options, api: { graphql: { getInvoiceOptions: answerOptions(), ...graphql }, rest } },
  );
  return { ...rendered, onClose, onDone };
}

/** A file as the browser hands it over: its bytes, its name and its declared type. */
export function makeFile(bytes: Uint8Array, name: string, type = 'application/octet-stream'): File {
  return new File([bytes as BlobPart], name, { type });
}
