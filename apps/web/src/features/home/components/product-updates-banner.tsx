import { Alert, Box, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { useWebContent, type WebContentEntry } from '../api/get-web-content';

function BannerEntries({ entries }: { entries: WebContentEntry[] }) {
  return (
    <Stack gap="xs">
      {entries.map((entry) => (
        <div key={entry.key} data-content-key={entry.key}>
          <Text fw={600}>{entry.title}</Text>
          {/* Written in the content system: sanitised like any outside rich text. */}
          <Box fz="sm" dangerouslySetInnerHTML={{ __html: sanitizeHtml(entry.body) }} />
        </div>
      ))}
    </Stack>
  );
}

/**
 * The product-updates banner of Home (D1-2.06, D1-2.19): the home_banner entries of the content API
 * (D3-7.22). When there are none, or the content cannot be read, it says what the catalogues say: the
 * banner is never the reason Home fails.
 */
export function ProductUpdatesBanner() {
  const { t } = useTranslation();
  const { data: entries, isPending } = useWebContent('home_banner');
  const title = t('homePage.productUpdatesTitle');
  let content;
  if (isPending) content = <Skeleton height={16} radius="sm" />;
  else if (entries && entries.length > 0) content = <BannerEntries entries={entries} />;
  else content = t('homePage.productUpdates');
  return (
    <Alert color="blue" title={title} role="region" aria-label={title} aria-busy={isPending}>
      {content}
    </Alert>
  );
}
