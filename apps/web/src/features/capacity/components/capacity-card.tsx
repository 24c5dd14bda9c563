import { memo, useId } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { CapacityItem } from '../api/capacity-fields';
import { editCapacityState } from '../capacity-navigation';
import { useCapacityText } from './use-capacity-text';

type CapacityCardProps = {
  capacity: CapacityItem;
  onDelete: (capacity: CapacityItem) => void;
  isDeleting: boolean;
};

/**
 * One truck or lane of the list (D3-2.52, D3-2.53): what, from where to where, when, how many loads it
 * matches now, and View, Edit, Delete and See Results, each named after the capacity it acts on.
 */
export const CapacityCard = memo(function CapacityCard({
  capacity,
  onDelete,
  isDeleting,
}: CapacityCardProps) {
  const { t } = useTranslation('capacity');
  const text = useCapacityText();
  const titleId = useId();
  const name = text.nameOf(capacity);
  const labelOf = (action: string) => t('capacity.actionsOf', { action, capacity: name });

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-labelledby={titleId}
      data-capacity-id={capacity.capacityId}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} size="h4" id={titleId}>
              {name}
            </Title>
            <Text size="sm">
              {text.trailerOf(capacity)} · {text.route(capacity)}
            </Text>
            <Text size="sm" c="dimmed">
              {text.whenOf(capacity)}
            </Text>
          </div>
          {/* Null until counted: a capacity just saved is shown before the list is fetched again. */}
          {capacity.loadCount !== null && (
            <Badge variant="light" size="lg" style={{ flexShrink: 0 }}>
              {t(capacity.loadCountCapped ? 'capacity.matchesAtLeast' : 'capacity.matches', {
                count: capacity.loadCount,
              })}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="default"
            component={Link}
            to={paths.app.viewCapacity.getHref(capacity.capacityId)}
            aria-label={labelOf(t('capacity.viewAction'))}
          >
            {t('capacity.viewAction')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            component={Link}
            to={paths.app.editCapacity.getHref(capacity.capacityId)}
            state={editCapacityState}
            aria-label={labelOf(t('capacity.edit'))}
          >
            {t('capacity.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            color="red"
            onClick={() => onDelete(capacity)}
            loading={isDeleting}
            aria-label={labelOf(t('capacity.delete'))}
          >
            {t('capacity.delete')}
          </Button>
          <Button
            size="compact-sm"
            component={Link}
            to={paths.app.capacityResults.getHref(capacity.capacityId)}
            aria-label={labelOf(t('capacity.seeResults'))}
          >
            {t('capacity.seeResults')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
});
