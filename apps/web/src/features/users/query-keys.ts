import type { MemberRoleFilter } from '@freight/domain/people/member-roles';

// The users feature's query keys, each defined once, under one root so that a change to a member
// (added, edited, delinked, re-invited) makes every list and profile stale at once.

const root = 'users';

/** Every cached answer about members. */
export const usersQueryKey = [root] as const;

/** Manage Users' pages for one search and filter (getMembers). */
export function membersQueryKey(search: string, filters: readonly MemberRoleFilter[], pageSize: number) {
  return [root, 'list', search, [...filters].sort().join(','), pageSize] as const;
}

/** A member's Assigned Load Details (getMemberAssignedLoads). */
export function assignedLoadsQueryKey(userId: string) {
  return [root, 'loads', userId] as const;
}

/** One member's profile (getMember). */
export function memberQueryKey(userId: string) {
  return [root, 'one', userId] as const;
}

/** The caller's transfer requests waiting for an answer (getTransferRequests). */
export const transferRequestsQueryKey = [root, 'transfers'] as const;
