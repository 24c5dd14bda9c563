import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { exeBytes, jpegBytes, pdfBytes } from '@freight/domain/documents/document-samples';
import type { Role } from '@freight/domain/roles';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import type { FakeApi } from '../../../test/fake-api';
import { CaptureError } from '../capture/capture-error';
import type { ReviewItem } from '../capture/capture-review';
import { toCaptureJpeg } from '../capture/to-capture-jpeg';
import {
  answerDocuments,
  findViolations,
  makeDocument,
  makeDocumentsShipment,
  renderDocuments,
} from '../documents.test-utils';
import type { DocumentsShipment } from '../documents-shipment';
import { DocumentsTab } from './documents-tab';

// The capture helpers are another part's (decision 049): the tab is tested against their interface.
vi.mock('../capture/to-capture-jpeg', () => ({
  toCaptureJpeg: vi.fn(
    async (file: File, n: number) => new File([file], `Capture_${n}.jpg`, { type: 'image/jpeg' }),
  ),
}));
vi.mock('../capture/check-photo', () => ({
  checkPhoto: vi.fn(async () => ({ tooDark: false, tooBlurred: false, brightness: 120, sharpness: 300 })),
}));
vi.mock('../capture/describe-pdf', () => ({
  describePdf: vi.fn(async (file: File) => ({ pageCount: 1, sizeBytes: file.size })),
}));
vi.mock('../capture/capture-review', () => ({
  CaptureReview: ({ items, onRemove }: { items: ReviewItem[]; onRemove: (index: number) => void }) => (
    <ul aria-label="Files to send">
      {items.map((item, index) => (
        <li key={item.file.name}>
          {item.file.name}
          <button type="button" onClick={() => onRemove(index)}>
            Remove {item.file.name}
          </button>
        </li>
      ))}
    </ul>
  ),
}));

beforeAll(async () => {
  await initI18n(null);
});

beforeEach(async () => {
  await changeLanguage('en', null);
});

afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
});

const kb = 1024;
/** A PDF of `size` bytes: its magic bytes, then padding (the browser reads the format from the bytes). */
const pdfFile = (name = 'pod.pdf', size = 40 * kb) => {
  const bytes = new Uint8Array(size);
  bytes.set(pdfBytes().subarray(0, Math.min(size, pdfBytes().length)));
  return new File([bytes], name, { type: 'application/pdf' });
};
/** A camera's photo; the capture (mocked above) passes its bytes on as the JPEG. */
const photo = () => new File([new Uint8Array(jpegBytes(800, 600))], 'IMG_0042.HEIC', { type: 'image/heic' });

/** An upload answer (D2-7.21) confirming each file with its createdDateTime (D2-7.27). */
function uploadAnswer(init?: RequestInit, createdDateTime: string | null = '2030-03-01T12:00:00.000Z') {
  const files = [...(init?.body as FormData).getAll('files')] as File[];
  return Response.json({
    shipmentId: 'SH1',
    displayName: files.map((file) => file.name).join(', '),
    message: 'Your documents were uploaded.',
    documents: files.map((file, index) => ({
      documentId: `N${index}`,
      fileName: file.name,
      ...(createdDateTime ? { createdDateTime } : {}),
    })),
  });
}

type TabOptions = {
  shipment?: Partial<DocumentsShipment>;
  roles?: Role[];
  config?: Record<string, unknown>;
  api?: FakeApi;
};

function renderTab({ shipment, roles = ['carrierDriver'], config, api }: TabOptions = {}) {
  return renderDocuments(<DocumentsTab shipment={makeDocumentsShipment(shipment)} />, {
    roles,
    config: { features: { documents: true }, ...config },
    api: {
      ...api,
      graphql: { listRelatedDocumentsV2: answerDocuments(), ...api?.graphql },
      rest: { '/web/v2/submitDocumentV2': (_url, init) => uploadAnswer(init), ...api?.rest },
    },
  });
}

const uploadsOf = (calls: { url: string; variables: Record<string, unknown> }[]) =>
  calls.filter((call) => call.url === '/web/v2/submitDocumentV2').map((call) => call.variables);
/** The picker's and the camera's file inputs (FileButton's hidden inputs). */
const pickerInput = () => document.querySelector<HTMLInputElement>('input[type="file"][multiple]')!;
const cameraInput = () => document.querySelector<HTMLInputElement>('input[type="file"][capture]')!;
const choose = (input: HTMLInputElement, ...files: File[]) => fireEvent.change(input, { target: { files } });
const typeInput = () =>
  screen
    .queryAllByLabelText(/Document type|Type de document/)
    .find((element): element is HTMLInputElement => element instanceof HTMLInputElement)!;
async function chooseType(label: string) {
  fireEvent.click(typeInput());
  fireEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
}
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const uploadForm = async () => screen.findByRole('form', { name: 'Upload documents' });

describe('the Documents tab: the list', () => {
  it('[D2-7.19] [D2-3.08] [D2-9.14] lists each document by name, translated type and Central time, as the server orders them', async () => {
    renderTab({
      api: {
        graphql: {
          listRelatedDocumentsV2: answerDocuments([
            makeDocument({
              documentId: 'D2',
              displayName: 'POD signed',
              documentType: 'proofOfDelivery',
              createdDateTime: '2026-11-25T20:30:00Z',
            }),
            makeDocument(),
            makeDocument({
              documentId: 'D3',
              displayName: 'Rate confirmation L1',
              documentType: 'rateConfirmation',
              source: 'SYSTEM',
            }),
          ]),
        },
      },
    });

    const table = await screen.findByRole('table', { name: 'Documents of load SH1' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Proof of Delivery', 'Nov 25 2:30 PM Central'],
      ['Bill of Lading', 'Nov 24 8:05 AM Central'],
      ['Rate Confirmation', 'Nov 24 8:05 AM Central'],
    ]);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'POD signed',
      'Bill of lading',
      'Rate confirmation L1',
    ]);
  });

  it('[D2-7.19] asks for the shipment with its source system', async () => {
    const { variablesOf } = renderTab();
    await screen.findByRole('table');
    expect(variablesOf('listRelatedDocumentsV2')).toEqual([
      { documentMetaDataRequest: { shipmentId: 'SH1', sourceTms: 'MASTERMIND' } },
    ]);
  });

  it('[D2-8.15] [D1-8.08] without documents reads No documents available', async () => {
    renderTab({ api: { graphql: { listRelatedDocumentsV2: answerDocuments([]) } } });
    expect(await screen.findByText('No documents available')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('[D2-3.08] a type the catalogues do not know shows as it came', async () => {
    renderTab({
      api: {
        graphql: { listRelatedDocumentsV2: answerDocuments([makeDocument({ documentType: 'customsForm' })]) },
      },
    });
    expect(await screen.findByRole('cell', { name: 'customsForm' })).toBeTruthy();
  });
});

describe('the Documents tab: related documents', () => {
  const related = [makeDocument({ documentId: 'R1', displayName: 'Ocean bill of lading', source: 'SOURCE' })];
  const withRelated = (documents = related) => ({
    graphql: { listRelatedDocumentsV2: answerDocuments([makeDocument()], documents) },
  });
  const relatedTable = () => screen.queryByRole('table', { name: 'Documents of the dray route of load SH1' });

  it('[D2-6.14] a dray route with related documents shows them in their own section', async () => {
    renderTab({ shipment: { loadType: 'PO Dray', isDrayRoute: true }, api: withRelated() });
    const table = await screen.findByRole('table', { name: 'Documents of the dray route of load SH1' });
    expect(within(table).getByRole('rowheader', { name: 'Ocean bill of lading' })).toBeTruthy();
  });

  it('[D2-6.14] no section without a dray route', async () => {
    renderTab({ shipment: { isDrayRoute: false }, api: withRelated() });
    await screen.findByRole('table', { name: 'Documents of load SH1' });
    expect(relatedTable()).toBeNull();
  });

  it('[D2-6.14] no section without a related document', async () => {
    renderTab({ shipment: { loadType: 'PO Dray', isDrayRoute: true }, api: withRelated([]) });
    await screen.findByRole('table', { name: 'Documents of load SH1' });
    expect(relatedTable()).toBeNull();
  });

  it('[D2-6.14] no section without its role', async () => {
    renderTab({
      shipment: { loadType: 'PO Dray', isDrayRoute: true },
      roles: ['carrierBeta1'],
      api: withRelated(),
    });
    await screen.findByRole('table', { name: 'Documents of load SH1' });
    expect(relatedTable()).toBeNull();
  });
});

describe('the Documents tab: opening a document', () => {
  let created: string[];
  let revoked: string[];

  beforeEach(() => {
    created = [];
    revoked = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        const url = `blob:test/${created.length}-${blob.type}`;
        created.push(url);
        return url;
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', {
      configurable: true,
      value: (url: string) => revoked.push(url),
    });
  });

  const content = (type: string) => ({
    '/web/v2/documents/': () =>
      new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { headers: { 'Content-Type': type } }),
  });

  it('opens a PDF in the browser from its bytes read with the token, offers it for download, and lets its URL go on close', async () => {
    const { calls } = renderTab({ api: { rest: content('application/pdf') } });
    fireEvent.click(await screen.findByRole('button', { name: 'Open Bill of lading' }));

    const dialog = await screen.findByRole('dialog', { name: 'Bill of lading' });
    const frame = await within(dialog).findByTitle('Bill of lading, PDF document');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(created[0]);
    expect(calls.map((call) => call.url)).toContain('/web/v2/documents/D1/content');
    const download = within(dialog).getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe(created[0]);
    expect(download.getAttribute('download')).toBe('bol.pdf');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(revoked).toEqual(created);
  });

  it('shows an image as an image, saved under the extension of what it is', async () => {
    renderTab({
      api: {
        graphql: {
          listRelatedDocumentsV2: answerDocuments([
            makeDocument({ displayName: 'Scale ticket', fileName: 'ticket', documentExtension: 'jpg' }),
          ]),
        },
        rest: content('image/jpeg'),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open Scale ticket' }));

    const dialog = await screen.findByRole('dialog', { name: 'Scale ticket' });
    expect((await within(dialog).findByRole('img', { name: 'Scale ticket' })).getAttribute('src')).toBe(
      created[0],
    );
    expect(within(dialog).getByRole('link', { name: 'Download' }).getAttribute('download')).toBe(
      'ticket.jpg',
    );
  });

  it('never renders bytes of another type, and says why', async () => {
    renderTab({ api: { rest: content('text/html') } });
    fireEvent.click(await screen.findByRole('button', { name: 'Open Bill of lading' }));

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('This document cannot be shown here.')).toBeTruthy();
    expect(dialog.querySelector('iframe, img')).toBeNull();
    expect(created).toEqual([]);
  });

  it('says when the document could not be read', async () => {
    renderTab({
      api: {
        rest: {
          '/web/v2/documents/': () => Response.json({ code: 'NOT_FOUND', message: 'gone' }, { status: 404 }),
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open Bill of lading' }));
    expect(await screen.findByText('The document could not be opened.')).toBeTruthy();
  });

  it('has no axe violation in the viewer', async () => {
    renderTab({ api: { rest: content('application/pdf') } });
    fireEvent.click(await screen.findByRole('button', { name: 'Open Bill of lading' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTitle('Bill of lading, PDF document');
    expect(await findViolations(document.body, { iframes: false })).toEqual([]);
  });
});

describe('the Documents tab: uploading', () => {
  it('[D2-5.28] [D2-7.21] [D2-7.27] sends the chosen type and files as a multipart form, toasts on createdDateTime and lists again', async () => {
    const { calls, variablesOf } = renderTab();
    await uploadForm();
    await chooseType('Proof of Delivery');
    choose(pickerInput(), pdfFile('pod.pdf'), pdfFile('pod-2.pdf'));
    expect(await screen.findByText('pod-2.pdf')).toBeTruthy();

    send();

    expect(await screen.findByText('Your documents were uploaded.')).toBeTruthy();
    expect(uploadsOf(calls)).toEqual([
      {
        shipmentId: 'SH1',
        sourceSystem: 'MASTERMIND',
        division: '',
        docType: 'proofOfDelivery',
        source: 'FILE',
        files: ['pod.pdf', 'pod-2.pdf'],
      },
    ]);
    await waitFor(() => expect(variablesOf('listRelatedDocumentsV2')).toHaveLength(2));
    expect(screen.queryByText('pod.pdf')).toBeNull();
  });

  it('[D2-5.28] the type is the configured default where it is allowed', async () => {
    renderTab();
    await uploadForm();
    expect(typeInput().value).toBe('Miscellaneous');
    expect(screen.getByRole('button', { name: 'Choose files' }).hasAttribute('disabled')).toBe(false);
  });

  it('[D2-5.28] a type must be chosen before browsing when the default is not among the types', async () => {
    renderTab({ config: { documents: { defaultType: 'createInvoice' } } });
    await uploadForm();
    expect(typeInput().value).toBe('');
    expect(screen.getByRole('button', { name: 'Choose files' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Take photo' }).hasAttribute('disabled')).toBe(true);

    await chooseType('Scale Ticket');
    expect(screen.getByRole('button', { name: 'Choose files' }).hasAttribute('disabled')).toBe(false);
  });

  it('[D2-5.31] [D2-3.07] a photo from the camera goes as a JPEG named Capture_1, marked CAMERA', async () => {
    const { calls } = renderTab();
    await uploadForm();
    expect(cameraInput().getAttribute('accept')).toBe('image/*');
    expect(cameraInput().getAttribute('capture')).toBe('environment');

    choose(cameraInput(), photo());
    expect(await screen.findByText('Capture_1.jpg')).toBeTruthy();
    choose(cameraInput(), photo());
    expect(await screen.findByText('Capture_2.jpg')).toBeTruthy();
    send();

    await screen.findByText('Your documents were uploaded.');
    expect(uploadsOf(calls)).toEqual([
      expect.objectContaining({
        docType: 'miscellaneous',
        source: 'CAMERA',
        files: ['Capture_1.jpg', 'Capture_2.jpg'],
      }),
    ]);
  });

  it('a photo the browser cannot prepare says so and is not added; the next one still is', async () => {
    vi.mocked(toCaptureJpeg).mockRejectedValueOnce(new CaptureError('unreadableImage'));
    renderTab();
    await uploadForm();
    choose(cameraInput(), photo());
    expect(
      await screen.findByText('This photo could not be read. Take it again, or choose a JPEG or PNG image.'),
    ).toBeTruthy();
    expect(screen.queryByText(/^Capture_/)).toBeNull();

    choose(cameraInput(), photo());
    expect(await screen.findByText('Capture_2.jpg')).toBeTruthy();
  });

  it('[D2-3.07] photos and picked files go in one call per source', async () => {
    const { calls } = renderTab();
    await uploadForm();
    choose(pickerInput(), pdfFile());
    choose(cameraInput(), photo());
    await screen.findByText('Capture_1.jpg');
    send();

    await screen.findByText('Your documents were uploaded.');
    expect(uploadsOf(calls).map(({ source, files }) => ({ source, files }))).toEqual([
      { source: 'FILE', files: ['pod.pdf'] },
      { source: 'CAMERA', files: ['Capture_1.jpg'] },
    ]);
  });

  it('[D2-5.27] refuses a file of another format with the format message, for the configured time', async () => {
    renderTab({ config: { toasts: { formatMessageMs: 300 } } });
    await uploadForm();
    choose(pickerInput(), new File(['MZ'], 'setup.exe'), pdfFile());

    const alert = await screen.findByText('Please select documents with .png, .jpg, .jpeg, .pdf format only');
    expect(screen.queryByText('setup.exe')).toBeNull();
    expect(screen.getByText('pod.pdf')).toBeTruthy();
    await waitFor(() => expect(alert.isConnected).toBe(false));
  });

  it('[D2-5.27] reads the format from the bytes: an executable named pod.pdf is refused, a PDF named scan.bin is not', async () => {
    renderTab();
    await uploadForm();
    choose(pickerInput(), new File([exeBytes], 'pod.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('Please select documents with .png, .jpg, .jpeg, .pdf format only'),
    ).toBeTruthy();
    expect(screen.queryByText('pod.pdf')).toBeNull();

    choose(pickerInput(), new File([new Uint8Array(pdfBytes())], 'scan.bin'));
    expect(await screen.findByText('scan.bin')).toBeTruthy();
  });

  it('[D2-5.27] keeps the format message 10 seconds by default', async () => {
    const { defaultConfig } = await import('@freight/domain/config');
    expect(defaultConfig.toasts.formatMessageMs).toBe(10_000);
  });

  it("[D2-5.27] the formats are the configuration's", async () => {
    renderTab({ config: { documents: { formats: ['pdf'] } } });
    await uploadForm();
    choose(pickerInput(), new File([new Uint8Array(10)], 'scan.png', { type: 'image/png' }));
    expect(await screen.findByText('Please select documents with .pdf format only')).toBeTruthy();
    expect(pickerInput().getAttribute('accept')).toBe('.pdf');
  });

  it("[D2-5.27] refuses a file above the configured size, in the user's units", async () => {
    renderTab();
    await uploadForm();
    choose(pickerInput(), pdfFile('big.pdf', 2049 * kb));
    expect(await screen.findByText('Each document must be at most 2 MB.')).toBeTruthy();
    expect(screen.queryByText('big.pdf')).toBeNull();
  });

  it('asks for a file before sending', async () => {
    const { calls } = renderTab();
    await uploadForm();
    send();
    expect(await screen.findByText('Please choose at least one document to upload.')).toBeTruthy();
    expect(uploadsOf(calls)).toEqual([]);
  });

  it('[D2-5.28] [D2-8.13] [D2-6.10] a load type without upload types reads No document type available for selection', async () => {
    renderTab({
      shipment: { sourceSystem: 'MERCURYGATE', loadType: 'Brokerage' },
      roles: ['carrierDispatcher'],
    });
    expect(await screen.findByText('No document type available for selection')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Upload documents' })).toBeNull();
  });

  it('[D2-5.28] [D2-8.13] before the trip starts reads Please start the trip for document upload', async () => {
    renderTab({ shipment: { executionStatus: null } });
    expect(await screen.findByText('Please start the trip for document upload')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Upload documents' })).toBeNull();
  });

  it("[D2-8.13] a refusal shows the server's translated message and keeps the type and files for Retry", async () => {
    let attempts = 0;
    const { calls } = renderTab({
      api: {
        rest: {
          '/web/v2/submitDocumentV2': (_url, init) =>
            (attempts += 1) === 1
              ? Response.json(
                  {
                    code: 'BAD_USER_INPUT',
                    message: 'Please select documents with .png, .jpg, .jpeg, .pdf format only.',
                  },
                  { status: 400 },
                )
              : uploadAnswer(init),
        },
      },
    });
    await uploadForm();
    await chooseType('Lumper Receipts');
    choose(pickerInput(), pdfFile('receipt.pdf'));
    await screen.findByText('receipt.pdf');
    send();

    expect(
      await screen.findByText('Please select documents with .png, .jpg, .jpeg, .pdf format only.'),
    ).toBeTruthy();
    expect(screen.getByText('receipt.pdf')).toBeTruthy();
    expect(typeInput().value).toBe('Lumper Receipts');

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your documents were uploaded.')).toBeTruthy();
    expect(uploadsOf(calls).map((call) => [call.docType, call.files])).toEqual([
      ['lumperReceipt', ['receipt.pdf']],
      ['lumperReceipt', ['receipt.pdf']],
    ]);
  });

  it('a network failure keeps the files and says to try again', async () => {
    renderTab({
      api: {
        rest: {
          '/web/v2/submitDocumentV2': () => {
            throw new TypeError('Failed to fetch');
          },
        },
      },
    });
    await uploadForm();
    choose(pickerInput(), pdfFile());
    await screen.findByText('pod.pdf');
    send();

    expect(
      await screen.findByText('The documents did not reach the server. Check the connection and try again.'),
    ).toBeTruthy();
    expect(screen.getByText('pod.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it("a server failure keeps the files with a message of the app, not the server's internals", async () => {
    renderTab({
      api: {
        rest: { '/web/v2/submitDocumentV2': () => new Response('<html>Bad gateway</html>', { status: 502 }) },
      },
    });
    await uploadForm();
    choose(pickerInput(), pdfFile());
    await screen.findByText('pod.pdf');
    send();

    expect(await screen.findByText('The documents could not be uploaded. Please try again.')).toBeTruthy();
    expect(screen.getByText('pod.pdf')).toBeTruthy();
  });

  it('[D2-7.27] an answer without createdDateTime is no success: the files stay', async () => {
    renderTab({ api: { rest: { '/web/v2/submitDocumentV2': (_url, init) => uploadAnswer(init, null) } } });
    await uploadForm();
    choose(pickerInput(), pdfFile());
    await screen.findByText('pod.pdf');
    send();

    expect(await screen.findByText('The documents could not be uploaded. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Your documents were uploaded.')).toBeNull();
    expect(screen.getByText('pod.pdf')).toBeTruthy();
  });

  it('after a failure in the second call, keeps only the files that did not go', async () => {
    const { calls } = renderTab({
      api: {
        rest: {
          '/web/v2/submitDocumentV2': (_url, init) =>
            (init?.body as FormData).get('source') === 'CAMERA'
              ? Response.json(
                  { code: 'UNAVAILABLE', message: 'The document store is not available.' },
                  { status: 503 },
                )
              : uploadAnswer(init),
        },
      },
    });
    await uploadForm();
    choose(pickerInput(), pdfFile());
    choose(cameraInput(), photo());
    await screen.findByText('Capture_1.jpg');
    send();

    expect(await screen.findByText('The document store is not available.')).toBeTruthy();
    expect(screen.queryByText('pod.pdf')).toBeNull();
    expect(screen.getByText('Capture_1.jpg')).toBeTruthy();
    expect(uploadsOf(calls)).toHaveLength(2);
  });

  it('has no axe violation with the list and the form', async () => {
    renderTab();
    await screen.findByRole('table');
    await uploadForm();
    choose(pickerInput(), pdfFile());
    await screen.findByText('pod.pdf');
    expect(await findViolations(document.body)).toEqual([]);
  });
});

describe('the Documents tab in French', () => {
  it('[D2-3.08] [D2-9.14] reads the list, the types, the time and the upload in French', async () => {
    await changeLanguage('fr', null);
    renderTab({
      api: {
        graphql: {
          listRelatedDocumentsV2: answerDocuments([makeDocument({ documentType: 'proofOfDelivery' })]),
        },
      },
    });

    const table = await screen.findByRole('table', { name: 'Documents du chargement SH1' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/[\u202f\u00a0]/g, ' '));
    expect(cells[0]).toBe('Preuve de livraison');
    expect(cells[1]).toMatch(/^24 nov\.? 8 h 05 heure du Centre$/);
    expect(await screen.findByRole('form', { name: 'Envoyer des documents' })).toBeTruthy();
    expect(typeInput().value).toBe('Divers');
    expect(screen.getByRole('button', { name: 'Prendre une photo' })).toBeTruthy();

    choose(pickerInput(), pdfFile('big.pdf', 2049 * kb));
    expect(
      (await screen.findByText(/^Chaque document doit faire au plus/)).textContent?.replace(
        /[\u202f\u00a0]/g,
        ' ',
      ),
    ).toBe('Chaque document doit faire au plus 2 Mo.');
  });
});
