import { useMemo, useState } from 'react';
import { Alert, Button, Container, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermission } from '@freight/domain/permissions';
import type { MemberRoleFilter } from '@freight/domain/people/member-roles';
import { showMoreCount } from '@freight/domain/search/paging';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import { ShowMoreFooter } from '../../loads/components/show-more-footer';
import { useMembers, type ManagedMember } from '../api/get-members';
import { useResendInvitation } from '../api/resend-invitation';
import { MemberCard } from './member-card';
import { RoleFilter } from './role-filter';

/** How long the search waits after the last keystroke before it asks (D3-9.03's typeahead pace). */
const searchDebounceMs = 500;

type InviteResult = { title: string; message: string };

/**
 * Manage Users (D3-2.08, D3-2.33 to D3-2.40): Add User for dispatchers, the search by name or mobile,
 * Filter By, the members' cards a page at a time with Show N More and End of list, the empty states,
 * and Re-Send Invite's answer in a dialog (D3-8.05).
 */
export function ManageUsersPage() {
  const { t } = useTranslation(['users', 'web']);
  const { claims } = useAuth();
  const config = useConfig();
  const roles = claims?.roles ?? [];
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, searchDebounceMs);
  const [filters, setFilters] = useState<MemberRoleFilter[]>([]);
  const query = useMembers(debouncedSearch, filters);
  const resend = useResendInvitation();
  const [inviteResult, setInviteResult] = useState<InviteResult | null>(null);

  const pages = query.data?.pages;
  const cards = useMemo(() => pages?.flatMap((page) => page.members) ?? [], [pages]);
  const totalRecords = pages?.at(-1)?.totalRecords ?? 0;
  const isFiltered = debouncedSearch.trim() !== '' || filters.length > 0;

  const handleResend = (card: ManagedMember) => {
    resend.mutate(card.member.userId, {
      onSuccess: (answer) =>
        setInviteResult(
          answer.success === 'true'
            ? { title: t('users.invite.sent'), message: answer.message }
            : { title: t('users.invite.notSent'), message: answer.message },
        ),
      onError: () =>
        setInviteResult({ title: t('users.invite.notSent'), message: t('users.invite.tryAgain') }),
    });
  };

  const renderBody = () => {
    if (!query.data) {
      if (query.isError)
        return (
          <Alert color="red" title={t('web:errors.generic')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('users.loadFailed')}</Text>
              <Button onClick={() => void query.refetch()}>{t('users.retry')}</Button>
            </Stack>
          </Alert>
        );
      return (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text>{t('users.loading')}</Text>
        </Group>
      );
    }
    if (cards.length === 0) return <Text>{isFiltered ? t('users.noMatches') : t('users.empty')}</Text>;
    return (
      <>
        <Stack gap="sm" component="section" aria-label={t('users.listLabel')}>
          {cards.map((card) => (
            <MemberCard
              key={card.member.userId}
              card={card}
              canResendInvite={hasPermission(roles, 'manage.resendInvite')}
              onResendInvite={handleResend}
              isResending={resend.isPending && resend.variables === card.member.userId}
            />
          ))}
        </Stack>
        <ShowMoreFooter
          hasMore={query.hasNextPage}
          nextCount={showMoreCount(totalRecords, cards.length, config.paging.memberListPageSize)}
          isLoading={query.isFetchingNextPage}
          hasFailed={query.isFetchNextPageError}
          onShowMore={() => void query.fetchNextPage()}
        />
      </>
    );
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1}>{t('users.title')}</Title>
          {hasPermission(roles, 'manage.addUser') && (
            <Button component={Link} to={paths.app.addUser.getHref()}>
              {t('users.addUser')}
            </Button>
          )}
        </Group>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="search"
            label={t('users.searchLabel')}
            placeholder={t('users.searchPlaceholder')}
            description={t('users.searchHint')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maxLength={200}
            style={{ flex: 1, minWidth: 220 }}
          />
          <RoleFilter value={filters} onChange={setFilters} />
        </Group>
        {renderBody()}
      </Stack>
      <Dialog
        closeButtonProps={{ 'aria-label': t('users.close') }}
        opened={inviteResult !== null}
        onClose={() => setInviteResult(null)}
        title={inviteResult?.title}
        centered
      >
        <Stack gap="md">
          <Text>{inviteResult?.message}</Text>
          <Button style={{ alignSelf: 'flex-end' }} onClick={() => setInviteResult(null)}>
            {t('users.ok')}
          </Button>
        </Stack>
      </Dialog>
    </Container>
  );
}
