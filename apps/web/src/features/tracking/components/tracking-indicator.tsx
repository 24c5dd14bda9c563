import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { gpsTrackingStatus } from '@freight/domain/shipment-states';
import { Dialog } from '../../../components/ui/dialog';
import { useUpdateGpsTracking } from '../api/update-gps-tracking';
import type { TripTrackingState } from '../use-trip-tracking';

// The driver's view of GPS tracking on the trip screen (issue 14 part 6): a visible "Tracking on"
// indicator with its End tracking control (a confirm dialog, then updateGpsTracking with stopped, 10,
// D2-4.49), what ended tracking, and the fence events (D2-4.51) as a short polite live-region text.
// The spec's audio cues are given as that text, which screen readers announce; no sound is played.

export type TrackingIndicatorProps = {
  shipmentId: string;
  /** What useTripTracking answers for the trip. */
  tracking: TripTrackingState;
  /** A stop's name for the fence texts, by stopId (the location name, or the city). */
  stopNames?: Readonly<Record<string, string>>;
  /** End tracking was accepted: the trip screen reads the shipment again. */
  onTrackingEnded?: () => void;
};

export function TrackingIndicator({
  shipmentId,
  tracking,
  stopNames = {},
  onTrackingEnded,
}: TrackingIndicatorProps) {
  const { t } = useTranslation(['tracking', 'web', 'messages']);
  const [isConfirming, setConfirming] = useState(false);
  const { cue } = tracking;
  const cueText = cue
    ? t(`messages:tracking.cues.${cue.cue}`, { location: stopNames[cue.stopId] ?? cue.stopId })
    : '';

  return (
    <Stack gap="xs">
      {tracking.isOn && (
        <Group gap="sm" wrap="wrap" align="center">
          <Badge color="green" variant="light" size="lg" leftSection={<span aria-hidden="true">●</span>}>
            {t('messages:tracking.controls.indicator')}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('messages:tracking.controls.indicatorDescription')}
          </Text>
          <Button variant="default" size="xs" onClick={() => setConfirming(true)}>
            {t('messages:tracking.controls.endTracking')}
          </Button>
        </Group>
      )}
      {tracking.ended && (
        <Text size="sm">
          {tracking.ended === 'unauthorized'
            ? t('tracking.sessionEnded')
            : t(`messages:tracking.ended.${tracking.ended}`)}
        </Text>
      )}
      {tracking.problem && (
        <Alert color="yellow">
          {tracking.problem === 'denied' ? t('tracking.permissionDenied') : t('tracking.unavailable')}
        </Alert>
      )}
      <div role="status" aria-live="polite" aria-atomic="true">
        <Text size="sm" key={cue?.key}>
          {cueText}
        </Text>
      </div>
      {isConfirming && (
        <EndTrackingDialog
          shipmentId={shipmentId}
          onClose={() => setConfirming(false)}
          onEnded={() => {
            setConfirming(false);
            tracking.stop();
            onTrackingEnded?.();
          }}
        />
      )}
    </Stack>
  );
}

function EndTrackingDialog({
  shipmentId,
  onClose,
  onEnded,
}: {
  shipmentId: string;
  onClose: () => void;
  onEnded: () => void;
}) {
  const { t } = useTranslation(['tracking', 'web', 'messages']);
  const update = useUpdateGpsTracking();
  const [failure, setFailure] = useState<string | null>(null);

  const handleConfirm = () => {
    setFailure(null);
    update.mutate(
      { shipmentId, gpsTrackingStatus: gpsTrackingStatus.stopped },
      {
        onSuccess: (result) => {
          if (result.status === 'OK') onEnded();
          // The server's reason, as it words it (D2-8).
          else setFailure(result.message || t('tracking.endFailed'));
        },
        onError: () => setFailure(t('tracking.endFailed')),
      },
    );
  };

  return (
    <Dialog
      opened
      onClose={onClose}
      title={t('tracking.endTrackingTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('tracking.cancelDialog') }}
    >
      <Stack gap="md">
        <Text>{t('messages:tracking.controls.endTrackingQuestion')}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('messages:tracking.controls.keepTracking')}
          </Button>
          <Button color="red" onClick={handleConfirm} loading={update.isPending}>
            {t('messages:tracking.controls.endTrackingConfirm')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
