import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { openableListOf } from '@freight/domain/my-loads/lists';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import type { MyLoadsShipmentState } from '../../../lib/navigation-state';
import { useShipment } from '../api/get-shipment';

// A deep link to a load (D2-2.08, D2-2.09, D3-4.51, D3-4.52): /app/MyLoad?shipmentId=..., or a path
// naming DriverAssigned, CarrierAssigned or shipmentUpdateScreen with it. The shipment is fetched by id
// (getShipment answers from any list, so the lists need not be searched first) and opens in the list
// of its state; one in a list the role may not open opens on its own page. Not found (or not the
// caller's): ISSUE_WITH_ASSIGNED_LOAD for 2 s (configurable) and My Loads.

export const issueWithAssignedLoadToastId = 'issue-with-assigned-load';

function IssueWithAssignedLoad() {
  const { t } = useTranslation();
  const { toasts } = useConfig();
  useEffect(() => {
    notifications.show({
      id: issueWithAssignedLoadToastId,
      color: 'red',
      message: t('myLoads.issueWithAssignedLoad'),
      autoClose: toasts.issueWithLoadMs,
    });
  }, [t, toasts.issueWithLoadMs]);
  return <Navigate to={paths.app.myLoads.getHref()} replace />;
}

export function DeepLinkedShipment({ shipmentId }: { shipmentId: string }) {
  const roles = useAuth().claims?.roles ?? [];
  const query = useShipment(shipmentId);
  if (query.isPending) return <PageLoader />;
  const shipment = query.data;
  if (!shipment) return <IssueWithAssignedLoad />;
  const list = openableListOf(shipment.shipmentState, roles);
  if (!list) return <Navigate to={paths.app.shipmentDetails.getHref(shipment.shipmentId)} replace />;
  const state: MyLoadsShipmentState = { shipmentId: shipment.shipmentId };
  return <Navigate to={paths.app.myLoads.getHref(list)} state={state} replace />;
}
