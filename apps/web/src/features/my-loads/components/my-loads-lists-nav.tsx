import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listOfBucket, listTitle, openableBuckets } from '@freight/domain/my-loads/lists';
import type { MyLoadBucket } from '@freight/domain/shipment-states';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useMyLoadsListName } from './use-my-loads-list-name';

// The My Loads lists the role may open (D2-2.14), in the spec's order, each with its count when known.

type MyLoadsListsNavProps = { current: MyLoadBucket; counts: ReadonlyMap<MyLoadBucket, number> | null };

export function MyLoadsListsNav({ current, counts }: MyLoadsListsNavProps) {
  const { t } = useTranslation();
  const roles = useAuth().claims?.roles ?? [];
  const nameOf = useMyLoadsListName();
  return (
    <Group component="nav" aria-label={t('myLoads.listsLabel')} gap="xs">
      {openableBuckets(roles).map((bucket) => {
        const name = nameOf(listTitle(bucket, roles));
        const count = counts?.get(bucket);
        return (
          <Button
            key={bucket}
            component={Link}
            to={paths.app.myLoads.getHref(listOfBucket[bucket])}
            size="compact-sm"
            variant={bucket === current ? 'filled' : 'default'}
            aria-current={bucket === current ? 'page' : undefined}
          >
            {count === undefined ? name : t('myLoads.countTitle', { list: name, count })}
          </Button>
        );
      })}
    </Group>
  );
}
