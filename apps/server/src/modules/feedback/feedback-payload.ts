import { z } from 'zod';
import type { AppConfig } from '@freight/domain/config';
import { isSingleLineText } from '@freight/domain/single-line-text';
import { feedbackShape } from '@freight/domain/support/feedback-form';
import { issueMessage } from '../../platform/validate';

// The feedback payload of D3-3.19 as the web sends it to /devicemanage/v1/manage. The rating and the
// comment follow the form's own rule (feedbackShape, packages/domain), checked again here in the API's
// words; the rest describes the device, one bounded line each, empty when the client has nothing (the
// web sends appVersion, deviceUUID and deviceOSVersion empty).

const deviceText = (max: number) => {
  const text = issueMessage('feedback.deviceText', { max });
  return z
    .string(text)
    .trim()
    .max(max, text)
    .refine(isSingleLineText, text)
    .nullish()
    .transform((value) => value || null);
};

/** Who the payload says is writing: checked against the caller, never taken from it. */
const identityText = z
  .string(issueMessage('feedback.identity'))
  .trim()
  .max(254, issueMessage('feedback.identity'))
  .nullish();

export function feedbackPayloadSchema(config: AppConfig['feedback']) {
  const { rating, comment } = feedbackShape(config, {
    rating: issueMessage('feedback.rating', { min: config.minStars, max: config.maxStars }),
    comment: issueMessage('feedback.comment', { max: config.commentMaxLength }),
  });
  return z.object(
    {
      upn: identityText,
      carrierId: identityText,
      carrierName: identityText,
      firstName: identityText,
      lastName: identityText,
      // A rating left out is the same mistake as one out of range: the form's rule names it.
      rating: z.preprocess((value) => value ?? null, rating),
      feedback: z.preprocess((value) => value ?? '', comment),
      devicePlatform: deviceText(40),
      deviceManufacturer: deviceText(100),
      deviceModel: deviceText(100),
      appVersion: deviceText(40),
      deviceUUID: deviceText(100),
      deviceOSVersion: deviceText(40),
    },
    issueMessage('feedback.payload'),
  );
}
export type FeedbackPayload = z.output<ReturnType<typeof feedbackPayloadSchema>>;
