import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import type { FakeAnswer } from '../../../test/fake-api';
import { renderRoutes, waitForQueries } from '../../../test/render-with-api';
import { useParams } from 'react-router';
import { UnassignedDriverAlert } from './unassigned-driver-alert';

/** The trip route as the app composes it, less the trip screen itself (features/trip). */
function TripAlertRoute() {
  const { shipmentId = '' } = useParams();
  return <UnassignedDriverAlert shipmentId={shipmentId} />;
}

beforeAll(async () => {
  await initI18n(null);
});

const ownTransaction =
  (transactionType: string | null): FakeAnswer<'getOwnAssignmentTransaction'> =>
  () => ({
    data: {
      getOwnAssignmentTransaction:
        transactionType === null
          ? null
          : {
              transactionId: '9',
              transactionType,
              driverId: 'm1',
              driverName: 'Marcus Bennett',
              status: 'CONFIRMED',
            },
    },
  });

function openTrip(answer: FakeAnswer<'getOwnAssignmentTransaction'>, queryClient?: QueryClient) {
  return renderRoutes(
    [
      { path: paths.app.tripExecution.path, element: <TripAlertRoute /> },
      { path: paths.app.myLoadsList.path, element: <p>Driver Assigned list</p> },
    ],
    { pathname: paths.app.tripExecution.getHref('S1'), state: { module: 'driverAssigned' } },
    {
      roles: ['carrierDriver'],
      api: { graphql: { getOwnAssignmentTransaction: answer } },
      ...(queryClient ? { queryClient } : {}),
    },
  );
}

describe('the alert of a driver whose load was unassigned', () => {
  it('[D2-4.16] [D2-4.17] the trip screen checks the latest own transaction: an Unassign Driver alerts, and OK leads to Driver Assigned with the lists reloaded', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['getShipmentsWithStopsByState', 'driverAssigned', null], { pages: [] });
    const { router, variablesOf } = openTrip(ownTransaction('Unassign Driver'), queryClient);

    const alert = await screen.findByRole('dialog', { name: 'Load unassigned' });
    expect(alert.textContent).toContain(
      'Load #S1 is no longer assigned to you: your dispatcher unassigned you from it.',
    );
    expect(variablesOf('getOwnAssignmentTransaction')).toEqual([{ shipmentId: 'S1' }]);

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Driver Assigned list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/MyLoad/DriverAssigned');
    expect(
      queryClient.getQueryState(['getShipmentsWithStopsByState', 'driverAssigned', null])?.isInvalidated,
    ).toBe(true);
  });

  it.each([['Assign Driver'], [null]])(
    '[D2-4.16] no alert when the latest own transaction is %s',
    async (type) => {
      const { variablesOf, queryClient } = openTrip(ownTransaction(type));

      await waitFor(() => expect(variablesOf('getOwnAssignmentTransaction')).toHaveLength(1));
      await waitForQueries(queryClient);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('[D2-4.16] reads in French', async () => {
    await changeLanguage('fr', null);
    openTrip(ownTransaction('Unassign Driver'));

    expect(await screen.findByRole('dialog', { name: 'Chargement retiré' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
    await changeLanguage('en', null);
  });
});
