import { useId, useState } from 'react';
import { Button, Collapse, Group, List, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../lib/api-provider';
import { useConfig } from '../../../lib/config-provider';
import {
  shipmentReferencesQuery,
  useShipmentReferences,
  type ReferenceShipment,
} from '../api/get-shipment-references';
import { useReferenceAdding } from '../use-reference-adding';
import { AddReferenceDialog, type ReferenceStop } from './add-reference-dialog';

// A stop's references on the trip screen (D2-4.64, D2-8.15): References opens the stop's list, read
// when first asked for; a stop without any says "No references for the stop", in a toast and in the
// list. Add Reference, where the rule of D2-6.06 offers it, adds references for this stop.

type StopReferencesProps = { shipmentId: string; stop: ReferenceStop };

/** The references shown for one stop: its own, those the source marks for display. */
function referencesOfStop(shipment: ReferenceShipment | null | undefined, stopId: string) {
  return (shipment?.references ?? []).filter((reference) => reference.display && reference.stopId === stopId);
}

export function StopReferences({ shipmentId, stop }: StopReferencesProps) {
  const { t } = useTranslation();
  const { toasts } = useConfig();
  const listId = useId();
  const [isOpen, setOpen] = useState(false);
  const [isAdding, setAdding] = useState(false);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useShipmentReferences(shipmentId, { enabled: isOpen });
  const shipment = query.data;
  const { canAdd, labelOf } = useReferenceAdding(shipment);
  const references = referencesOfStop(shipment, stop.stopId);

  // D2-4.64: said each time the references of a stop without any are asked for.
  const handleToggle = async () => {
    setOpen(!isOpen);
    if (isOpen) return;
    try {
      const answer = await queryClient.fetchQuery(shipmentReferencesQuery(client, shipmentId));
      if (referencesOfStop(answer, stop.stopId).length === 0)
        notifications.show({ message: t('references.stop.none'), autoClose: toasts.loadActionMs });
    } catch {
      // The list says it could not be read.
    }
  };

  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="subtle"
          onClick={() => void handleToggle()}
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-label={t('references.stop.showOf', { sequence: stop.sequenceNo })}
        >
          {t('references.stop.show')}
        </Button>
      </Group>
      <Collapse id={listId} expanded={isOpen}>
        <Stack gap="xs">
          {query.isPending && isOpen ? (
            <Group gap="xs">
              <Loader size="xs" aria-hidden />
              <Text size="sm" role="status">
                {t('references.stop.loading')}
              </Text>
            </Group>
          ) : query.isError ? (
            <Text size="sm" role="alert">
              {t('references.stop.loadFailed')}
            </Text>
          ) : references.length === 0 ? (
            <Text size="sm">{t('references.stop.none')}</Text>
          ) : (
            <List size="sm" aria-label={t('references.stop.listOf', { sequence: stop.sequenceNo })}>
              {references.map((reference, index) => (
                <List.Item key={`${reference.type}-${reference.value}-${index}`}>
                  {t('references.stop.item', { type: labelOf(reference.type), value: reference.value })}
                </List.Item>
              ))}
            </List>
          )}
          {shipment && canAdd && (
            <Group>
              <Button
                variant="light"
                size="compact-sm"
                onClick={() => setAdding(true)}
                aria-label={t('references.addToStop', { sequence: stop.sequenceNo })}
              >
                {t('references.add')}
              </Button>
            </Group>
          )}
        </Stack>
      </Collapse>
      {shipment && (
        <AddReferenceDialog
          shipment={shipment}
          stop={stop}
          opened={isAdding}
          onClose={() => setAdding(false)}
        />
      )}
    </Stack>
  );
}
