import { hasPermission } from '@freight/domain/permissions';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { useWebContent } from '../../home/api/get-web-content';
import { useHelpContent, type HelpMenuItem, type HelpSection } from '../api/get-help-content';

// /app/support (D3-2.13, D3-2.67, D3-2.68): the More tab's content, everyone but Guest (D1-6.13): the
// help menu's headings (the FAQ heading shown as FAQ), their sub-headings and content cards, then
// Site News. A guest is told to register (D3-8.25); Feedback stays everyone's.

function ContentCard({ card }: { card: HelpSection }) {
  const { t } = useTranslation(['support', 'web']);
  return (
    <Paper withBorder radius="md" p="md" component="article">
      <Stack gap="xs">
        <Title order={4} size="h5">
          {card.title}
        </Title>
        {/* Sanitised just above the insertion: the only way this HTML reaches the page. */}
        <Box fz="sm" dangerouslySetInnerHTML={{ __html: sanitizeHtml(card.richTextDescription) }} />
        {card.video && (
          <Anchor href={card.video} target="_blank" rel="noopener noreferrer" size="sm">
            {t('support.watchVideo', { title: card.title })}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

function HelpHeading({ item }: { item: HelpMenuItem }) {
  const { t } = useTranslation(['support', 'web']);
  const id = `help-${item.key}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {item.isFaq ? t('support.faq') : item.title}
      </Title>
      {item.menuEntries.map((entry) => (
        <Stack key={entry.key} gap="xs">
          <Title order={3} size="h4">
            {entry.title}
          </Title>
          {entry.sections.map((card) => (
            <ContentCard key={card.key} card={card} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function SiteNews() {
  const { t } = useTranslation(['support', 'web']);
  const news = useWebContent('site_news');
  if (!news.data || news.data.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="site-news">
      <Title order={2} size="h3" id="site-news">
        {t('support.siteNews')}
      </Title>
      {news.data.map((entry) => (
        <Paper key={entry.key} withBorder radius="md" p="md" component="article">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {entry.title}
            </Title>
            <Box fz="sm" dangerouslySetInnerHTML={{ __html: sanitizeHtml(entry.body) }} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function SupportContent() {
  const { t } = useTranslation(['support', 'web']);
  const help = useHelpContent({ enabled: true });
  if (help.isError)
    return (
      <Alert color="red" title={t('support.loadError')}>
        <Button size="xs" variant="light" onClick={() => void help.refetch()}>
          {t('support.retry')}
        </Button>
      </Alert>
    );
  if (!help.data)
    return (
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text>{t('support.loading')}</Text>
      </Group>
    );
  return (
    <>
      {help.data.length === 0 && <Text>{t('support.empty')}</Text>}
      {help.data.map((item) => (
        <HelpHeading key={item.key} item={item} />
      ))}
      <SiteNews />
    </>
  );
}

export function SupportPage() {
  const { t } = useTranslation(['support', 'web']);
  const { claims } = useAuth();
  const canRead = hasPermission(claims?.roles ?? [], 'more.moreContent');
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Title order={1}>{t('web:pages.support')}</Title>
        {canRead ? <SupportContent /> : <Text>{t('web:errors.registerForAccess')}</Text>}
        <Text>
          <Anchor component={Link} to={paths.app.feedback.getHref()}>
            {t('support.sendFeedback')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
