import { useCallback, useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadList } from '../../loads/components/load-list';
import { useMarkSeenOnOpen } from '../../loads/matched/api/mark-recommended-loads-seen';
import { useCanSeeMatchedLoads } from '../../loads/matched/can-see-matched-loads';
import { useAuth } from '../../../lib/auth/auth-context';
import { useCarrierSource } from '../api/get-carrier-source';
import { useTopRecommendations } from '../api/get-top-recommendations';

// Loads of this source system's carriers are offered by their own system, not by our engine.
const sourceWithoutRecommendations = 'ASL';

function TopRecommendationTiles({ upn }: { upn: string }) {
  const { t } = useTranslation();
  const source = useCarrierSource(upn);
  const top = useTopRecommendations({ enabled: true });
  const markSeen = useMarkSeenOnOpen();
  const [expandedLoadId, setExpandedLoadId] = useState<string | null>(null);
  const postings = top.data;

  const handleToggle = useCallback(
    (loadId: string) => {
      setExpandedLoadId((current) => (current === loadId ? null : loadId));
      const posting = postings?.find((item) => item.loadId === loadId);
      if (posting && expandedLoadId !== loadId) markSeen(posting);
    },
    [postings, expandedLoadId, markSeen],
  );

  // Unknown source, failed fetch or nothing new: no tiles rather than a guess.
  if (!source.isSuccess || source.data === sourceWithoutRecommendations) return null;
  if (!postings || postings.length === 0) return null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="home-top-recommendations">
      <Title order={2} id="home-top-recommendations">
        {t('homePage.topRecommendations')}
      </Title>
      <LoadList
        postings={postings}
        expandedLoadId={expandedLoadId}
        onToggle={handleToggle}
        label={t('homePage.topRecommendations')}
        layout="grid"
      />
    </Stack>
  );
}

/**
 * Top Recommendations (D1-2.19, D1-4.14): the first new recommended loads by rank, as tiles above the
 * matched loads, only for a member of a carrier (an identity), whose carrier is not of the ASL system,
 * when there are some.
 */
export function TopRecommendations() {
  const canSee = useCanSeeMatchedLoads('recommended');
  const { claims } = useAuth();
  if (!canSee || !claims?.carrierId) return null;
  return <TopRecommendationTiles upn={claims.upn} />;
}
