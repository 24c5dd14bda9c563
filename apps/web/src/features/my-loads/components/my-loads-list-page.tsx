import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { bucketOfList } from '@freight/domain/my-load-cards';
import { hasPermission } from '@freight/domain/permissions';
import { permissionOfBucket } from '@freight/domain/shipment-states';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { readMyLoadsShipmentState } from '../../../lib/navigation-state';
import { cardActionHandlers } from '../card-action-handlers';
import { DeepLinkedShipment } from './deep-linked-shipment';
import { MyLoadsList } from './my-loads-list';

// /app/MyLoad/{list}: a deep link when it carries ?shipmentId= (D3-4.51: DriverAssigned,
// CarrierAssigned, shipmentUpdateScreen and the other lists alike); otherwise the list, when the role
// may open it (D2-2.14). Anything else leads to /app/MyLoad, which chooses a list the role opens.

export function MyLoadsListPage() {
  const { list = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  const roles = useAuth().claims?.roles ?? [];
  const deepLinkedId = searchParams.get('shipmentId')?.trim();
  if (deepLinkedId) return <DeepLinkedShipment shipmentId={deepLinkedId} />;

  const bucket = bucketOfList(list);
  if (!bucket || !hasPermission(roles, permissionOfBucket[bucket]))
    return <Navigate to={paths.app.myLoads.getHref()} replace />;
  return (
    <MyLoadsList
      // Another list starts afresh: its own driver filter, opened card and flows.
      key={bucket}
      bucket={bucket}
      openShipmentId={readMyLoadsShipmentState(state)}
      handlers={cardActionHandlers}
    />
  );
}
