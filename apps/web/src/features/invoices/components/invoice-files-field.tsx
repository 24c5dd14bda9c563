import { useId, type ChangeEvent } from 'react';
import { CloseButton, Group, Input, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChosenFileIssue } from '@freight/domain/documents/check-chosen-file';
import { useConfig } from '../../../lib/config-provider';
import { useFormatLocale } from '../../../lib/format-locale';
import { formatFileSize } from '../../../lib/format-file-size';
import type { ChosenFile } from './use-chosen-files';

// The invoice's files (D2-5.27): a file picker limited to the configured formats, and the files
// chosen so far, each with its size and, when the browser's check refused it, why. A file is removed
// with its own button; the list is kept when an upload fails, for a retry.

type InvoiceFilesFieldProps = {
  files: readonly ChosenFile[];
  onAdd: (files: File[]) => void;
  onRemove: (key: number) => void;
};

export function InvoiceFilesField({ files, onAdd, onRemove }: InvoiceFilesFieldProps) {
  const { t } = useTranslation(['web', 'messages']);
  const { documents } = useConfig();
  const locale = useFormatLocale();
  const inputId = useId();
  const hintId = useId();
  const maxSize = formatFileSize(documents.maxSizeKb * 1024, locale);
  const formats = documents.formats.map((format) => `.${format}`);

  // The documents' own texts (D2-5.27): an invoice is a document.
  const issueText = (issue: ChosenFileIssue) =>
    t(`messages:documents.issues.${issue}`, { formats: documents.formats.join(', .'), size: maxSize });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // Emptied, so that choosing the same file again (after removing it) is a change too.
    event.target.value = '';
    if (chosen.length > 0) onAdd(chosen);
  };

  return (
    <Stack gap="xs">
      <Input.Wrapper
        label={t('invoices.files.label')}
        labelProps={{ htmlFor: inputId }}
        description={t('invoices.files.hint', { formats: formats.join(', '), maxSize })}
        descriptionProps={{ id: hintId }}
      >
        <input
          id={inputId}
          type="file"
          multiple
          accept={[...formats, 'application/pdf', 'image/png', 'image/jpeg'].join(',')}
          aria-describedby={hintId}
          onChange={handleChange}
          style={{ display: 'block', marginTop: 4 }}
        />
      </Input.Wrapper>
      {files.length > 0 && (
        <List listStyleType="none" spacing={4} aria-label={t('invoices.files.chosen')}>
          {files.map(({ key, file, issue }) => (
            <List.Item key={key}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" truncate="end">
                  {file.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatFileSize(file.size, locale)}
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={t('invoices.files.remove', { name: file.name })}
                  onClick={() => onRemove(key)}
                />
              </Group>
              {issue && (
                <Text size="sm" c="red" role="alert">
                  {issueText(issue)}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
