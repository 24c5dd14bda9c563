import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import type { FakeAnswer } from '../../../test/fake-api';
import { getShipmentDetailsDocument } from './api/get-shipment-details';
import { answerDocuments, makeDocument, makeShipmentDetails, renderDetails } from './load-details.test-utils';
import { LoadDetailsPanel } from './load-details-panel';
import { toShipmentDetailsView } from './load-details-view';

// When the panel fetches the documents (D1-4.17): on the first entry to their tab, not with the
// details; the tab itself is the documents feature's (features/documents).

vi.mock('../../../components/ui/map/lazy-load-map', () => ({
  LazyLoadMap: (props: { ariaLabel: string }) => <div role="region" aria-label={props.ariaLabel} />,
}));

beforeAll(async () => {
  await initI18n(null);
});

function renderPanel(listRelatedDocumentsV2: FakeAnswer<'listRelatedDocumentsV2'> = answerDocuments()) {
  const details = toShipmentDetailsView(makeShipmentDetails());
  return renderDetails(<LoadDetailsPanel details={details} />, {
    config: { features: { documents: true, rateDetails: true } },
    api: { graphql: { listRelatedDocumentsV2, logUserEvent: () => ({ data: { logUserEvent: true } }) } },
  });
}

function openTab(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

const billOfLading = { name: /^Bill of lading Bill of Lading Nov 24 8:05 AM Central/ };
const request = { documentMetaDataRequest: { shipmentId: 'SH1', sourceTms: 'BROKERAGE' } };

describe('Documents tab of the details panel', () => {
  it('[D1-4.17] the details do not ask for the documents: the tab fetches them apart', () => {
    expect(getShipmentDetailsDocument.toString()).not.toMatch(/documents/);
  });

  it('[D1-4.17] the documents are not fetched before the tab is opened, then once on the first entry', async () => {
    const { variablesOf } = renderPanel();

    openTab('Commodities');
    openTab('Pay');
    await waitFor(() => expect(variablesOf('logUserEvent')).toHaveLength(2));
    expect(variablesOf('listRelatedDocumentsV2')).toEqual([]);

    const panel = openTab('Documents');
    expect(within(panel).getByText('Loading the documents…')).toBeTruthy();
    expect(await within(panel).findByRole('row', billOfLading)).toBeTruthy();
    expect(variablesOf('listRelatedDocumentsV2')).toEqual([request]);
  });

  it('[D1-4.17] entering the tab again reads the list fetched the first time', async () => {
    const { variablesOf } = renderPanel();
    expect(await within(openTab('Documents')).findByRole('row', billOfLading)).toBeTruthy();

    openTab('Map');
    const panel = openTab('Documents');

    expect(within(panel).getByRole('row', billOfLading)).toBeTruthy();
    expect(variablesOf('listRelatedDocumentsV2')).toHaveLength(1);
  });

  it('[D1-4.17] a failed fetch says so, and Retry fetches again', async () => {
    let attempts = 0;
    const { variablesOf } = renderPanel((variables) => {
      attempts += 1;
      return attempts === 1
        ? { errors: [{ message: 'down', extensions: { code: 'INTERNAL' } }] }
        : answerDocuments([
            makeDocument({ displayName: 'Proof of delivery', documentType: 'proofOfDelivery' }),
          ])(variables);
    });

    const panel = openTab('Documents');
    expect(await within(panel).findByText('The documents could not be loaded.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));

    expect(
      await within(panel).findByRole('row', { name: /^Proof of delivery Proof of Delivery/ }),
    ).toBeTruthy();
    expect(variablesOf('listRelatedDocumentsV2')).toHaveLength(2);
  });
});
