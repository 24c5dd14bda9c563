import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoadCardPosting } from '../api/load-posting';
import { LoadCard } from './load-card';

type LoadListProps = {
  postings: readonly LoadCardPosting[];
  /** The one card shown open; choosing another closes it. */
  expandedLoadId: string | null;
  onToggle: (loadId: string) => void;
  /** The list's accessible name; 'Loads' unless told. */
  label?: string;
  /** 'grid': cards side by side on a wide screen (Top Recommendations). */
  layout?: 'list' | 'grid';
  /** What to show under each card (similar loads); defined once, so that the memoised cards keep it. */
  renderExtra?: (posting: LoadCardPosting) => ReactNode;
};

/** The loads of a result list, as a list of cards (each card is a list item). */
export function LoadList({
  postings,
  expandedLoadId,
  onToggle,
  label,
  layout = 'list',
  renderExtra,
}: LoadListProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      // Safari drops the list role of a list without bullets unless it is said again.
      role="list"
      aria-label={label ?? t('results.listLabel')}
      m={0}
      p={0}
      style={{
        listStyle: 'none',
        display: layout === 'grid' ? 'grid' : 'flex',
        gridTemplateColumns:
          layout === 'grid' ? 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))' : undefined,
        alignItems: layout === 'grid' ? 'start' : undefined,
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
          renderExtra={renderExtra}
        />
      ))}
    </Box>
  );
}
