import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config-provider';
import { ApiError } from '../../../lib/api-client';
import { useAddCarrierDriver, type AddCarrierDriverInput } from '../api/add-carrier-driver';
import type { CarrierDriver } from '../api/get-carrier-drivers';

// Add Driver from the List of Drivers (D2-2.40): the four facts a new driver needs. The server decides
// what is valid and names the fields it refuses; the form shows each refusal in the user's language.

type Field = keyof AddCarrierDriverInput;
const fields: readonly Field[] = ['firstName', 'lastName', 'mobileNumber', 'email'];
const emptyForm: AddCarrierDriverInput = { firstName: '', lastName: '', mobileNumber: '', email: '' };

type AddDriverFormProps = { onAdded: (driver: CarrierDriver) => void; onCancel: () => void };

export function AddDriverForm({ onAdded, onCancel }: AddDriverFormProps) {
  const { t } = useTranslation();
  const { phoneDigits } = useConfig().users;
  const add = useAddCarrierDriver();
  const [values, setValues] = useState<AddCarrierDriverInput>(emptyForm);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const isComplete = fields.every((field) => values[field].trim() !== '');

  const handleError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'BAD_USER_INPUT' && error.fields) {
      const refused = fields.filter((field) => error.fields?.[field] !== undefined);
      setFieldErrors(
        Object.fromEntries(
          refused.map((field) => [field, t(`assignDriver.fieldErrors.${field}`, { digits: phoneDigits })]),
        ),
      );
      if (refused.length > 0) return;
    }
    if (error instanceof ApiError && error.code === 'CONFLICT') {
      setFieldErrors({ email: t('assignDriver.driverExists') });
      return;
    }
    setFailure(
      error instanceof ApiError && error.code === 'FORBIDDEN'
        ? t('assignDriver.addBlocked')
        : t('assignDriver.addFailed'),
    );
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete || add.isPending) return;
    setFieldErrors({});
    setFailure(null);
    add.mutate(values, { onSuccess: onAdded, onError: handleError });
  };

  const field = (name: Field, type = 'text') => (
    <TextInput
      label={t(`assignDriver.${name}`)}
      type={type}
      required
      value={values[name]}
      error={fieldErrors[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
      }}
    />
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('assignDriver.allRequired')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {field('firstName')}
          {field('lastName')}
          {field('mobileNumber', 'tel')}
          {field('email', 'email')}
        </SimpleGrid>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('assignDriver.back')}
          </Button>
          <Button type="submit" disabled={!isComplete} loading={add.isPending}>
            {t('assignDriver.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
