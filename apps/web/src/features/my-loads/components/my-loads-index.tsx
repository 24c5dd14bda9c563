import { Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import {
  defaultBucket,
  firstNonEmptyBucket,
  listOfBucket,
  openableBuckets,
} from '@freight/domain/my-loads/lists';
import { LinkForAnotherUser } from '../../../components/navigation/link-for-another-user';
import { ReferenceSearchRedirect } from '../../../components/navigation/reference-search-redirect';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import {
  isLinkForAnotherUser,
  readDeepLinkedShipmentId,
  readReferenceParam,
} from '../../../lib/navigation-state';
import { useShipmentsByState } from '../api/get-shipments-by-state';
import { DeepLinkedShipment } from './deep-linked-shipment';

// /app/MyLoad: a deep link with ?shipmentId= opens that load (D2-2.09), one with ?reference= searches
// by it (D3-4.53), one sent to another user opens nothing (D3-4.56); otherwise the tab opens the
// first non-empty list in the spec's order (D2-2.13). The counts come with the first page of the
// role's default list (D2-2.12), which is then shown from the cache when it is the one chosen.

function FirstNonEmptyList() {
  const { t } = useTranslation();
  const roles = useAuth().claims?.roles ?? [];
  const fallback = defaultBucket(roles);
  const hasLists = openableBuckets(roles).length > 0;
  const query = useShipmentsByState(fallback, null, { enabled: hasLists });
  if (!hasLists) {
    return (
      <Container size="md" py="xl">
        <Text>{t('myLoads.noLists')}</Text>
      </Container>
    );
  }
  if (query.isPending) return <PageLoader />;
  // A failure leads to the default list, which says so and offers Retry.
  const counts = query.data?.pages[0]?.counts ?? [];
  return (
    <Navigate to={paths.app.myLoads.getHref(listOfBucket[firstNonEmptyBucket(counts, roles)])} replace />
  );
}

export function MyLoadsIndex() {
  const [searchParams] = useSearchParams();
  const upn = useAuth().claims?.upn;
  if (isLinkForAnotherUser(searchParams, upn))
    return <LinkForAnotherUser fallback={paths.app.myLoads.getHref()} />;
  const shipmentId = readDeepLinkedShipmentId(searchParams);
  if (shipmentId) return <DeepLinkedShipment shipmentId={shipmentId} />;
  const reference = readReferenceParam(searchParams);
  if (reference) return <ReferenceSearchRedirect reference={reference} />;
  return <FirstNonEmptyList />;
}
