import { describe, expect, it } from 'vitest';
import { rankLoads } from './rank-loads';
import {
  anchorKinds,
  datesMark,
  milesBetween,
  proximityMark,
  scoreLoad,
  type Anchor,
  type CandidatePosting,
} from './score-load';

// The engine's formula, one signal at a time (decision 012). Every posting differs from the base in
// the one fact under test, so a signal that stopped counting fails its own test.

const chicago = { latitude: 41.8781, longitude: -87.6298 };
const gary = { latitude: 41.5934, longitude: -87.3464 }; // about 24 mi from Chicago
const milwaukee = { latitude: 43.0389, longitude: -87.9065 }; // about 81 mi
const indianapolis = { latitude: 39.7684, longitude: -86.1581 }; // about 165 mi
const miami = { latitude: 25.7617, longitude: -80.1918 };
const dallas = { latitude: 32.7767, longitude: -96.797 };
const fortWorth = { latitude: 32.7555, longitude: -97.3308 };
const austin = { latitude: 30.2672, longitude: -97.7431 }; // about 182 mi from Dallas

const truck: Anchor = {
  kind: 'capacity',
  origin: chicago,
  radiusMiles: 100,
  trailerType: 'Dry Van',
  dates: {
    type: 'availability',
    from: new Date('2030-03-04T00:00:00-06:00'),
    to: new Date('2030-03-06T23:59:00-06:00'),
  },
  destination: { type: 'anywhere' },
};

const lane: Anchor = {
  kind: 'capacity',
  origin: chicago,
  radiusMiles: 100,
  trailerType: 'Dry Van',
  dates: { type: 'weekdays', days: ['Monday', 'Wednesday'] },
  destination: { type: 'circle', point: dallas, radiusMiles: 100 },
};

/** Chicago to Dallas, Monday 4 March 2030 8:00 in Chicago, Dry Van, $2.50 a mile. */
function posting(overrides: Partial<CandidatePosting> = {}): CandidatePosting {
  return {
    id: overrides.loadId ?? 'L1',
    loadId: 'L1',
    transportMode: 'Dry Van',
    loadType: 'Brokerage',
    origin: chicago,
    originTimeZone: 'America/Chicago',
    pickupStart: new Date('2030-03-04T08:00:00-06:00'),
    pickupEnd: new Date('2030-03-04T10:00:00-06:00'),
    destination: dallas,
    destinationCountry: 'USA',
    destinationState: 'TX',
    totalChargeCents: 250_000,
    totalDistance: 1_000,
    currency: 'USD',
    ...overrides,
  };
}

const scoreOf = (load: CandidatePosting, anchors: Anchor[] = [truck], preferred: string[] = []) =>
  scoreLoad(load, anchors, preferred).score;

describe('scoreLoad: pick-up proximity', () => {
  it('[D1-7.11] a pick-up near the posted truck scores above a far one', () => {
    const near = scoreOf(posting({ origin: gary }));
    const outside = scoreOf(posting({ origin: indianapolis }));
    expect(milesBetween(chicago, indianapolis)).toBeGreaterThan(150);
    expect(near).toBeGreaterThan(outside);
    expect(outside).toBeGreaterThan(0);
    expect(scoreOf(posting({ origin: miami }))).toBe(0);
  });

  it('[D1-7.11] full marks inside the radius, falling linearly to none at twice the radius', () => {
    expect(proximityMark(0, 100)).toBe(1);
    expect(proximityMark(100, 100)).toBe(1);
    expect(proximityMark(150, 100)).toBeCloseTo(0.5);
    expect(proximityMark(200, 100)).toBe(0);
    // Radii are kept between 25 and 150 miles.
    expect(proximityMark(290, 250)).toBeCloseTo(0.07, 2);
    expect(proximityMark(40, 10)).toBeCloseTo(0.4);
  });
});

describe('scoreLoad: dates', () => {
  it('[D1-7.11] TRUCK: a pick-up inside the availability scores above one two days after it', () => {
    const inside = scoreOf(posting());
    const twoDaysLate = scoreOf(
      posting({
        pickupStart: new Date('2030-03-08T23:59:00-06:00'),
        pickupEnd: new Date('2030-03-09T01:00:00-06:00'),
      }),
    );
    expect(inside).toBeGreaterThan(twoDaysLate);
    expect(datesMark(truck.dates, posting({ pickupStart: new Date('2030-03-08T23:59:00-06:00') }))).toBe(
      1 - 2 / 3,
    );
    // A pick-up window that ends as the availability starts still overlaps it.
    expect(
      datesMark(
        truck.dates,
        posting({
          pickupStart: new Date('2030-03-03T22:00:00-06:00'),
          pickupEnd: new Date('2030-03-04T00:00:00-06:00'),
        }),
      ),
    ).toBe(1);
    expect(
      datesMark(
        truck.dates,
        posting({
          pickupStart: new Date('2030-02-25T08:00:00-06:00'),
          pickupEnd: new Date('2030-02-25T10:00:00-06:00'),
        }),
      ),
    ).toBe(0);
  });

  it('[D1-7.11] LANE: a pick-up on a preferred day, where it picks up, scores above another day', () => {
    const monday = scoreOf(posting(), [lane]);
    const tuesday = scoreOf(posting({ pickupStart: new Date('2030-03-05T08:00:00-06:00') }), [lane]);
    expect(monday).toBeGreaterThan(tuesday);
    // Sunday 21:00 in Chicago is already Monday in UTC: the origin's day counts.
    const sundayEvening = new Date('2030-03-03T21:00:00-06:00');
    expect(datesMark(lane.dates, posting({ pickupStart: sundayEvening }))).toBe(0);
    expect(datesMark({ type: 'weekdays', days: [] }, posting({ pickupStart: sundayEvening }))).toBe(1);
    expect(datesMark({ type: 'weekdays', days: ['sun'] }, posting({ pickupStart: sundayEvening }))).toBe(1);
  });

  it('[D1-7.11] a search: a pick-up starting inside the searched range scores above one after it', () => {
    const search: Anchor = {
      ...truck,
      kind: 'recentSearch',
      dates: {
        type: 'pickUpRange',
        from: new Date('2030-03-04T00:00:00-06:00'),
        to: new Date('2030-03-04T23:55:00-06:00'),
      },
    };
    const inside = scoreOf(posting(), [search]);
    const nextDay = scoreOf(posting({ pickupStart: new Date('2030-03-05T23:55:00-06:00') }), [search]);
    expect(inside).toBeGreaterThan(nextDay);
    expect(datesMark(search.dates, posting({ pickupStart: new Date('2030-03-05T23:55:00-06:00') }))).toBe(
      1 - 1 / 3,
    );
  });

  it('[D1-7.11] a watched or carried load says nothing of dates: every date scores the same', () => {
    const watched: Anchor = { ...truck, kind: 'watched', dates: { type: 'none' } };
    expect(scoreOf(posting(), [watched])).toBe(
      scoreOf(posting({ pickupStart: new Date('2030-03-20T08:00:00-05:00') }), [watched]),
    );
  });
});

describe('scoreLoad: trailer, destination, rate', () => {
  it('[D1-7.11] a posting for the truck’s trailer scores above another trailer', () => {
    expect(scoreOf(posting())).toBeGreaterThan(scoreOf(posting({ transportMode: 'Flatbed' })));
    expect(scoreOf(posting({ transportMode: 'dry van' }))).toBe(scoreOf(posting()));
  });

  it('[D1-7.11] a drop toward the lane’s destination scores above one elsewhere', () => {
    const nearDallas = scoreOf(posting({ destination: fortWorth }), [lane]);
    const austinDrop = scoreOf(posting({ destination: austin }), [lane]);
    const miamiDrop = scoreOf(posting({ destination: miami }), [lane]);
    expect(nearDallas).toBeGreaterThan(austinDrop);
    expect(austinDrop).toBeGreaterThan(miamiDrop);
  });

  it('[D1-7.11] destination states count when the drop is in one of them; Anywhere accepts every drop', () => {
    const states: Anchor = {
      ...truck,
      destination: { type: 'states', country: 'USA', states: ['TX', 'OK'] },
    };
    expect(scoreOf(posting(), [states])).toBeGreaterThan(
      scoreOf(posting({ destinationState: 'FL', destination: miami }), [states]),
    );
    expect(scoreOf(posting({ destination: miami, destinationState: 'FL' }))).toBe(scoreOf(posting()));
  });

  it('[D1-7.11] a better rate per mile scores higher; CAD counts at its USD worth; no rate is neutral', () => {
    const low = scoreOf(posting({ totalChargeCents: 150_000 }));
    const mid = scoreOf(posting({ totalChargeCents: 250_000 }));
    const high = scoreOf(posting({ totalChargeCents: 350_000 }));
    expect(high).toBeGreaterThan(mid);
    expect(mid).toBeGreaterThan(low);
    // 3,378.38 CAD is 2,500 USD at the fixed rate.
    expect(scoreOf(posting({ totalChargeCents: 337_838, currency: 'CAD' }))).toBe(mid);
    expect(scoreOf(posting({ totalChargeCents: null }))).toBe(mid);
  });
});

describe('scoreLoad: preference and anchor kinds', () => {
  it('[D1-7.11] a posting of the capacity type the members prefer gets the bonus', () => {
    expect(scoreOf(posting(), [truck], ['Dry Van']) - scoreOf(posting(), [truck], [])).toBe(5);
    expect(scoreOf(posting(), [truck], ['Refrigerated'])).toBe(scoreOf(posting()));
    const dray = posting({ transportMode: 'Container', loadType: 'Port Dray' });
    expect(scoreLoad(dray, [truck], ['Dray']).isPreferred).toBe(true);
    expect(scoreLoad(posting({ transportMode: 'Flatbed' }), [truck], ['Specialized']).isPreferred).toBe(true);
    expect(
      scoreLoad(posting({ loadType: 'Power Only', transportMode: 'Power Only' }), [truck], ['Power Only'])
        .isPreferred,
    ).toBe(true);
    // The bonus alone never recommends a load far from every anchor.
    expect(scoreOf(posting({ origin: miami }), [truck], ['Dry Van'])).toBe(0);
  });

  it('[D1-7.11] the same fit counts most from posted capacity, then favourite, recent, carried and watched', () => {
    const wellPaid = posting({ totalChargeCents: 350_000 });
    const scores = anchorKinds.map((kind) => scoreOf(wellPaid, [{ ...truck, kind }]));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBe(anchorKinds.length);
    expect(scores[0]).toBe(95);
  });

  it('[D1-7.11] the best anchor decides, anchors do not add up', () => {
    const far: Anchor = { ...truck, origin: milwaukee, kind: 'recentSearch' };
    expect(scoreOf(posting(), [truck, far])).toBe(scoreOf(posting(), [truck]));
    expect(scoreLoad(posting(), [far, truck], []).best?.anchor).toBe(truck);
  });
});

describe('rankLoads', () => {
  it('[D1-7.11] ranks by score, then the earliest pick-up, then the load id, whatever the input order', () => {
    const loads = [
      posting({ loadId: 'C', id: 'c' }),
      posting({ loadId: 'A', id: 'a' }),
      posting({ loadId: 'B', id: 'b', pickupStart: new Date('2030-03-04T07:00:00-06:00') }),
      posting({ loadId: 'D', id: 'd', origin: milwaukee, totalChargeCents: 400_000 }),
      posting({ loadId: 'E', id: 'e', origin: indianapolis }),
      posting({ loadId: 'F', id: 'f', origin: miami }),
    ];
    const expected = ['D', 'B', 'A', 'C', 'E'];
    for (const order of [
      loads,
      [...loads].reverse(),
      [loads[2]!, loads[5]!, loads[0]!, loads[4]!, loads[1]!, loads[3]!],
    ]) {
      const ranked = rankLoads(order, [truck], []);
      expect(ranked.map((load) => load.posting.loadId)).toEqual(expected);
      expect(ranked.map((load) => load.rank)).toEqual([1, 2, 3, 4, 5]);
    }
  });

  it('[D1-7.11] keeps the best loads when the list is capped', () => {
    const loads = ['X', 'Y', 'Z'].map((loadId, index) =>
      posting({ loadId, id: loadId, totalChargeCents: 200_000 + index * 50_000 }),
    );
    expect(rankLoads(loads, [truck], [], 2).map((load) => load.posting.loadId)).toEqual(['Z', 'Y']);
  });
});
