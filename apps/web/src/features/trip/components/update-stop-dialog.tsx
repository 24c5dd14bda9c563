import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isLateReasonAsked } from '@freight/domain/trip/late-arrival';
import { stopFieldAccess } from '@freight/domain/trip/stop-progress';
import { stopUpdateSchema } from '@freight/domain/trip/stop-update-schema';
import {
  asksEquipmentQuestion,
  stopIssueCodes,
  type StopIssueCode,
  type StopUpdateContext,
} from '@freight/domain/trip/stop-update-rules';
import {
  managedTrailerValue,
  trailerChoices,
  trailerEntryOf,
  type TrailerActivity,
  type TrailerEntry,
} from '@freight/domain/trip/trailer-numbers';
import { Dialog } from '../../../components/ui/dialog';
import { useNetworkGuard } from '../../../components/ui/network-guard';
import { ApiError } from '../../../lib/api-client';
import { useConfig } from '../../../lib/config-provider';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useUpdateStop } from '../api/trip-mutations';
import type { TripShipment, TripShipmentStop } from '../api/trip-shipment-fields';
import { tripShipmentQueryKey } from '../query-keys';
import { toUpdatableStop, toWallClockInput, toZonedIso, trailerOf, zoneOfStop } from '../trip-view';
import { TrailerField } from './trailer-field';

// Update Stop Information (D2-3.11, D2-4.35, D2-4.41 to D2-4.45, D2-5.05 to D2-5.26): the stop's times
// on its own clock, the equipment question, the trailers and the chassis, checked by the domain's
// stopUpdateSchema before they are sent and again by the server. A late arrival asks for its reason
// in a modal (configured codes); a trailer warning asks for consent (Yes resends with it, No keeps the
// form); the server's refusals are shown on their fields, a stale shipment says so (D2-8.08) with a
// Refresh, and what was typed stays in the form whatever the failure.

type StopForm = {
  shipmentId: string;
  stopId: string;
  actualArrivalDateTime: string | null;
  actualDepartureDateTime: string | null;
  actualETADateTime: string | null;
  trailerIn: TrailerEntry | null;
  trailerOut: TrailerEntry | null;
  chassisNumber: string | null;
  providerEquipment: boolean | null;
  lateArrivalReason: string | null;
  userConsentForTrailerWarning: boolean;
  gpsTrackingStatus: number;
  version: number | null;
};

/** The fields a refusal of the server may name, each shown on its own field. */
const formFields = [
  'actualArrivalDateTime',
  'actualDepartureDateTime',
  'actualETADateTime',
  'trailerIn',
  'trailerOut',
  'chassisNumber',
  'providerEquipment',
  'lateArrivalReason',
] as const;
type FormField = (typeof formFields)[number];
const isFormField = (field: string): field is FormField => (formFields as readonly string[]).includes(field);
const isStopIssueCode = (value: string): value is StopIssueCode =>
  (stopIssueCodes as readonly string[]).includes(value);

/** What a saved update leaves: the stop it was for, the shipment it answered, and the equipment answer sent. */
export type SavedStopUpdate = {
  stopId: string;
  shipment: TripShipment | null;
  providerEquipment: boolean | null;
};

type UpdateStopDialogProps = {
  shipment: TripShipment;
  stop: TripShipmentStop | null;
  /** The equipment question's answer handed over from the last update of this stop (D2-4.40). */
  equipmentAnswer?: boolean | null;
  onSaved?: (saved: SavedStopUpdate) => void;
  onClose: () => void;
};

export function UpdateStopDialog({
  shipment,
  stop,
  equipmentAnswer = null,
  onSaved,
  onClose,
}: UpdateStopDialogProps) {
  const { t } = useTranslation(['trip', 'web', 'messages']);
  return (
    <Dialog
      opened={stop !== null}
      onClose={onClose}
      title={t('trip.update.title')}
      closeButtonProps={{ 'aria-label': t('trip.update.close') }}
      size="lg"
      centered
    >
      {stop && (
        <UpdateStopForm
          key={stop.stopId}
          shipment={shipment}
          stop={stop}
          equipmentAnswer={equipmentAnswer}
          onSaved={onSaved}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function UpdateStopForm({
  shipment,
  stop,
  equipmentAnswer,
  onSaved,
  onClose,
}: {
  shipment: TripShipment;
  stop: TripShipmentStop;
  equipmentAnswer: boolean | null;
  onSaved: ((saved: SavedStopUpdate) => void) | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(['trip', 'web', 'messages']);
  const config = useConfig();
  const update = useUpdateStop();
  const queryClient = useQueryClient();
  const [isRefreshing, setRefreshing] = useState(false);
  const zone = zoneOfStop(stop, config);
  const [failure, setFailure] = useState<{ text: string; isStale: boolean } | null>(null);
  const [isLateAsked, setLateAsked] = useState(false);
  const [warnings, setWarnings] = useState<string[]>([]);
  // Without network Save shows the network alert and the form stays as typed, to be saved once the
  // network is back (a paused call would leave Save spinning with no word of why).
  const { runOnline, openOfflineAlert, offlineAlert } = useNetworkGuard();

  const recordedEntry = (activity: TrailerActivity): TrailerEntry | null => {
    const known = trailerOf(stop, activity);
    if (!known || stop.stopType === 'O') return null;
    const value = shipment.managedEquipment
      ? managedTrailerValue(known.equipmentId)
      : (known.equipmentId ?? '');
    return trailerEntryOf(value, config.trip);
  };
  const chassisRecorded =
    trailerOf(stop, 'TRAILER_OUT')?.chassisNumber ?? trailerOf(stop, 'TRAILER_IN')?.chassisNumber ?? null;

  const context = (): StopUpdateContext => ({
    now: Date.now(),
    config,
    shipment: {
      sourceSystem: shipment.sourceSystem,
      division: shipment.division,
      managedEquipment: shipment.managedEquipment,
      isDrayRoute: shipment.isDrayRoute,
      executionStatus: shipment.executionStatus,
    },
    stops: shipment.stops.map(toUpdatableStop),
  });

  const errorText = (message: string) => {
    if (!isStopIssueCode(message)) return message;
    const minutes =
      message === 'ARRIVAL_ERROR'
        ? config.trip.stopTimeFutureToleranceMinutes
        : message === 'DEPARTURE_ERROR'
          ? config.trip.departureMaxMinutes
          : config.trip.departureMinMinutes;
    return t(`messages:trip.stopIssues.${message}`, { minutes });
  };

  const { form, errorOf } = useSchemaForm<StopForm>({
    initialValues: {
      shipmentId: shipment.shipmentId,
      stopId: stop.stopId,
      actualArrivalDateTime: null,
      actualDepartureDateTime: null,
      actualETADateTime: null,
      trailerIn: recordedEntry('TRAILER_IN'),
      trailerOut: recordedEntry('TRAILER_OUT'),
      chassisNumber: shipment.isDrayRoute ? chassisRecorded : null,
      providerEquipment: asksEquipmentQuestion(shipment) ? equipmentAnswer : null,
      lateArrivalReason: null,
      userConsentForTrailerWarning: false,
      gpsTrackingStatus: shipment.gpsTrackingStatus,
      version: shipment.version,
    },
    schema: () => stopUpdateSchema(context()),
    errorText,
  });
  const values = form.values;
  const access = stopFieldAccess(stop, values.actualArrivalDateTime);

  const send = (input: StopForm) => {
    setFailure(null);
    runOnline(() => sendOnline(input));
  };

  const sendOnline = (input: StopForm) => {
    update.mutate(input, {
      onSuccess: (result) => {
        if (result.status === 'CONSENT_REQUIRED') {
          setWarnings(result.warnings.map((warning) => warning.message));
          return;
        }
        if (result.status === 'REJECTED') {
          setFailure({ text: result.message || t('trip.update.failed'), isStale: false });
          return;
        }
        notifications.show({
          color: 'green',
          message: t('trip.update.saved'),
          autoClose: config.toasts.defaultMs,
        });
        onSaved?.({
          stopId: result.stopId,
          shipment: result.shipment ?? null,
          providerEquipment: input.providerEquipment,
        });
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'NETWORK_ERROR') {
          openOfflineAlert();
          return;
        }
        if (error instanceof ApiError && error.code === 'CONFLICT') {
          setFailure({ text: error.message.trim() || t('trip.stale'), isStale: true });
          return;
        }
        if (error instanceof ApiError && error.code === 'BAD_USER_INPUT') {
          const named = Object.entries(error.fields ?? {});
          const onFields = named.filter(([field]) => isFormField(field));
          if (onFields.length > 0) form.setErrors(Object.fromEntries(onFields));
          if (onFields.length < named.length || onFields.length === 0)
            setFailure({ text: error.message.trim() || t('trip.update.failed'), isStale: false });
          return;
        }
        setFailure({ text: t('trip.update.failed'), isStale: false });
      },
    });
  };

  const submit = (input: StopForm) => {
    const result = form.validate();
    const errors = { ...result.errors };
    // D2-4.44: a late arrival without its reason opens the late-reason modal rather than an error.
    const needsReason = errors.lateArrivalReason === 'LATE_REASON_REQUIRED';
    delete errors.lateArrivalReason;
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (needsReason) {
      setLateAsked(true);
      return;
    }
    send(input);
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    submit(values);
  };

  // D2-8.08: the shipment as it is now; the form keeps what was typed and sends on the new version.
  const handleRefresh = async () => {
    const queryKey = tripShipmentQueryKey(shipment.shipmentId);
    setRefreshing(true);
    try {
      await queryClient.refetchQueries({ queryKey, exact: true }, { throwOnError: true });
      const refreshed = queryClient.getQueryData<TripShipment | null>(queryKey);
      if (refreshed) form.setFieldValue('version', refreshed.version);
      setFailure(null);
    } catch {
      setFailure({ text: t('trip.loadFailed'), isStale: true });
    } finally {
      setRefreshing(false);
    }
  };

  const timeField = (
    field: 'actualETADateTime' | 'actualArrivalDateTime' | 'actualDepartureDateTime',
    label: string,
    recorded: string | null,
    isOpen: boolean,
  ) => (
    <TextInput
      type="datetime-local"
      label={label}
      step={60}
      value={toWallClockInput(values[field] ?? recorded, zone)}
      disabled={!isOpen}
      error={errorOf(field)}
      onChange={(event) => form.setFieldValue(field, toZonedIso(event.currentTarget.value, zone))}
    />
  );

  const trailerField = (activity: TrailerActivity) => {
    const field = activity === 'TRAILER_IN' ? 'trailerIn' : 'trailerOut';
    if (!trailerOf(stop, activity) || stop.stopType === 'O') return null;
    const choices = trailerChoices(
      stop,
      activity,
      { isDrayRoute: shipment.isDrayRoute, chassisNumber: values.chassisNumber },
      config.trip,
    );
    return (
      <TrailerField
        label={t(`trip.${field}`)}
        value={values[field]}
        choices={choices}
        config={config.trip}
        error={errorOf(field)}
        onChange={(entry) => form.setFieldValue(field, entry)}
      />
    );
  };

  const isLateShown = isLateReasonAsked(
    { sourceSystem: shipment.sourceSystem, division: shipment.division },
    toUpdatableStop(stop),
    values.actualArrivalDateTime,
    config,
  );
  const stopError = errorOf('stopId');

  return (
    <>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text fw={600}>
            {t('trip.update.stop', {
              sequence: stop.sequenceNo,
              activity: t(`trip.activity.${stop.stopType}`),
              place: `${stop.city}, ${stop.state}`,
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('trip.update.zoneHint', { zone })}
          </Text>
          {timeField('actualETADateTime', t('trip.update.eta'), stop.actualEta, access.eta)}
          {timeField('actualArrivalDateTime', t('trip.update.arrival'), stop.actualArrival, access.arrival)}
          {timeField(
            'actualDepartureDateTime',
            t('trip.update.departure'),
            stop.actualDeparture,
            access.departure,
          )}
          {asksEquipmentQuestion(shipment) && (
            <Radio.Group
              label={t('trip.update.equipment')}
              required
              value={values.providerEquipment === null ? '' : String(values.providerEquipment)}
              onChange={(answer) => form.setFieldValue('providerEquipment', answer === 'true')}
              error={errorOf('providerEquipment')}
            >
              <Group mt={4}>
                <Radio value="true" label={t('trip.update.yes')} />
                <Radio value="false" label={t('trip.update.no')} />
              </Group>
            </Radio.Group>
          )}
          {trailerField('TRAILER_IN')}
          {trailerField('TRAILER_OUT')}
          {shipment.isDrayRoute && (
            <TextInput
              label={t('trip.update.chassis')}
              value={values.chassisNumber ?? ''}
              maxLength={20}
              error={errorOf('chassisNumber')}
              onChange={(event) => form.setFieldValue('chassisNumber', event.currentTarget.value || null)}
            />
          )}
          {(stopError || errorOf('lateArrivalReason')) && (
            <Alert color="red" role="alert">
              {stopError ?? errorOf('lateArrivalReason')}
            </Alert>
          )}
          {failure && (
            <Alert color="red" role="alert">
              <Stack gap="xs">
                <Text size="sm">{failure.text}</Text>
                {failure.isStale && (
                  <Group>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => void handleRefresh()}
                      loading={isRefreshing}
                    >
                      {t('trip.update.refresh')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('trip.update.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('trip.update.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {offlineAlert}
      <Dialog
        opened={isLateAsked && isLateShown}
        onClose={() => setLateAsked(false)}
        title={t('trip.update.lateTitle')}
        closeButtonProps={{ 'aria-label': t('trip.update.close') }}
        centered
      >
        <Stack gap="md">
          <Text>{t('trip.update.lateIntro')}</Text>
          <Select
            label={t('trip.update.lateReason')}
            required
            data={config.lateReasonCodes.map((code) => ({
              value: code,
              label: t(`messages:trip.lateReasons.${code}`, { defaultValue: code }),
            }))}
            value={values.lateArrivalReason}
            onChange={(code) => form.setFieldValue('lateArrivalReason', code)}
          />
          <Group justify="flex-end">
            <Button
              disabled={!values.lateArrivalReason}
              onClick={() => {
                setLateAsked(false);
                submit(values);
              }}
            >
              {t('trip.update.lateSave')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
      <Dialog
        opened={warnings.length > 0}
        onClose={() => setWarnings([])}
        title={t('trip.update.consentTitle')}
        closeButtonProps={{ 'aria-label': t('trip.update.close') }}
        centered
      >
        <Stack gap="md">
          {warnings.map((warning) => (
            <Text key={warning}>{warning}</Text>
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setWarnings([])}>
              {t('trip.update.consentNo')}
            </Button>
            <Button
              onClick={() => {
                setWarnings([]);
                form.setFieldValue('userConsentForTrailerWarning', true);
                send({ ...values, userConsentForTrailerWarning: true });
              }}
            >
              {t('trip.update.consentYes')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
