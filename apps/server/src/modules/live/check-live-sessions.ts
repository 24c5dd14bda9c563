import { sql } from 'drizzle-orm';
import { roles as allRoles, type Role } from '@freight/domain/roles';
import { selectRows, type Executor } from '../../db/client';
import { memberRoles, members } from '../../db/schema/members';
import { grantIsAlive } from '../../platform/live-grants';
import type { LiveListener } from './live-audience';
import type { LiveSession } from './live-hub';

/** Sessions checked per statement: the arrays stay small, and a long pause never blocks other work. */
const sessionsPerQuery = 500;

/** The key of a session in the answer of checkLiveSessions. */
export const sessionKey = (session: Pick<LiveSession, 'memberId' | 'grantId'>) =>
  `${session.memberId} ${session.grantId ?? ''}`;

/**
 * The listeners of the sessions still alive, by sessionKey (decision 061): the member active, and
 * their grant alive when the session has one (the same condition as every call, live-grants.ts), with
 * their carrier and roles as they are now. One statement per 500 sessions, rather than one per session:
 * on PGlite, a connection shared by every request, a thousand separate checks held tenders up for seconds.
 */
export async function checkLiveSessions(
  db: Executor,
  sessions: readonly LiveSession[],
  now: Date,
): Promise<Map<string, LiveListener>> {
  const alive = new Map<string, LiveListener>();
  for (let start = 0; start < sessions.length; start += sessionsPerQuery) {
    const chunk = sessions.slice(start, start + sessionsPerQuery);
    const rows = await selectRows<{
      memberId: string;
      grantId: string;
      carrierId: string | null;
      roles: string[];
    }>(
      db,
      sql`select s.member_id as "memberId", s.grant_id as "grantId", ${members.carrierId} as "carrierId",
          array(select ${memberRoles.role} from ${memberRoles} where ${memberRoles.memberId} = ${members.id}) as "roles"
        from unnest(${sql.param(chunk.map((session) => session.memberId))}::uuid[],
            ${sql.param(chunk.map((session) => session.grantId ?? ''))}::text[])
          as s(member_id, grant_id)
        join ${members} on ${members.id} = s.member_id and ${members.active}
        where s.grant_id = '' or ${grantIsAlive(sql`s.grant_id`, sql`${members.id}`, sql`${now.toISOString()}`)}`,
    );
    for (const row of rows)
      alive.set(sessionKey({ memberId: row.memberId, grantId: row.grantId || undefined }), {
        memberId: row.memberId,
        carrierId: row.carrierId,
        roles: allRoles.filter((role: Role) => row.roles.includes(role)),
      });
  }
  return alive;
}
