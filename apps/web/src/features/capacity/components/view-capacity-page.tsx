import type { ReactNode } from 'react';
import { dialableNumber } from '@freight/domain/people/phone-number';
import {
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import type { CapacityItem } from '../api/capacity-fields';
import { useCarrierCapacity } from '../api/select-carrier-capacity';
import { editCapacityState } from '../capacity-navigation';
import { CapacityBreadcrumb, CapacityUnavailable } from './capacity-form-pages';
import { useCapacityText } from './use-capacity-text';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** The View screen's facts (D3-2.63), read-only. */
function CapacityFacts({ capacity }: { capacity: CapacityItem }) {
  const { t } = useTranslation('capacity');
  const text = useCapacityText();
  const unknown = t('capacity.view.unknown');
  const miles = (radius: number | null | undefined) =>
    radius === null || radius === undefined ? unknown : t('capacity.view.miles', { miles: radius });
  const isTruck = capacity.capacityType === 'TRUCK';
  const { lastUpdatedByEmail: email, lastUpdatedByPhoneNumber: phone } = capacity;
  const place = (location: CapacityItem['origin'] | CapacityItem['destination']) =>
    [location.city, location.state].filter(Boolean).join(', ');
  const dateOf = (value: string | null) => (value ? text.dateOf(value, capacity.origin.timeZone) : unknown);

  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
        <Fact label={t('capacity.view.lastUpdated')}>{text.dateTimeOf(capacity.lastUpdatedDateTime)}</Fact>
        <Fact label={t('capacity.view.lastUpdatedBy')}>{capacity.lastUpdatedBy ?? unknown}</Fact>
        <Fact label={t('capacity.view.email')}>
          {email ? <Anchor href={`mailto:${email}`}>{email}</Anchor> : unknown}
        </Fact>
        <Fact label={t('capacity.view.phone')}>
          {phone ? <Anchor href={`tel:${dialableNumber(phone)}`}>{phone}</Anchor> : unknown}
        </Fact>
        <Fact label={t('capacity.view.capacityType')}>{text.typeOf(capacity)}</Fact>
        <Fact label={t('capacity.view.trailerType')}>{text.trailerOf(capacity)}</Fact>
        <Fact label={t('capacity.view.origin')}>{place(capacity.origin)}</Fact>
        <Fact label={t('capacity.view.originRadius')}>{miles(capacity.origin.radius)}</Fact>
        {isTruck ? (
          <>
            <Fact label={t('capacity.view.pickUpFrom')}>{dateOf(capacity.pickUpFromDate)}</Fact>
            <Fact label={t('capacity.view.pickUpTo')}>{dateOf(capacity.pickUpToDate)}</Fact>
          </>
        ) : (
          <Fact label={t('capacity.view.days')}>{text.daysOf(capacity)}</Fact>
        )}
        {capacity.destinationStates.length > 0 ? (
          <Fact label={t('capacity.view.states')}>{text.destinationOf(capacity)}</Fact>
        ) : (
          <Fact label={t('capacity.view.destination')}>
            {capacity.destination.city ? place(capacity.destination) : t('capacity.anywhere')}
          </Fact>
        )}
        {capacity.destination.city && (
          <Fact label={t('capacity.view.destinationRadius')}>{miles(capacity.destination.radius)}</Fact>
        )}
      </SimpleGrid>
    </Paper>
  );
}

/**
 * /app/manage-capacity/view/{id} (D3-2.17, D3-2.63, D3-2.64): one capacity, read-only, with its last
 * editor's name, e-mail (mailto) and phone (tel), and Edit.
 */
export function ViewCapacityPage() {
  const { t } = useTranslation('capacity');
  const { capacityId = '' } = useParams();
  const capacity = useCarrierCapacity(capacityId);

  const renderBody = () => {
    if (capacity.isError) return <CapacityUnavailable />;
    if (!capacity.data)
      return (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text>{t('capacity.loading')}</Text>
        </Group>
      );
    return (
      <>
        <CapacityFacts capacity={capacity.data} />
        <Group>
          <Button
            component={Link}
            to={paths.app.editCapacity.getHref(capacity.data.capacityId)}
            state={editCapacityState}
          >
            {t('capacity.view.edit')}
          </Button>
          <Button
            variant="default"
            component={Link}
            to={paths.app.capacityResults.getHref(capacity.data.capacityId)}
          >
            {t('capacity.seeResults')}
          </Button>
        </Group>
      </>
    );
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <CapacityBreadcrumb current={t('capacity.view.title')} />
        <Title order={1}>{t('capacity.view.title')}</Title>
        {renderBody()}
      </Stack>
    </Container>
  );
}
