import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  invoiceNumberSchema,
  isInvoiceNumberIssue,
  normalizeInvoiceNumber,
  type InvoiceNumberValues,
} from '@freight/domain/invoices/invoice-number';
import type { InvoiceChoice } from '@freight/domain/invoices/invoice-rules';
import { useConfig } from '../../../lib/config-provider';
import { resolveConfigText } from '../../../lib/config-text';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useNetworkGuard } from '../../../components/ui/network-guard';
import { useInvoiceOptions, type InvoiceOptions } from '../api/get-invoice-options';
import type { UploadInvoiceAnswer } from '../api/upload-invoice';
import { InvoiceFilesField } from './invoice-files-field';
import { MissingPaperwork } from './missing-paperwork';
import type { PreparedInvoice } from './thank-you-dialog';
import { useChosenFiles } from './use-chosen-files';
import { useInvoiceSubmission } from './use-invoice-submission';

// Submit Invoice (D2-2.37, D2-4.59, D2-5.29, D2-5.30): what paperwork the load still waits for, then who
// makes the invoice (YES: the user uploads their own; NO: the provider prepares it, where the server
// offers it), then the files (YES) and the invoice number where the source asks for one. Submitting
// without a file shows the configured footer message (D2-5.29) and sends nothing.

export type InvoiceShipment = { shipmentId: string; sourceSystem: string; division: string | null };

type SubmitInvoiceFormProps = {
  shipment: InvoiceShipment;
  onClose: () => void;
  onSubmitted: (answer: UploadInvoiceAnswer) => void;
  onCreated: (invoice: PreparedInvoice) => void;
};

export function SubmitInvoiceForm(props: SubmitInvoiceFormProps) {
  const { t } = useTranslation();
  const options = useInvoiceOptions(props.shipment.shipmentId);
  if (options.isPending)
    return (
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text>{t('invoices.loading')}</Text>
      </Group>
    );
  if (options.isError)
    return (
      <Alert color="red" title={t('invoices.loadError')}>
        <Button size="xs" variant="light" onClick={() => void options.refetch()}>
          {t('invoices.retry')}
        </Button>
      </Alert>
    );
  if (!options.data)
    return (
      <Stack gap="md">
        <Text>{t('invoices.notFound')}</Text>
        <CloseRow onClose={props.onClose} />
      </Stack>
    );
  return <InvoiceChoiceForm {...props} options={options.data} />;
}

function CloseRow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {t('invoices.close')}
      </Button>
    </Group>
  );
}

function InvoiceChoiceForm({
  shipment,
  options,
  onClose,
  onSubmitted,
  onCreated,
}: SubmitInvoiceFormProps & { options: InvoiceOptions }) {
  const { t, i18n } = useTranslation(['web', 'messages']);
  const config = useConfig();
  const { runOnline, offlineAlert } = useNetworkGuard();
  const choices = options.choices as InvoiceChoice[];
  // A single offer is chosen already; with two, the user answers the question first (D2-4.59).
  const [choice, setChoice] = useState<InvoiceChoice | null>(choices.length === 1 ? choices[0]! : null);
  const [sendEmail, setSendEmail] = useState(true);
  const [listError, setListError] = useState<string | null>(null);
  const chosen = useChosenFiles(config.documents);
  const submission = useInvoiceSubmission({ onSubmitted, onCreated });
  const maxLength = options.invoiceNumberMaxLength;
  const { form } = useSchemaForm<InvoiceNumberValues>({
    initialValues: { invoiceNumber: '' },
    schema: invoiceNumberSchema({ isAsked: options.invoiceNumberShown, maxLength }),
    errorText: (code) =>
      isInvoiceNumberIssue(code) ? t(`invoices.invoiceNumber.${code}`, { maxLength }) : code,
  });

  if (choices.length === 0)
    return (
      <Stack gap="md">
        <MissingPaperwork options={options} />
        <Text>{t('invoices.noChoice')}</Text>
        <CloseRow onClose={onClose} />
      </Stack>
    );

  const handleSubmit = form.onSubmit(({ invoiceNumber }) => {
    const number = options.invoiceNumberShown ? normalizeInvoiceNumber(invoiceNumber) || null : null;
    if (choice === 'NO') {
      runOnline(() =>
        submission.createByProvider({ sendEmail, shipmentId: shipment.shipmentId, invoiceNumber: number }),
      );
      return;
    }
    const { files } = chosen;
    if (files.length === 0) {
      setListError(
        resolveConfigText(
          config.documents.invoice.noFilesFooterText,
          i18n.language,
          t('invoices.files.noFiles'),
        ),
      );
      return;
    }
    if (files.length > config.documents.maxFilesPerUpload) {
      setListError(
        t('messages:documents.issues.tooManyFiles', { maxFiles: config.documents.maxFilesPerUpload }),
      );
      return;
    }
    // Each refused file says why under its name; nothing is sent while one is left.
    if (files.some((entry) => entry.issue !== null)) return;
    setListError(null);
    runOnline(() =>
      submission.submitOwn({
        shipmentId: shipment.shipmentId,
        sourceSystem: shipment.sourceSystem,
        division: shipment.division,
        invoiceNumber: number,
        files: files.map((entry) => entry.file),
      }),
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <MissingPaperwork options={options} />
        <Radio.Group
          label={t('invoices.choice.label')}
          required
          value={choice ?? ''}
          onChange={(value) => {
            setChoice(value as InvoiceChoice);
            setListError(null);
            submission.clearFailure();
          }}
        >
          <Stack gap={6} mt={6}>
            {choices.map((value) => (
              <Radio key={value} value={value} label={t(`invoices.choice.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {choice === 'YES' && (
          <InvoiceFilesField
            files={chosen.files}
            onAdd={(files) => {
              setListError(null);
              void chosen.add(files);
            }}
            onRemove={chosen.remove}
          />
        )}
        {choice !== null && options.invoiceNumberShown && (
          <TextInput
            label={t('invoices.invoiceNumber.label')}
            description={t('invoices.invoiceNumber.hint', { maxLength })}
            autoComplete="off"
            {...form.getInputProps('invoiceNumber')}
          />
        )}
        {choice === 'NO' && (
          <Checkbox
            label={t('invoices.sendEmail')}
            checked={sendEmail}
            onChange={(event) => setSendEmail(event.currentTarget.checked)}
          />
        )}
        {submission.failure && (
          <Alert color="red" role="alert">
            {submission.failure}
          </Alert>
        )}
        {listError && (
          <Text c="red" size="sm" role="alert">
            {listError}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={submission.isPending}>
            {t('invoices.cancel')}
          </Button>
          <Button type="submit" loading={submission.isPending} disabled={choice === null}>
            {choice === 'NO' ? t('invoices.create') : t('invoices.submit')}
          </Button>
        </Group>
        {offlineAlert}
      </Stack>
    </form>
  );
}
