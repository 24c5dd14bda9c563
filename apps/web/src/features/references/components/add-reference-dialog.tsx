import { useState } from 'react';
import { Alert, Button, CloseButton, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  areReferenceRowsComplete,
  isReferenceIssueCode,
  maxReferenceRows,
  referenceRowsSchema,
} from '@freight/domain/references/reference-rows';
import { toSingleLineText } from '@freight/domain/single-line-text';
import { Dialog } from '../../../components/ui/dialog';
import { useNetworkGuard } from '../../../components/ui/network-guard';
import { ApiError } from '../../../lib/api-client';
import { useConfig } from '../../../lib/config-provider';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useLogEvent } from '../../../lib/log-event';
import { useAddReference } from '../api/add-reference';
import type { ReferenceShipment } from '../api/get-shipment-references';
import { useReferenceAdding } from '../use-reference-adding';

// The Add Reference modal (D2-4.62, D2-5.33, D2-2.37): rows of a type (the sorted types of the
// shipment's source and division) and a value (at most 25 characters, one line), Add row and remove
// row; Confirm is disabled until every row is filled, and a field left empty shows "*All fields are
// required" with its error border. The answer "Reference added successfully" is a toast of 5 s and the
// details are read again; any other answer is logged as a failure with no toast (D2-4.63). A failed
// call keeps the rows for another try. Opened for the shipment (the References tab) or for one stop
// (the trip screen), whose id every row carries.

/** The stop the references are for; null: the shipment's own. */
export type ReferenceStop = { stopId: string; sequenceNo: number };

/** A refusal the server names on a row's field (`references.1.referenceValue`). */
const rowField = /^references\.\d+\.(referenceType|referenceValue)$/;

type FormRow = { key: number; referenceType: string; referenceValue: string; stopId: string | null };
type FormValues = { references: FormRow[] };

type AddReferenceDialogProps = {
  shipment: ReferenceShipment;
  stop: ReferenceStop | null;
  opened: boolean;
  onClose: () => void;
};

export function AddReferenceDialog({ shipment, stop, opened, onClose }: AddReferenceDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={stop ? t('references.addTitleOfStop', { sequence: stop.sequenceNo }) : t('references.addTitle')}
      closeButtonProps={{ 'aria-label': t('references.close') }}
      size="lg"
      centered
    >
      <AddReferenceForm shipment={shipment} stop={stop} onClose={onClose} />
    </Dialog>
  );
}

function AddReferenceForm({ shipment, stop, onClose }: Omit<AddReferenceDialogProps, 'opened'>) {
  const { t } = useTranslation(['web', 'messages']);
  const config = useConfig();
  const logEvent = useLogEvent();
  const { runOnline, offlineAlert } = useNetworkGuard();
  const { types, labelOf } = useReferenceAdding(shipment);
  const addReference = useAddReference(shipment.shipmentId);
  const [failure, setFailure] = useState<string | null>(null);
  const [nextKey, setNextKey] = useState(1);
  const valueMaxLength = config.trip.referenceValueMaxLength;
  const stopId = stop?.stopId ?? null;
  const emptyRow = (key: number): FormRow => ({ key, referenceType: '', referenceValue: '', stopId });

  const errorText = (code: string) =>
    isReferenceIssueCode(code)
      ? t(`messages:references.issues.${code}`, {
          max: code === 'VALUE_TOO_LONG' ? valueMaxLength : maxReferenceRows,
        })
      : code;
  const { form } = useSchemaForm<FormValues>({
    initialValues: { references: [emptyRow(0)] },
    schema: referenceRowsSchema({ types, valueMaxLength }),
    errorText,
    // A field left empty says so when the user leaves it (Confirm stays disabled meanwhile).
    validateInputOnBlur: true,
  });
  const rows = form.values.references;
  const isComplete = areReferenceRowsComplete(rows);

  const handleAddRow = () => {
    form.insertListItem('references', emptyRow(nextKey));
    setNextKey(nextKey + 1);
  };

  /** D2-4.63: an answer that is not the success text is a failure, logged, with no toast. */
  const handleOtherAnswer = (message: string) => {
    setFailure(message.trim() || t('references.failed'));
    logEvent('references.addFailed', { shipmentId: shipment.shipmentId, message });
  };

  const handleError = (error: unknown) => {
    logEvent('references.addFailed', {
      shipmentId: shipment.shipmentId,
      status: error instanceof ApiError ? error.code : 'INTERNAL',
    });
    if (error instanceof ApiError && error.code === 'BAD_USER_INPUT') {
      const named = Object.entries(error.fields ?? {});
      const onRows = named.filter(([field]) => rowField.test(field));
      if (onRows.length > 0) form.setErrors(Object.fromEntries(onRows));
      // What no field shows (the number of rows, the action) is said above the buttons.
      if (onRows.length < named.length || onRows.length === 0)
        setFailure(error.message.trim() || t('references.failed'));
      return;
    }
    const isOwnText =
      error instanceof ApiError &&
      error.code !== 'NETWORK_ERROR' &&
      error.code !== 'TIMEOUT' &&
      error.code !== 'INTERNAL' &&
      error.message.trim() !== '';
    setFailure(isOwnText ? error.message : t('references.failed'));
  };

  const send = ({ references }: FormValues) => {
    setFailure(null);
    addReference.mutate(
      {
        shipmentId: shipment.shipmentId,
        sourceSystem: shipment.sourceSystem,
        actionType: 'refUpdate',
        actionQualifier: stop ? 'STOP' : 'SHIPMENT',
        actionDetail: shipment.myLoadsBucket,
        actionDateTime: null,
        references: references.map((row) => ({
          referenceType: row.referenceType.trim(),
          referenceValue: row.referenceValue.trim(),
          stopId: row.stopId,
        })),
      },
      {
        onSuccess: ({ message }) => {
          // D2-4.63: success is that text and nothing else.
          if (message !== t('messages:references.added')) {
            handleOtherAnswer(message);
            return;
          }
          notifications.show({ color: 'green', message, autoClose: config.toasts.loadActionMs });
          onClose();
        },
        onError: handleError,
      },
    );
  };

  const handleSubmit = form.onSubmit((values) => runOnline(() => send(values)));

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('references.intro', { max: valueMaxLength })}</Text>
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((row, index) => {
            const path = `references.${index}`;
            const number = index + 1;
            return (
              <Group key={row.key} component="li" align="flex-start" wrap="wrap" gap="sm">
                <Select
                  {...form.getInputProps(`${path}.referenceType`)}
                  label={t('references.type', { number })}
                  placeholder={t('references.typePlaceholder')}
                  data={types.map((type) => ({ value: type, label: labelOf(type) }))}
                  value={row.referenceType || null}
                  onChange={(value) => form.setFieldValue(`${path}.referenceType`, value ?? '')}
                  allowDeselect={false}
                  required
                  comboboxProps={{ withinPortal: false }}
                  style={{ flex: '1 1 12rem' }}
                />
                <TextInput
                  {...form.getInputProps(`${path}.referenceValue`)}
                  label={t('references.value', { number })}
                  maxLength={valueMaxLength}
                  onChange={(event) =>
                    form.setFieldValue(
                      `${path}.referenceValue`,
                      toSingleLineText(event.currentTarget.value).slice(0, valueMaxLength),
                    )
                  }
                  required
                  autoComplete="off"
                  style={{ flex: '1 1 12rem' }}
                />
                <CloseButton
                  mt={28}
                  aria-label={t('references.removeRow', { number })}
                  disabled={rows.length === 1 || addReference.isPending}
                  onClick={() => form.removeListItem('references', index)}
                />
              </Group>
            );
          })}
        </Stack>
        <Group>
          <Button
            variant="subtle"
            onClick={handleAddRow}
            disabled={rows.length >= maxReferenceRows || addReference.isPending}
          >
            {t('references.addRow')}
          </Button>
        </Group>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={addReference.isPending}>
            {t('references.cancel')}
          </Button>
          <Button type="submit" disabled={!isComplete} loading={addReference.isPending}>
            {t('references.confirm')}
          </Button>
        </Group>
        {offlineAlert}
      </Stack>
    </form>
  );
}
