import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defaultConfig } from '../config';
import {
  asksHowToImprove,
  canSubmitFeedback,
  commentCharactersLeft,
  feedbackSchema,
  type FeedbackValues,
} from './feedback-form';

const config = defaultConfig.feedback;

function issuesOf(values: FeedbackValues) {
  const result = z.safeParse(feedbackSchema(config), values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map(({ path, message }) => [path.join('.'), message]));
}

describe('the feedback form', () => {
  it('[D3-4.46] Submit only with a rating of 1 to 5', () => {
    expect(canSubmitFeedback({ rating: null, comment: 'Great app' }, config)).toBe(false);
    for (const rating of [0, 6, 2.5, -1])
      expect(canSubmitFeedback({ rating, comment: '' }, config)).toBe(false);
    for (const rating of [1, 2, 3, 4, 5])
      expect(canSubmitFeedback({ rating, comment: '' }, config)).toBe(true);
  });

  it('[D3-9.07] stars go from 1 to 5; a missing rating names the rating', () => {
    expect(issuesOf({ rating: null, comment: '' })).toEqual({ rating: 'ratingRequired' });
    expect(issuesOf({ rating: 6, comment: '' })).toEqual({ rating: 'ratingRequired' });
    expect(issuesOf({ rating: 5, comment: '' })).toEqual({});
  });

  it('[D3-5.26] a comment of 2,000 characters is taken, one more is refused', () => {
    expect(issuesOf({ rating: 4, comment: 'x'.repeat(2000) })).toEqual({});
    expect(issuesOf({ rating: 4, comment: 'x'.repeat(2001) })).toEqual({ comment: 'commentTooLong' });
  });

  it('[D3-5.26] the counter gives the characters left', () => {
    expect(commentCharactersLeft('', config)).toBe(2000);
    expect(commentCharactersLeft('hello', config)).toBe(1995);
  });

  it('[D3-5.26] a rating of 3 or lower asks how to improve, 4 and 5 do not', () => {
    expect(asksHowToImprove(null, config)).toBe(false);
    expect([1, 2, 3, 4, 5].map((rating) => asksHowToImprove(rating, config))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
