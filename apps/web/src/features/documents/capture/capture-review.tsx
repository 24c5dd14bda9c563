import { Alert, Box, Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatLocale } from '../../../lib/format-locale';
import type { PdfSummary } from './describe-pdf';
import { formatFileSize } from '../../../lib/format-file-size';
import type { PhotoCheck } from './photo-metrics';

// The files chosen for an upload, reviewed before they are sent (issue 15 part 6, decision 049): each
// one's name and size, a PDF's page count, and for a photo that looks too dark or too blurred a
// warning offering to retake it. Nothing here blocks sending: the form's Send stays enabled, and the
// user who insists sends the photo as it is.

export type ReviewItem = { file: File; photo?: PhotoCheck; pdf?: PdfSummary };

type CaptureReviewProps = {
  items: readonly ReviewItem[];
  onRetake: (index: number) => void;
  onRemove: (index: number) => void;
};

function photoWarningKey(photo: PhotoCheck | undefined) {
  if (photo?.tooDark && photo.tooBlurred) return 'capture.review.tooDarkAndBlurred' as const;
  if (photo?.tooDark) return 'capture.review.tooDark' as const;
  if (photo?.tooBlurred) return 'capture.review.tooBlurred' as const;
  return null;
}

function ReviewEntry({
  item,
  onRetake,
  onRemove,
}: {
  item: ReviewItem;
  onRetake: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { name } = item.file;
  const size = formatFileSize(item.pdf?.sizeBytes ?? item.file.size, locale);
  const pages = item.pdf
    ? item.pdf.pageCount === null
      ? t('capture.review.pagesUnknown')
      : t('capture.review.pages', { count: item.pdf.pageCount })
    : null;
  const warning = photoWarningKey(item.photo);
  const remove = (
    <Button
      size="xs"
      variant="default"
      aria-label={t('capture.review.removeLabel', { name })}
      onClick={onRemove}
    >
      {t('capture.review.remove')}
    </Button>
  );
  return (
    <List.Item>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Box miw={0}>
            <Text fw={500} truncate="end" title={name}>
              {name}
            </Text>
            <Text size="sm" c="dimmed">
              {pages ? t('capture.review.details', { size, pages }) : size}
            </Text>
          </Box>
          {!warning && remove}
        </Group>
        {warning && (
          <Alert color="yellow" variant="light" p="sm">
            <Text size="sm">{t(warning)}</Text>
            <Text size="sm">{t('capture.review.sendAnyway')}</Text>
            <Group gap="xs" mt="xs">
              <Button size="xs" aria-label={t('capture.review.retakeLabel', { name })} onClick={onRetake}>
                {t('capture.review.retake')}
              </Button>
              {remove}
            </Group>
          </Alert>
        )}
      </Stack>
    </List.Item>
  );
}

export function CaptureReview({ items, onRetake, onRemove }: CaptureReviewProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <List listStyleType="none" spacing="sm" aria-label={t('capture.review.label')}>
      {items.map((item, index) => (
        <ReviewEntry
          // Two files may share a name (two Capture_1.jpg of two visits); their position tells them apart.
          key={`${index}-${item.file.name}-${item.file.lastModified}`}
          item={item}
          onRetake={() => onRetake(index)}
          onRemove={() => onRemove(index)}
        />
      ))}
    </List>
  );
}
