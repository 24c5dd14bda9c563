import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { personName } from '@freight/domain/person-name';
import { reloadIntents, type ReloadIntent } from '@freight/domain/reload-intent';
import { members } from '../../db/schema/members';
import { carrierIntents } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import { notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { issueMessage, parseInput } from '../../platform/validate';
import { findCallerShipment } from '../shipments/find-caller-shipment';
import { message } from '../../platform/i18n';

export const intentShipmentNotFoundMessage = message('shipmentNotFound');

export const carrierIntentSchema = z.object({
  shipmentId: z.string().trim().min(1, issueMessage('input.chooseShipment')).max(64),
  intent: z.enum(reloadIntents, { error: issueMessage('intent.intent') }),
});

/** The reload-intent payload as the spec names it (D2-3.17). */
export type CarrierIntent = {
  sourceSystem: string;
  shipmentID: string;
  commonCarrierID: string;
  carrierReloadIntent: ReloadIntent;
  dispatcherName: string;
  eventDateAndTime: string;
};

/**
 * POST /intent/v1/publishCarrierIntent (D2-7.17, D2-7.26): records whether the carrier wants a next
 * route for the truck of a shipment just assigned (D2-4.46 to D2-4.48), dated by the server and
 * signed with the caller's name. Only a shipment the caller may see in My Loads (their carrier's, a
 * driver's own) can carry it; any other id is NOT_FOUND without saying whether it exists.
 */
export async function publishCarrierIntent(
  services: Pick<Services, 'db' | 'now'>,
  caller: Caller,
  body: unknown,
): Promise<CarrierIntent> {
  const { shipmentId, intent } = parseInput(carrierIntentSchema, body);
  const eventAt = services.now();
  return services.db.transaction(async (tx) => {
    const found = await findCallerShipment(tx, caller, shipmentId);
    if (!found || !caller.carrier) throw notFound(intentShipmentNotFoundMessage);
    const [member] = await tx
      .select({ firstName: members.firstName, lastName: members.lastName, upn: members.upn })
      .from(members)
      .where(eq(members.id, caller.memberId));
    // A person's display name follows the same rule whether they drive or dispatch.
    const dispatcherName = member ? personName(member) : caller.upn;
    await tx.insert(carrierIntents).values({
      shipmentId: found.shipment.id,
      carrierId: caller.carrier.id,
      intent,
      dispatcherName,
      eventAt,
    });
    return {
      sourceSystem: found.shipment.sourceSystem,
      shipmentID: found.shipment.shipmentId,
      commonCarrierID: caller.carrier.commonCarrierId,
      carrierReloadIntent: intent,
      dispatcherName,
      eventDateAndTime: eventAt.toISOString(),
    };
  });
}
