import { useInfiniteQuery } from '@tanstack/react-query';
import { rolesOfFilter, type MemberRoleFilter } from '@freight/domain/people/member-roles';
import { hasMorePages } from '@freight/domain/search/paging';
import { graphql } from '../../../graphql/gql';
import type { GetMembersQuery } from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { useConfig } from '../../../lib/config-provider';
import { membersQueryKey } from '../query-keys';

// D3-7.04 getMembers: the caller's carrier's members by name, `paging.memberListPageSize` at a time,
// for one search (names or mobile numbers, comma-separated) and Filter By. The server decides the
// carrier from the caller.
export const getMembersDocument = graphql(`
  query getMembers($input: MembersInput) {
    getMembers(input: $input) {
      totalRecords
      totalPages
      members {
        member {
          ...MemberFields
        }
        assignedLoadCount
        assignedLoadStates
        canAssignLoad
      }
    }
  }
`);

export type MembersPage = GetMembersQuery['getMembers'];
export type ManagedMember = MembersPage['members'][number];

/** The next page, or undefined once every member is loaded. */
export function getNextMembersPage(lastPage: MembersPage, pages: MembersPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.members.length, 0);
  if (lastPage.members.length === 0 || !hasMorePages(lastPage.totalRecords, loaded)) return undefined;
  return pages.length;
}

export function useMembers(search: string, filters: readonly MemberRoleFilter[]) {
  const client = useApiClient();
  const size = useConfig().paging.memberListPageSize;
  return useInfiniteQuery({
    queryKey: membersQueryKey(search, filters, size),
    initialPageParam: 0,
    getNextPageParam: getNextMembersPage,
    retry: false,
    queryFn: async ({ pageParam, signal }) => {
      const roles = rolesOfFilter(filters);
      const input = {
        page: pageParam,
        size,
        search: search.trim() === '' ? null : search,
        roleName: roles.length > 0 ? roles : null,
      };
      const data = await client.request(getMembersDocument, { input }, { signal });
      return data.getMembers;
    },
  });
}
