import { describe, expect, it, vi } from 'vitest';
import { startEarlyRequest, takeEarlyRequest } from './early-requests';

describe('a request started before its page', () => {
  it('is taken once by the page, which then does not ask again', async () => {
    const early = vi.fn(() => Promise.resolve('early answer'));
    startEarlyRequest('search A', early, 1_000);
    const own = vi.fn(() => Promise.resolve('own answer'));

    expect(await takeEarlyRequest('search A', own, 2_000)).toBe('early answer');
    expect(await takeEarlyRequest('search A', own, 3_000)).toBe('own answer');
    expect(early).toHaveBeenCalledTimes(1);
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('leaves a page that asks something else to ask for itself', async () => {
    startEarlyRequest('search B sorted by price', () => Promise.resolve('early answer'), 1_000);
    expect(await takeEarlyRequest('search B sorted by date', () => Promise.resolve('own'), 2_000)).toBe(
      'own',
    );
  });

  it('is asked again by the page when it failed', async () => {
    startEarlyRequest('search C', () => Promise.reject(new Error('offline')), 1_000);
    expect(await takeEarlyRequest('search C', () => Promise.resolve('asked again'), 2_000)).toBe(
      'asked again',
    );
  });

  it('is not used once older than 30 seconds', async () => {
    startEarlyRequest('search D', () => Promise.resolve('old answer'), 1_000);
    expect(await takeEarlyRequest('search D', () => Promise.resolve('fresh'), 32_000)).toBe('fresh');
  });

  it('is started once while one is waiting under the same key', () => {
    const early = vi.fn(() => Promise.resolve('answer'));
    startEarlyRequest('search E', early, 1_000);
    startEarlyRequest('search E', early, 1_500);
    expect(early).toHaveBeenCalledTimes(1);
  });
});
