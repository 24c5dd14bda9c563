import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberRoles, members, notifications, savedSearches, transferRequests } from '../../db/schema/index';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow, signInPerson } from '../shipments/shipments.fixtures';

const transferMutation = /* GraphQL */ `
  mutation ($input: TransferMemberInput!) {
    transferMemberV2(input: $input) {
      status
      message
    }
  }
`;
const requestsQuery = /* GraphQL */ `
  query {
    getTransferRequests {
      requestId
      requestedCarrierId
      carrierName
      roles
      requestedByName
    }
  }
`;
const confirmMutation = /* GraphQL */ `
  mutation ($input: ConfirmTransferInput!) {
    confirmTransfer(input: $input) {
      status
      message
    }
  }
`;

type Request = { requestId: string; requestedCarrierId: string; carrierName: string; roles: string[] };

describe('Transfers between carriers', () => {
  let test: TestApp;
  let lakesId: string;
  let coastalId: string;
  let dispatcher: TestCaller;
  let admin: TestCaller;
  let sam: TestCaller;
  let kim: TestCaller;

  const requestsOf = async (caller: TestCaller) =>
    (await graphqlAs(test.app, caller.headers, requestsQuery)).body.data?.getTransferRequests as Request[];
  const send = (caller: TestCaller, input: Record<string, unknown>) =>
    graphqlAs(test.app, caller.headers, transferMutation, { input });

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    const db = test.database.db;
    lakesId = (await createCarrier(db, { name: 'Lakes Transfer Freight' })).id;
    coastalId = (await createCarrier(db, { name: 'Coastal Transfer Haulers' })).id;
    dispatcher = await signInPerson(db, lakesId, ['carrierDispatcher'], {
      firstName: 'Dina',
      lastName: 'Patch',
    });
    admin = await signInPerson(db, lakesId, ['carrierAdmin']);
    sam = await signInPerson(db, coastalId, ['carrierDriver'], {
      firstName: 'Sam',
      lastName: 'Stranger',
      tractorNumber: 'OLD-1',
    });
    kim = await signInPerson(db, coastalId, ['carrierDriver'], { firstName: 'Kim', lastName: 'Stays' });
  });
  afterAll(() => test.close());

  it('[D3-4.14] [D3-8.06] Send Request asks the member and tells them by a MANAGE_USER_REQUEST notification', async () => {
    const { body } = await send(dispatcher, {
      userId: sam.member.id,
      roles: ['carrierDriver', 'carrierAdmin'],
    });
    expect(body.data?.transferMemberV2).toEqual({ status: 'OK', message: 'Request sent to Sam Stranger' });
    const [notice] = await test.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.memberId, sam.member.id));
    expect(notice).toMatchObject({
      type: 'MANAGE_USER_REQUEST',
      title: 'Request to join a carrier',
      body: 'Dina Patch of Lakes Transfer Freight asks you to join their carrier.',
    });
    const [request] = await requestsOf(sam);
    // D3-3.20: requestedCarrierId, carrierName, roles; Admin is never given by a request (D3-4.23).
    expect(request).toMatchObject({
      requestedCarrierId: lakesId,
      carrierName: 'Lakes Transfer Freight',
      roles: ['carrierDriver'],
    });
    expect(await send(dispatcher, { userId: sam.member.id, roles: ['carrierDriver'] })).toMatchObject({
      body: { data: { transferMemberV2: { status: 'OK' } } },
    });
    expect(await requestsOf(sam)).toHaveLength(1);
  });

  it('[D3-8.06] a member of the same carrier "already exists"; only dispatchers send requests', async () => {
    const same = await send(dispatcher, { userId: admin.member.id, roles: ['carrierDriver'] });
    expect(same.body.errors?.[0]).toMatchObject({
      message: 'User already exist in current carrier',
      extensions: { code: 'CONFLICT' },
    });
    const byAdmin = await send(admin, { userId: kim.member.id, roles: ['carrierDriver'] });
    expect(byAdmin.body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const unknown = await send(dispatcher, {
      userId: '00000000-0000-4000-8000-000000000000',
      roles: ['carrierDriver'],
    });
    expect(unknown.body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await requestsOf(kim)).toEqual([]);
  });

  it('[D3-4.32] Not Now declines; a request is answered only by its member, once', async () => {
    await send(dispatcher, { userId: kim.member.id, roles: ['carrierDispatcher'] });
    const [request] = await requestsOf(kim);
    const bySomeoneElse = await graphqlAs(test.app, sam.headers, confirmMutation, {
      input: { requestId: request!.requestId, confirm: true },
    });
    expect(bySomeoneElse.body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const declined = await graphqlAs(test.app, kim.headers, confirmMutation, {
      input: { requestId: request!.requestId, confirm: false },
    });
    expect(declined.body.data?.confirmTransfer).toEqual({
      status: 'DECLINED',
      message: 'The request was declined.',
    });
    const again = await graphqlAs(test.app, kim.headers, confirmMutation, {
      input: { requestId: request!.requestId, confirm: true },
    });
    expect(again.body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const [row] = await test.database.db.select().from(members).where(eq(members.id, kim.member.id));
    expect(row?.carrierId).toBe(coastalId);
  });

  it('[D3-4.33] Agree moves the member with the roles asked, keeps nothing of the old carrier, and signs them out', async () => {
    const db = test.database.db;
    await db.insert(savedSearches).values({
      memberId: sam.member.id,
      carrierId: coastalId,
      trailerType: 'Dry Van',
      criteriaKey: 'dry-van',
    });
    const [request] = await requestsOf(sam);
    const { body } = await graphqlAs(test.app, sam.headers, confirmMutation, {
      input: { requestId: request!.requestId, confirm: true },
    });
    expect(body.data?.confirmTransfer).toEqual({
      status: 'AGREED',
      message: 'You have joined the carrier. Please sign in again.',
    });
    const [row] = await db.select().from(members).where(eq(members.id, sam.member.id));
    expect(row).toMatchObject({ carrierId: lakesId, tractorNumber: null });
    const roles = await db.select().from(memberRoles).where(eq(memberRoles.memberId, sam.member.id));
    expect(roles.map((r) => r.role)).toEqual(['carrierDriver']);
    expect(await db.select().from(savedSearches).where(eq(savedSearches.memberId, sam.member.id))).toEqual(
      [],
    );
    expect(await db.select().from(notifications).where(eq(notifications.memberId, sam.member.id))).toEqual(
      [],
    );
    // The audit: who asked, from which carrier, and when the member answered.
    const [audit] = await db
      .select()
      .from(transferRequests)
      .where(eq(transferRequests.id, request!.requestId));
    expect(audit).toMatchObject({
      status: 'AGREED',
      requestedBy: dispatcher.member.id,
      requestedByName: 'Dina Patch',
      fromCarrierId: coastalId,
      memberId: sam.member.id,
    });
    expect(audit?.answeredAt).toEqual(detailsNow);
    const after = await graphqlAs(test.app, sam.headers, requestsQuery);
    expect(after.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses malformed requests with BAD_USER_INPUT', async () => {
    for (const input of [
      { userId: 'x', roles: ['carrierDriver'] },
      { userId: kim.member.id, roles: [] },
      { userId: kim.member.id, roles: ['carrierKing'] },
    ]) {
      const { status, body } = await send(dispatcher, input);
      expect(status).toBeLessThan(500);
      expect(body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    }
    const bad = await graphqlAs(test.app, kim.headers, confirmMutation, {
      input: { requestId: 'nope', confirm: true },
    });
    expect(bad.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});
