import type {
  LoadCardFieldsFragment,
  LoadPostingFieldsFragment,
  RecommendedLoadFieldsFragment,
} from '../../../graphql/graphql';

// A load posting as the screens use it: the types of the fragments of load-posting-fields.ts.

export type LoadCardStop = LoadCardFieldsFragment['stops'][number];

/** A card's posting; a recommended list also has its rank, seen status and similar loads. */
export type LoadCardPosting = LoadCardFieldsFragment &
  Partial<Pick<RecommendedLoadFieldsFragment, 'rank' | 'recommendationStatus' | 'similarLoads'>>;

/** The whole posting, for the details of one load. */
export type LoadPosting = LoadPostingFieldsFragment;
export type LoadPostingStop = LoadPosting['stops'][number];
type LoadRate = NonNullable<LoadPosting['rate']>;
export type RateCharge = NonNullable<LoadRate['lineHaulCharge']>;
export type RateAccessorial = LoadRate['accessorials'][number];
