import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MatchedLoadsKind } from '../../loads/matched/can-see-matched-loads';
import { MatchedLoadsSections } from './matched-loads-sections';
import { MyLoadsTiles } from './my-loads-tiles';
import { ProductUpdatesBanner } from './product-updates-banner';
import { TopRecommendations } from './top-recommendations';

type HomePageProps = {
  /** /app/home/recommended and /app/home/watched open Home on that section (D1-2.06). */
  section?: MatchedLoadsKind;
};

/**
 * Home (D1-2.06, D1-2.19): the product-updates banner, the My Loads tiles, Top Recommendations, then
 * the matched loads (Recommended, Watched).
 */
export function HomePage({ section }: HomePageProps) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Title order={1}>{t('pages.home')}</Title>
        <ProductUpdatesBanner />
        <MyLoadsTiles />
        <TopRecommendations />
        <MatchedLoadsSections section={section} />
      </Stack>
    </Container>
  );
}
