import * as z from 'zod/mini';
import type { AppConfig } from '../config';

// The feedback form (D3-2.69, D3-4.46, D3-5.26, D3-9.07): a rating of 1 to 5 stars and a comment of at
// most 2,000 characters. One schema for the form and the server, which checks it again. zod/mini: it
// ships to the browser. Issue messages are codes the form shows in words.

export type FeedbackConfig = AppConfig['feedback'];
export type FeedbackValues = { rating: number | null; comment: string };
export type FeedbackIssue = 'ratingRequired' | 'commentTooLong';

/** What each field's issue says: by default a code the form shows in words. */
export type FeedbackMessages = { rating: string; comment: string };
const issueCodes: FeedbackMessages = {
  rating: 'ratingRequired' satisfies FeedbackIssue,
  comment: 'commentTooLong' satisfies FeedbackIssue,
};

/** The fields' schemas, for a server schema to take as they are. */
export function feedbackShape(config: FeedbackConfig, messages: FeedbackMessages = issueCodes) {
  return {
    rating: z
      .nullable(z.number(messages.rating))
      .check(
        z.refine(
          (rating) =>
            rating !== null &&
            Number.isInteger(rating) &&
            rating >= config.minStars &&
            rating <= config.maxStars,
          messages.rating,
        ),
      ),
    comment: z.string().check(z.maxLength(config.commentMaxLength, messages.comment)),
  };
}

export function feedbackSchema(config: FeedbackConfig, messages: FeedbackMessages = issueCodes) {
  return z.object(feedbackShape(config, messages));
}

/** Submit is offered only once a rating of 1 to 5 is chosen (D3-4.46). */
export function canSubmitFeedback(values: FeedbackValues, config: FeedbackConfig): boolean {
  return z.safeParse(feedbackSchema(config), values).success;
}

/** A rating of 3 or lower asks how to improve (D3-5.26); none chosen yet asks nothing. */
export function asksHowToImprove(rating: number | null, config: FeedbackConfig): boolean {
  return rating !== null && rating <= config.improvePromptAtOrBelow;
}

/** The characters left in the comment, for its counter (D3-5.26). */
export function commentCharactersLeft(comment: string, config: FeedbackConfig): number {
  return config.commentMaxLength - comment.length;
}
