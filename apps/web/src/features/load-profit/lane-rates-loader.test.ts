import { describe, expect, it, vi } from 'vitest';
import type { Lane } from '@freight/domain/profit/lane-rates';
import { createLaneLoader } from './lane-rates-loader';

const laneTo = (destinationState: string): Lane => ({
  originCountry: 'USA',
  originState: 'IL',
  destinationCountry: 'USA',
  destinationState,
  trailerType: 'Dry Van',
});

describe('the lane loader', () => {
  it('sends the lanes asked in one turn together, each once, and answers every asker', async () => {
    const fetchMany = vi.fn((lanes: Lane[]) => Promise.resolve(lanes.map((lane) => lane.destinationState)));
    const loader = createLaneLoader(fetchMany);
    const answers = await Promise.all([
      loader.load(laneTo('TX')),
      loader.load(laneTo('OK')),
      loader.load({ ...laneTo('tx') }),
    ]);
    expect(answers).toEqual(['TX', 'OK', 'TX']);
    expect(fetchMany).toHaveBeenCalledTimes(1);
    expect(fetchMany.mock.calls[0]![0].map((lane) => lane.destinationState)).toEqual(['TX', 'OK']);
  });

  it('splits more lanes than a call takes, and a failed call fails only its askers', async () => {
    const fetchMany = vi.fn((lanes: Lane[]) =>
      lanes.some((lane) => lane.destinationState === 'BAD')
        ? Promise.reject(new Error('refused'))
        : Promise.resolve(lanes.map((lane) => lane.destinationState)),
    );
    const loader = createLaneLoader(fetchMany, 2);
    const results = await Promise.allSettled(['TX', 'OK', 'BAD'].map((state) => loader.load(laneTo(state))));
    expect(fetchMany).toHaveBeenCalledTimes(2);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
  });
});
