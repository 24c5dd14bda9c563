import { Button, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatLocale } from '../../../lib/format-locale';
import { formatFileSize } from '../format-file-size';
import type { PhotoCheck } from './check-photo';

// A minimal stand-in for the review of decision 049: each chosen file with its
// size and Remove, a photo with Retake. It never blocks sending. The real component replaces this file.

export type ReviewItem = {
  file: File;
  photo?: PhotoCheck;
  pdf?: { pageCount: number | null; sizeBytes: number };
};

type CaptureReviewProps = {
  items: ReviewItem[];
  onRetake: (index: number) => void;
  onRemove: (index: number) => void;
};

export function CaptureReview({ items, onRetake, onRemove }: CaptureReviewProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  if (items.length === 0) return null;
  return (
    <List listStyleType="none" spacing="xs" aria-label={t('documentsTab.review.label')}>
      {items.map((item, index) => (
        <List.Item key={`${item.file.name}-${index}`}>
          <Group gap="xs">
            <Text size="sm">
              {item.file.name} ({formatFileSize(item.file.size, locale)})
            </Text>
            {item.photo && (
              <Button size="compact-xs" variant="subtle" onClick={() => onRetake(index)}>
                {t('documentsTab.review.retake', { name: item.file.name })}
              </Button>
            )}
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => onRemove(index)}>
              {t('documentsTab.review.remove', { name: item.file.name })}
            </Button>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
