import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { SearchPageState } from '../search-navigation';

type ResultsBreadcrumbProps = { from: 'recentSearch' | 'favoriteSearch' };

/** Results of a saved search: Favorite Search or Recent Search, then See Results (D1-2.21). */
export function ResultsBreadcrumb({ from }: ResultsBreadcrumbProps) {
  const { t } = useTranslation();
  const state: SearchPageState = { segment: from };
  return (
    <Box component="nav" aria-label={t('results.breadcrumb')}>
      <Breadcrumbs>
        <Anchor component={Link} to={paths.app.search.getHref()} state={state}>
          {t(`results.${from}`)}
        </Anchor>
        <Text span aria-current="page">
          {t('results.seeResults')}
        </Text>
      </Breadcrumbs>
    </Box>
  );
}
