import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { resolveConfigText } from '../../../lib/config-text';
import { useConfig } from '../../../lib/config-provider';
import { renderSimilarLoads } from '../components/similar-loads';
import { useRecommendedLoads } from './api/get-recommended-loads';
import { useMarkSeenOnOpen } from './api/mark-recommended-loads-seen';
import { useCanSeeMatchedLoads } from './can-see-matched-loads';
import { MatchedLoadsView } from './matched-loads-view';

/** The empty state of recommendations: the configured text, else the catalogue's (D1-8.08). */
function NoRecommendations() {
  const { t, i18n } = useTranslation();
  const { noRecommendationsText } = useConfig().recommendations;
  return (
    <Text>
      {resolveConfigText(noRecommendationsText, i18n.language, t('matchedLoads.noRecommendations'))}
    </Text>
  );
}

function RecommendedLoadsList() {
  const { t } = useTranslation();
  const { homePageSize } = useConfig().paging;
  const query = useRecommendedLoads();
  const markSeen = useMarkSeenOnOpen();
  return (
    <MatchedLoadsView
      titleOf={(count) => t('matchedLoads.recommendationCount', { count })}
      pendingTitle={t('matchedLoads.recommendations')}
      query={query}
      pageSize={homePageSize}
      empty={<NoRecommendations />}
      onOpen={markSeen}
      renderExtra={renderSimilarLoads}
    />
  );
}

/**
 * The recommended loads (D1-2.19, D1-4.13): 'N Recommendation(s)', ranked, each with its similar loads;
 * opening one marks it seen. Nothing for a role or configuration without recommendations.
 */
export function RecommendedLoads() {
  const canSee = useCanSeeMatchedLoads('recommended');
  return canSee ? <RecommendedLoadsList /> : null;
}
