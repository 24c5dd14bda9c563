import { useCallback, useId, useState } from 'react';
import { Alert, Box, Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSimilarLoads } from '../api/get-similar-loads';
import type { LoadCardPosting } from '../api/load-posting';
import { LoadList } from './load-list';

type SimilarLoadsProps = { loadId: string; count: number };

function SimilarLoadsPanel({ loadId, count }: SimilarLoadsProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const [isOpen, setOpen] = useState(false);
  // Fetched the first time it opens, never before, and kept after (D1-4.13).
  const [wasOpened, setWasOpened] = useState(false);
  const query = useSimilarLoads(loadId, { enabled: wasOpened });
  const [expandedLoadId, setExpandedLoadId] = useState<string | null>(null);
  const handleToggleCard = useCallback((id: string) => {
    setExpandedLoadId((current) => (current === id ? null : id));
  }, []);

  const handleToggle = () => {
    setWasOpened(true);
    setOpen((current) => !current);
  };

  const renderBody = () => {
    if (query.isError) {
      return (
        <Alert color="red" title={t('errors.generic')}>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {t('matchedLoads.retry')}
          </Button>
        </Alert>
      );
    }
    if (!query.data) {
      return (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('matchedLoads.loadingSimilar')}</Text>
        </Group>
      );
    }
    if (query.data.length === 0) return <Text size="sm">{t('matchedLoads.noSimilar')}</Text>;
    return (
      <LoadList
        postings={query.data}
        expandedLoadId={expandedLoadId}
        onToggle={handleToggleCard}
        label={t('matchedLoads.similarLabel')}
      />
    );
  };

  return (
    <Box px="md" pb="sm">
      <Button
        variant="subtle"
        size="compact-sm"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={handleToggle}
      >
        {isOpen ? t('matchedLoads.hideSimilar') : t('matchedLoads.showSimilar', { count })}
      </Button>
      <Box id={panelId} hidden={!isOpen} pt="xs">
        {wasOpened && renderBody()}
      </Box>
    </Box>
  );
}

/** 'Show N similar loads' under a recommended load (D1-2.31, D1-4.13); nothing when it has none. */
export function SimilarLoads({ posting }: { posting: LoadCardPosting }) {
  const count = posting.similarLoads ?? 0;
  if (count <= 0) return null;
  return <SimilarLoadsPanel loadId={posting.loadId} count={count} />;
}

/** For a list's `renderExtra`: defined once, so that the memoised cards keep the same prop. */
export function renderSimilarLoads(posting: LoadCardPosting) {
  return <SimilarLoads posting={posting} />;
}
