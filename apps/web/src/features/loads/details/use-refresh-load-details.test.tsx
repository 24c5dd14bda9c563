import { useMemo } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { makeFullPosting, makePosting } from '../../../test/load-postings.fixtures';
import { LoadCardDetails } from '../components/load-card-details';
import { useShipmentDetails } from './api/get-shipment-details';
import { answerDocuments, makeDocument, makeShipmentDetails, renderDetails } from './load-details.test-utils';
import { LoadDetailsPanel } from './load-details-panel';
import { toShipmentDetailsView } from './load-details-view';

vi.mock('../../../components/ui/map/lazy-load-map', () => ({
  LazyLoadMap: (props: { ariaLabel: string }) => <div role="region" aria-label={props.ariaLabel} />,
}));

beforeAll(async () => {
  await initI18n(null);
});

/** The panel of a shipment as My Loads shows it: over the details query. */
function ShipmentPanel({ shipmentId }: { shipmentId: string }) {
  const { data } = useShipmentDetails(shipmentId);
  const details = useMemo(() => (data ? toShipmentDetailsView(data) : null), [data]);
  return details && <LoadDetailsPanel details={details} />;
}

/** Answers that change with each call: the first call gets the first answer, and so on. */
function inTurn<T>(...answers: T[]) {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)]!;
}

const proofOfDelivery = makeDocument({ documentId: 'D2', displayName: 'Proof of delivery' });
const documentsRequest = { documentMetaDataRequest: { shipmentId: 'SH1', sourceTms: 'BROKERAGE' } };

function renderShipmentPanel() {
  return renderDetails(<ShipmentPanel shipmentId="SH1" />, {
    config: { features: { documents: true, rateDetails: true } },
    api: {
      graphql: {
        getShipmentDetails: inTurn(
          { data: { getShipmentDetails: makeShipmentDetails() } },
          {
            data: { getShipmentDetails: makeShipmentDetails({ services: [{ serviceDescription: 'Tarp' }] }) },
          },
        ),
        listRelatedDocumentsV2: inTurn(
          answerDocuments()(documentsRequest),
          answerDocuments([makeDocument(), proofOfDelivery])(documentsRequest),
        ),
        logUserEvent: () => ({ data: { logUserEvent: true } }),
      },
    },
  });
}

function openTab(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

const refreshButton = () => screen.getByRole('button', { name: 'Refresh' });

describe('Refresh of the details panel', () => {
  it('[D1-4.17] refetches the details and the open documents, and shows what they now say', async () => {
    const { variablesOf } = renderShipmentPanel();
    await screen.findByRole('tab', { name: 'Documents' });
    const documents = openTab('Documents');
    expect(await within(documents).findByRole('row', { name: /^Bill of lading/ })).toBeTruthy();

    fireEvent.click(refreshButton());

    expect(await within(documents).findByRole('row', { name: /^Proof of delivery/ })).toBeTruthy();
    expect(variablesOf('getShipmentDetails')).toEqual([{ shipmentId: 'SH1' }, { shipmentId: 'SH1' }]);
    expect(variablesOf('listRelatedDocumentsV2')).toEqual([documentsRequest, documentsRequest]);
    expect(within(openTab('Services')).getByText('Tarp')).toBeTruthy();
  });

  it('[D1-4.17] documents never opened stay unfetched; documents fetched earlier are fetched again on the next entry', async () => {
    const { variablesOf } = renderShipmentPanel();
    await screen.findByRole('tab', { name: 'Documents' });

    fireEvent.click(refreshButton());
    await waitFor(() => expect(variablesOf('getShipmentDetails')).toHaveLength(2));
    expect(variablesOf('listRelatedDocumentsV2')).toEqual([]);

    expect(await within(openTab('Documents')).findByRole('row', { name: /^Bill of lading/ })).toBeTruthy();
    openTab('Map');
    fireEvent.click(refreshButton());
    await waitFor(() => expect(variablesOf('getShipmentDetails')).toHaveLength(3));
    expect(variablesOf('listRelatedDocumentsV2')).toHaveLength(1);

    expect(await within(openTab('Documents')).findByRole('row', { name: /^Proof of delivery/ })).toBeTruthy();
    expect(variablesOf('listRelatedDocumentsV2')).toHaveLength(2);
  });

  it('[D1-4.17] on a posting, refetches the posting', async () => {
    const posting = makeFullPosting(makePosting({ loadId: 'L1' }));
    const { variablesOf } = renderDetails(<LoadCardDetails loadId="L1" />, {
      api: { graphql: { getLoadPosting: () => ({ data: { getLoadPosting: posting } }) } },
    });
    await screen.findByRole('region', { name: 'Load details' });

    fireEvent.click(refreshButton());

    await waitFor(() => expect(variablesOf('getLoadPosting')).toEqual([{ loadId: 'L1' }, { loadId: 'L1' }]));
  });
});
