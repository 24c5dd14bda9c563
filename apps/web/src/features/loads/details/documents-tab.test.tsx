import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import type { FakeAnswer } from '../../../test/fake-api';
import { getShipmentDetailsDocument } from './api/get-shipment-details';
import {
  answerDocuments,
  makeShipmentDetails,
  makeShipmentDocument,
  renderDetails,
} from './load-details.test-utils';
import { LoadDetailsPanel } from './load-details-panel';
import { toShipmentDetailsView } from './load-details-view';

vi.mock('../../../components/ui/map/lazy-load-map', () => ({
  LazyLoadMap: (props: { ariaLabel: string }) => <div role="region" aria-label={props.ariaLabel} />,
}));

beforeAll(async () => {
  await initI18n(null);
});

function renderPanel(getShipmentDocuments: FakeAnswer<'getShipmentDocuments'> = answerDocuments()) {
  const details = toShipmentDetailsView(makeShipmentDetails());
  return renderDetails(<LoadDetailsPanel details={details} />, {
    config: { features: { documents: true, rateDetails: true } },
    api: { graphql: { getShipmentDocuments, logUserEvent: () => ({ data: { logUserEvent: true } }) } },
  });
}

function openTab(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

const billOfLading = { name: 'Bill of lading BOL Nov 24 8:05 AM Central' };

describe('Documents tab', () => {
  it('[D1-4.17] the details do not ask for the documents: the tab fetches them apart', () => {
    expect(getShipmentDetailsDocument.toString()).not.toMatch(/documents/);
  });

  it('[D1-4.17] the documents are not fetched before the tab is opened, then once on the first entry', async () => {
    const { variablesOf } = renderPanel();

    openTab('Commodities');
    openTab('Pay');
    await waitFor(() => expect(variablesOf('logUserEvent')).toHaveLength(2));
    expect(variablesOf('getShipmentDocuments')).toEqual([]);

    const panel = openTab('Documents');
    expect(within(panel).getByText('Loading the documents…')).toBeTruthy();
    expect(await within(panel).findByRole('row', billOfLading)).toBeTruthy();
    expect(variablesOf('getShipmentDocuments')).toEqual([{ shipmentId: 'SH1' }]);
  });

  it('[D1-4.17] entering the tab again reads the list fetched the first time', async () => {
    const { variablesOf } = renderPanel();
    expect(await within(openTab('Documents')).findByRole('row', billOfLading)).toBeTruthy();

    openTab('Map');
    const panel = openTab('Documents');

    expect(within(panel).getByRole('row', billOfLading)).toBeTruthy();
    expect(variablesOf('getShipmentDocuments')).toHaveLength(1);
  });

  it('[D1-4.17] a failed fetch says so, and Retry fetches again', async () => {
    let attempts = 0;
    const { variablesOf } = renderPanel(() => {
      attempts += 1;
      return attempts === 1
        ? { errors: [{ message: 'down', extensions: { code: 'INTERNAL' } }] }
        : answerDocuments([makeShipmentDocument({ displayName: 'Proof of delivery', documentType: 'POD' })])({
            shipmentId: 'SH1',
          });
    });

    const panel = openTab('Documents');
    expect(await within(panel).findByText('The documents could not be loaded.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));

    expect(await within(panel).findByRole('row', { name: /^Proof of delivery POD/ })).toBeTruthy();
    expect(variablesOf('getShipmentDocuments')).toHaveLength(2);
  });
});
