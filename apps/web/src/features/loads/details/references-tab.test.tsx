import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import { renderWithApi, waitForQueries } from '../../../test/render-with-api';
import { ReferencesTab } from './references-tab';

beforeAll(async () => {
  await initI18n(null);
});

const referencesAnswer = () => ({
  data: {
    getShipmentDetails: {
      shipmentId: 'SH1',
      sourceSystem: 'MERCURYGATE',
      division: null,
      myLoadsBucket: 'inTransit' as const,
      isCallerDriver: false,
      references: [{ type: 'PO', value: 'PO-778', display: true, stopId: null }],
    },
  },
});

describe('the References tab', () => {
  it('[D1-2.25] [D2-4.62] lists the references and offers Add Reference to a dispatcher', async () => {
    renderWithApi(
      <div role="region" aria-label="References">
        <ReferencesTab references={[{ type: 'PO', value: 'PO-778' }]} shipmentId="SH1" />
      </div>,
      { api: { graphql: { getShipmentReferences: referencesAnswer } } },
    );
    const region = screen.getByRole('region', { name: 'References' });
    expect(within(region).getByRole('rowheader', { name: 'PO' })).toBeTruthy();
    fireEvent.click(await within(region).findByRole('button', { name: 'Add Reference' }));
    expect(await screen.findByRole('dialog', { name: 'Add Reference' })).toBeTruthy();
    expect(await findViolations(region)).toEqual([]);
  });

  it('[D1-8.08] [D2-6.06] says there are none, and offers nothing to a driver of another load', async () => {
    const { queryClient } = renderWithApi(<ReferencesTab references={[]} shipmentId="SH1" />, {
      roles: ['carrierDriver'],
      api: { graphql: { getShipmentReferences: referencesAnswer } },
    });
    expect(screen.getByText('No references available')).toBeTruthy();
    await waitForQueries(queryClient);
    expect(screen.queryByRole('button', { name: 'Add Reference' })).toBeNull();
  });
});
