import type { Role } from '@freight/domain/roles';
import type { Database } from '../../db/client';
import { carriers, memberRoles, members } from '../../db/schema/index';

// Factories for the integration tests: carriers with their members. Valid payloads that a test changes
// one field at a time: buildPostingPayload (postings) and buildTenderPayload (shipments).

export type TestPerson = { upn: string; roles: Role[]; tractorNumber?: string };

/** A carrier with the given members; answers the carrier's row id. */
export async function insertCarrier(
  db: Database,
  commonCarrierId: string,
  people: TestPerson[],
): Promise<string> {
  const [carrier] = await db
    .insert(carriers)
    .values({
      name: `Carrier ${commonCarrierId}`,
      commonCarrierId,
      source: 'MERCURYGATE',
      tmsCarrierId: `T-${commonCarrierId}`,
    })
    .returning({ id: carriers.id });
  for (const person of people) {
    const [member] = await db
      .insert(members)
      .values({
        upn: person.upn,
        carrierId: carrier!.id,
        firstName: 'Dana',
        lastName: 'Driver',
        email: person.upn,
        mobileNumber: '312-555-0100',
        tractorNumber: person.tractorNumber ?? null,
      })
      .returning({ id: members.id });
    await db.insert(memberRoles).values(person.roles.map((role) => ({ memberId: member!.id, role })));
  }
  return carrier!.id;
}
