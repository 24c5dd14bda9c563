import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StopLackingEquipmentId } from '@freight/domain/trip/required-trailer-information';
import { Dialog } from '../../../components/ui/dialog';
import type { TripShipmentStop } from '../api/trip-shipment-fields';

// The required trailer information dialog (D2-4.61, load-execution.md section 2): a managed-equipment
// trip whose completed stops lack their equipment id. It names each such stop and what it lacks, and
// opens Update Stop Information on the first of them.

type TrailerRequiredDialogProps = {
  opened: boolean;
  lacking: readonly StopLackingEquipmentId[];
  stops: readonly TripShipmentStop[];
  /** Opens Update Stop Information on this stop. */
  onUpdate: (stopId: string) => void;
  onClose: () => void;
};

export function TrailerRequiredDialog({
  opened,
  lacking,
  stops,
  onUpdate,
  onClose,
}: TrailerRequiredDialogProps) {
  const { t } = useTranslation('trip');
  const first = lacking[0];
  return (
    <Dialog
      opened={opened && first !== undefined}
      onClose={onClose}
      title={t('trip.trailerRequired.title')}
      closeButtonProps={{ 'aria-label': t('trip.trailerRequired.close') }}
      centered
    >
      <Stack gap="md">
        <Text>{t('trip.trailerRequired.intro')}</Text>
        <List>
          {lacking.map((entry) => {
            const stop = stops.find((known) => known.stopId === entry.stopId);
            const trailers =
              entry.activities.length > 1
                ? t('trip.trailerRequired.trailers.both')
                : t(`trip.trailerRequired.trailers.${entry.activities[0] ?? 'TRAILER_OUT'}`);
            return (
              <List.Item key={entry.stopId}>
                {t('trip.trailerRequired.stop', {
                  sequence: entry.sequenceNo,
                  activity: stop ? t(`trip.activity.${stop.stopType}`) : '',
                  place: stop ? `${stop.city}, ${stop.state}` : '',
                  trailers,
                })}
              </List.Item>
            );
          })}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('trip.trailerRequired.close')}
          </Button>
          {first && (
            <Button onClick={() => onUpdate(first.stopId)}>
              {t('trip.trailerRequired.update', { sequence: first.sequenceNo })}
            </Button>
          )}
        </Group>
      </Stack>
    </Dialog>
  );
}
