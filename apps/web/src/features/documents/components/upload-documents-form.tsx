import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, FileButton, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  uploadFormSchema,
  type UploadFormValues,
  type UploadIssue,
} from '@freight/domain/documents/upload-form-schema';
import type { UploadSource } from '@freight/domain/documents/upload-rules';
import type { DocumentType } from '@freight/domain/stops';
import { ApiError } from '../../../lib/api-client';
import { checkChosenFile } from '../../../lib/check-chosen-file';
import { useConfig } from '../../../lib/config-provider';
import { useFormatLocale } from '../../../lib/format-locale';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { UploadFailure, useSubmitDocument, type ChosenUpload } from '../api/submit-document';
import { CaptureReview, type ReviewItem } from '../capture/capture-review';
import { captureErrorKey } from '../capture/capture-error';
import { checkPhoto } from '../capture/check-photo';
import { describePdf } from '../capture/describe-pdf';
import { toCaptureJpeg } from '../capture/to-capture-jpeg';
import type { DocumentsShipment } from '../documents-shipment';
import { formatFileSize } from '../../../lib/format-file-size';

// The upload of the Documents tab (issue 15 part 2, the web half; D2-5.27, D2-5.28, D2-5.31): the
// document type first (the configured default when it is allowed), then files picked or photographed
// (the camera's images become JPEGs named Capture_{n}); each chosen file is checked for its size and
// its format read from its bytes (check-chosen-file.ts; a refusal shows for the configured 10 s), and reviewed before
// sending (a photo too dark or blurred, a PDF's pages: never blocking). The server decides in the end;
// a failed upload keeps the type and the files not sent, and says why, for a Retry.

/** A chosen file with how it was chosen and what the review found. */
type ChosenEntry = ChosenUpload & Omit<ReviewItem, 'file'> & { name: string; size: number };

/** The server's own words, for the refusals it words (translated for the caller, decision 025). */
const worded: readonly string[] = [
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'FORBIDDEN',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'LIMIT_EXCEEDED',
  'RATE_LIMITED',
  'UNAVAILABLE',
];

/** What the review shows of a chosen file; a photo the browser cannot measure is sent unchecked. */
async function reviewOf(file: File): Promise<Omit<ReviewItem, 'file'>> {
  if (file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf'))
    return { pdf: await describePdf(file) };
  if (!file.type.startsWith('image/')) return {};
  return checkPhoto(file).then(
    (photo) => ({ photo }),
    () => ({}),
  );
}

/** A camera image as the JPEG Capture_{n} (D2-5.31), or the reason it could not be made. */
async function toCapture(
  chosen: File,
  n: number,
  maxSizeKb: number,
): Promise<{ file: File } | { captureError: ReturnType<typeof captureErrorKey> }> {
  return toCaptureJpeg(chosen, n, { maxSizeKb }).then(
    (file) => ({ file }),
    (error: unknown) => ({ captureError: captureErrorKey(error) }),
  );
}

type UploadDocumentsFormProps = { shipment: DocumentsShipment; allowedTypes: readonly DocumentType[] };

export function UploadDocumentsForm({ shipment, allowedTypes }: UploadDocumentsFormProps) {
  const { t } = useTranslation(['web', 'messages']);
  const config = useConfig();
  const locale = useFormatLocale();
  const limits = config.documents;
  const submit = useSubmitDocument();
  const titleId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const captures = useRef(0);
  const cameraInput = useRef<HTMLInputElement>(null);
  const resetPicker = useRef<() => void>(null);
  const resetCamera = useRef<() => void>(null);

  const issueText = (code: string) =>
    t(`messages:documents.issues.${code as UploadIssue}`, {
      formats: limits.formats.join(', .'),
      size: formatFileSize(limits.maxSizeKb * 1024, locale),
      maxFiles: limits.maxFilesPerUpload,
    });
  const defaultType = allowedTypes.find((type) => type === limits.defaultType) ?? null;
  const { form, errorOf } = useSchemaForm<UploadFormValues<ChosenEntry>>({
    initialValues: { docType: defaultType, files: [] },
    schema: uploadFormSchema(limits, allowedTypes),
    errorText: issueText,
  });

  // A refusal of a chosen file shows for the configured time (D2-5.27: 10 s), then goes.
  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => setNotice(null), config.toasts.formatMessageMs);
    return () => clearTimeout(timer);
  }, [notice, config.toasts.formatMessageMs]);

  const addFiles = async (picked: readonly File[], source: UploadSource) => {
    setFailure(null);
    form.clearFieldError('files');
    const accepted: ChosenEntry[] = [];
    let refusal: string | null = null;
    for (const chosen of picked) {
      const prepared =
        source === 'CAMERA'
          ? await toCapture(chosen, (captures.current += 1), limits.maxSizeKb)
          : { file: chosen };
      if ('captureError' in prepared) {
        refusal ??= t(prepared.captureError);
        continue;
      }
      const { file } = prepared;
      const issue = await checkChosenFile(file, limits);
      if (issue) refusal ??= issueText(issue);
      else accepted.push({ file, source, name: file.name, size: file.size, ...(await reviewOf(file)) });
    }
    const room = Math.max(0, limits.maxFilesPerUpload - form.getValues().files.length);
    if (accepted.length > room) refusal ??= issueText('tooManyFiles');
    setNotice(refusal);
    form.setFieldValue('files', (current) => [...current, ...accepted.slice(0, room)]);
  };

  const removeFile = (index: number) => form.removeListItem('files', index);
  const retakeFile = (index: number) => {
    removeFile(index);
    cameraInput.current?.click();
  };

  const failureText = (error: unknown) => {
    const reason = error instanceof UploadFailure ? error.reason : error;
    if (reason instanceof ApiError && (reason.code === 'NETWORK_ERROR' || reason.code === 'TIMEOUT'))
      return t('documentsTab.upload.networkFailed');
    if (reason instanceof ApiError && worded.includes(reason.code) && reason.message.trim())
      return reason.message;
    return t('documentsTab.upload.failed');
  };

  const handleSubmit = form.onSubmit(({ docType, files }) => {
    setFailure(null);
    const uploads = files.map(({ file, source }) => ({ file, source }));
    submit.mutate(
      { shipment, docType: docType ?? '', uploads },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('messages:documents.uploaded') });
          form.setFieldValue('files', []);
        },
        onError: (error) => {
          // What did go is listed now; only the rest stays for the retry.
          const sent = error instanceof UploadFailure ? error.sent.map((upload) => upload.file) : [];
          form.setFieldValue('files', (current) => current.filter((entry) => !sent.includes(entry.file)));
          setFailure(failureText(error));
        },
      },
    );
  });

  const isTypeChosen = form.values.docType !== null;
  const formats = limits.formats.map((format) => `.${format}`).join(',');
  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        {/* Not a heading: the tab sits at different depths of the pages that show the panel. */}
        <Text fw={500} id={titleId}>
          {t('documentsTab.upload.title')}
        </Text>
        <Select
          label={t('documentsTab.upload.type')}
          placeholder={t('documentsTab.upload.typePlaceholder')}
          data={allowedTypes.map((type) => ({ value: type, label: t(`messages:documents.types.${type}`) }))}
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          {...form.getInputProps('docType')}
        />
        <Group gap="xs">
          <FileButton
            multiple
            accept={formats}
            resetRef={resetPicker}
            disabled={!isTypeChosen || submit.isPending}
            onChange={(files) => {
              void addFiles(files, 'FILE');
              resetPicker.current?.();
            }}
          >
            {(props) => (
              <Button variant="default" disabled={!isTypeChosen || submit.isPending} {...props}>
                {t('documentsTab.upload.chooseFiles')}
              </Button>
            )}
          </FileButton>
          <FileButton
            ref={cameraInput}
            accept="image/*"
            capture="environment"
            resetRef={resetCamera}
            disabled={!isTypeChosen || submit.isPending}
            onChange={(file) => {
              if (file) void addFiles([file], 'CAMERA');
              resetCamera.current?.();
            }}
          >
            {(props) => (
              <Button variant="default" disabled={!isTypeChosen || submit.isPending} {...props}>
                {t('documentsTab.upload.takePhoto')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c="dimmed">
          {t('documentsTab.upload.limits', {
            formats: limits.formats.map((format) => `.${format}`).join(', '),
            size: formatFileSize(limits.maxSizeKb * 1024, locale),
          })}
        </Text>
        {notice && (
          <Alert color="red" role="alert">
            {notice}
          </Alert>
        )}
        <CaptureReview
          items={form.values.files.map(({ file, photo, pdf }) => ({ file, photo, pdf }))}
          onRetake={retakeFile}
          onRemove={removeFile}
        />
        {errorOf('files') && (
          <Text size="sm" c="red" role="alert">
            {errorOf('files')}
          </Text>
        )}
        {failure && (
          <Alert color="red" role="alert">
            <Text size="sm">{failure}</Text>
            <Text size="sm">{t('documentsTab.upload.kept')}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={submit.isPending}>
            {failure ? t('documentsTab.upload.retry') : t('documentsTab.upload.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
