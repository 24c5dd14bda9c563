import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  failureDetailsOf,
  outcomeOfAnswer,
  outcomeOfBuyFailure,
  outcomeOfShipmentsFailure,
} from './book-outcome';

const rateChanged = new ApiError('CONFLICT', 'The rate changed.', { status: 200 });

describe('the outcome of a booking', () => {
  it('[D1-4.26] [D1-4.27] [D1-4.28] [D1-4.30] [D1-4.31] an answer shows the title and buttons of its status', () => {
    expect(outcomeOfAnswer({ status: 'OK' }, 'Booked.')).toMatchObject({
      title: 'thankYou',
      buttons: ['viewMoreResults', 'assignDriver'],
      navigatesToModule: false,
      message: 'Booked.',
    });
    expect(outcomeOfAnswer({ status: 'REJECTED' }, 'No.')).toMatchObject({
      title: 'error',
      buttons: ['ok'],
      message: 'No.',
    });
    expect(outcomeOfAnswer({ status: 'ON_HOLD' }, 'Hold.')).toMatchObject({
      title: 'warning',
      buttons: ['ok'],
    });
    expect(outcomeOfAnswer({ status: 'TIMEOUT' }, 'Later.')).toMatchObject({
      title: 'thankYou',
      navigatesToModule: true,
    });
    expect(outcomeOfAnswer({ status: 'SOMETHING_ELSE' }, 'Hm.')).toMatchObject({
      title: null,
      message: 'Hm.',
    });
  });

  it('[D1-8.05] a refusal with a message shows as a rejection; any other failure lets Accept try again', () => {
    expect(outcomeOfBuyFailure(rateChanged)).toMatchObject({
      title: 'error',
      buttons: ['ok'],
      message: 'The rate changed.',
    });
    for (const code of ['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND', 'LIMIT_EXCEEDED'] as const) {
      expect(outcomeOfBuyFailure(new ApiError(code, 'Refused.'))?.message).toBe('Refused.');
    }
    expect(outcomeOfBuyFailure(new ApiError('CONFLICT', '  '))).toBeNull();
    expect(outcomeOfBuyFailure(new ApiError('NETWORK_ERROR', 'Failed to fetch'))).toBeNull();
    expect(outcomeOfBuyFailure(new ApiError('INTERNAL', 'Boom', { status: 500 }))).toBeNull();
    expect(outcomeOfBuyFailure(new Error('Boom'))).toBeNull();
  });

  it('[D1-4.32] a failed shipment fetch after booking shows Error with its message, else the generic one', () => {
    expect(outcomeOfShipmentsFailure(rateChanged, 'Generic.')).toMatchObject({
      title: 'error',
      buttons: ['ok'],
      message: 'The rate changed.',
    });
    expect(outcomeOfShipmentsFailure(new ApiError('TIMEOUT', 'Timed out'), 'Generic.').message).toBe(
      'Generic.',
    );
    expect(outcomeOfShipmentsFailure('nonsense', 'Generic.').message).toBe('Generic.');
  });

  it('[D1-8.05] a failure logs the HTTP status, else the error code, and the message', () => {
    expect(failureDetailsOf(new ApiError('INTERNAL', 'Boom', { status: 502 }))).toEqual({
      status: 502,
      message: 'Boom',
    });
    expect(failureDetailsOf(rateChanged)).toEqual({ status: 'CONFLICT', message: 'The rate changed.' });
    expect(failureDetailsOf(new ApiError('NETWORK_ERROR', ''))).toEqual({
      status: 'NETWORK_ERROR',
      message: undefined,
    });
    expect(failureDetailsOf(new Error('Boom'))).toEqual({ status: undefined, message: 'Boom' });
    expect(failureDetailsOf('nonsense')).toEqual({ status: undefined, message: undefined });
  });
});
