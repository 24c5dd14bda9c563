import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { bucketOfList } from '@freight/domain/my-loads/lists';
import { hasPermission } from '@freight/domain/permissions';
import { permissionOfBucket } from '@freight/domain/shipment-states';
import { LinkForAnotherUser } from '../../../components/navigation/link-for-another-user';
import { ReferenceSearchRedirect } from '../../../components/navigation/reference-search-redirect';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import {
  isLinkForAnotherUser,
  readDeepLinkedShipmentId,
  readMyLoadsShipmentState,
  readReferenceParam,
} from '../../../lib/navigation-state';
import { cardActionHandlers } from '../card-action-handlers';
import { DeepLinkedShipment } from './deep-linked-shipment';
import { MyLoadsList } from './my-loads-list';

// /app/MyLoad/{list}: a deep link when it carries ?shipmentId= (D3-4.51: DriverAssigned,
// CarrierAssigned, shipmentUpdateScreen and the other lists alike), unless it was sent to another
// user (D3-4.56); a ?reference= searches by it (D3-4.53); otherwise the list, when the role
// may open it (D2-2.14). Anything else leads to /app/MyLoad, which chooses a list the role opens.

export function MyLoadsListPage() {
  const { list = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  const { claims } = useAuth();
  const roles = claims?.roles ?? [];
  if (isLinkForAnotherUser(searchParams, claims?.upn))
    return <LinkForAnotherUser fallback={paths.app.myLoads.getHref()} />;
  const deepLinkedId = readDeepLinkedShipmentId(searchParams);
  if (deepLinkedId) return <DeepLinkedShipment shipmentId={deepLinkedId} />;
  const reference = readReferenceParam(searchParams);
  if (reference) return <ReferenceSearchRedirect reference={reference} />;

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
