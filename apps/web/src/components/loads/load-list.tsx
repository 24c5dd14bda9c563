import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoadCardPosting } from './api/load-posting-fields';
import { LoadCard } from './load-card';

type LoadListProps = {
  postings: readonly LoadCardPosting[];
  /** The one card shown open; choosing another closes it. */
  expandedLoadId: string | null;
  onToggle: (loadId: string) => void;
};

/** The loads of a result list, as a list of cards (each card is a list item). */
export function LoadList({ postings, expandedLoadId, onToggle }: LoadListProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      // Safari drops the list role of a list without bullets unless it is said again.
      role="list"
      aria-label={t('results.listLabel')}
      m={0}
      p={0}
      style={{
        listStyle: 'none',
        display: 'flex',
        flexDirection: 'column',
        gap: 'var(--mantine-spacing-sm)',
      }}
    >
      {postings.map((posting) => (
        <LoadCard
          key={posting.loadId}
          posting={posting}
          isExpanded={posting.loadId === expandedLoadId}
          onToggle={onToggle}
        />
      ))}
    </Box>
  );
}
