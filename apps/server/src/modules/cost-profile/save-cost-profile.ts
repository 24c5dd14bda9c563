import {
  costProfileLimits,
  costProfileSchema,
  type CostProfileIssue,
  type CostProfileNumberField,
} from '@freight/domain/profit/cost-profile';
import type { Caller } from '../../platform/caller';
import { badInput, notFound, type FieldDetail } from '../../platform/errors';
import { message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { costProfiles } from '../../db/schema/profit';
import { costProfileView } from './cost-profile-view';
import { findCarrierCostProfile } from './find-carrier-cost-profile';

function fieldMessage(field: string, code: string): FieldDetail {
  const issue = code as CostProfileIssue;
  if (issue === 'outOfRange' && field in costProfileLimits) {
    const { min, max } = costProfileLimits[field as CostProfileNumberField];
    return message('costProfile.outOfRange', { min, max });
  }
  if (issue === 'floorAboveTarget') return message('costProfile.floorAboveTarget');
  return message('costProfile.costMode');
}

/**
 * saveCostProfile: checks the profile with the domain's rules (the form's own) and stores it as the
 * caller's carrier's, replacing the one before. A refused profile changes nothing.
 */
export async function saveCostProfile(services: Pick<Services, 'db'>, caller: Caller, input: unknown) {
  const carrierId = caller.carrier?.id;
  if (!carrierId) throw notFound(message('costProfile.noCarrier'));
  const parsed = costProfileSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, FieldDetail> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') || 'costMode';
      fields[field] ??= fieldMessage(field, issue.message);
    }
    throw badInput(message('costProfile.invalid'), fields);
  }
  const profile = parsed.data;
  await services.db
    .insert(costProfiles)
    .values({ carrierId, ...profile, updatedBy: caller.memberId })
    .onConflictDoUpdate({
      target: costProfiles.carrierId,
      set: { ...profile, updatedBy: caller.memberId, updatedAt: new Date() },
    });
  return costProfileView(await findCarrierCostProfile(services.db, carrierId));
}
