import { feedback, userEvents } from '../../db/schema/engagement';
import type { Caller } from '../../platform/caller';
import { forbidden } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { feedbackPayloadSchema } from './feedback-payload';

/** The event every feedback leaves in the event log (D3-7.21, D3-9.14: feedback events exist). */
export const feedbackEventName = 'feedback.submitted';

/**
 * Feedback submit (D3-7.20, D3-3.19, D3-4.46): a rating of 1 to 5 and a comment of at most 2,000
 * characters, from any signed-in member (the More menu is everyone's, D3-6.08). The member and the
 * carrier are the caller's: a payload that names another upn or carrier is refused, and nothing is
 * written. The row and its event are written together; a member sends at most FEEDBACK_LIMIT_MAX a
 * window (decision 028). Answers `{ feedback: true }`, which the client reads as success.
 */
export async function submitFeedback(
  services: Pick<Services, 'db' | 'now' | 'appConfig' | 'usageLimits'>,
  caller: Caller,
  body: unknown,
): Promise<{ feedback: true }> {
  const config = await services.appConfig();
  const payload = parseInput(feedbackPayloadSchema(config.feedback), body);
  const isOtherUpn = payload.upn && payload.upn.toLowerCase() !== caller.upn;
  const isOtherCarrier = payload.carrierId && payload.carrierId !== caller.carrier?.id;
  if (isOtherUpn || isOtherCarrier) throw forbidden();
  await services.usageLimits.consume('feedback', caller.memberId);

  const now = services.now();
  const rating = payload.rating!;
  await services.db.transaction(async (tx) => {
    await tx.insert(feedback).values({
      memberId: caller.memberId,
      carrierId: caller.carrier?.id ?? null,
      rating,
      comment: payload.feedback,
      devicePlatform: payload.devicePlatform,
      deviceManufacturer: payload.deviceManufacturer,
      deviceModel: payload.deviceModel,
      appVersion: payload.appVersion,
      createdAt: now,
    });
    await tx.insert(userEvents).values({
      memberId: caller.memberId,
      name: feedbackEventName,
      data: { rating, devicePlatform: payload.devicePlatform ?? '' },
      createdAt: now,
    });
  });
  return { feedback: true };
}
