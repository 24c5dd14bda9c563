import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadPostingPayload } from '../../modules/postings/load-posting.schemas';
import type { DatabaseHandle } from '../client';
import { openTestDatabase } from '../test-database';
import { loadHubs } from './demo-hubs';
import { contactToBookShare, generateDemoPostings } from './demo-postings';
import { greatCircleMiles, indexHubs, type HubIndex } from './demo-routes';
import { ensureGazetteer } from './ensure-gazetteer';
import { createRandom } from './prng';
import { defaultPostingCount } from './seed-demo-data';

// The shape of the demo board that `npm start` loads (decision 052), from the real gazetteer and the
// generator alone (nothing is written): where loads pick up, where they go, when, and with what rate.
// A fifth of the real size; counts written for the real size are scaled.

const now = new Date('2030-03-01T15:00:00Z'); // a Friday
const dayMs = 86_400_000;
const count = defaultPostingCount / 5;
const atScale = (realSizeCount: number) => (realSizeCount * count) / defaultPostingCount;

describe('demo board', () => {
  let database: DatabaseHandle;
  let index: HubIndex;
  let postings: LoadPostingPayload[];

  beforeAll(async () => {
    database = await openTestDatabase();
    await ensureGazetteer(database.db);
    index = indexHubs(await loadHubs(database.db));
    postings = [...generateDemoPostings(createRandom(1), index, now, count)].map(
      (posting) => posting.payload,
    );
  });
  afterAll(() => database.close());

  type Stop = LoadPostingPayload['stops'][number];
  const metroOf = (stop: Stop) =>
    index.metroOf(index.hubs.find((hub) => hub.name === stop.city && hub.state === stop.state)!).core.name;
  const origin = (posting: LoadPostingPayload) => posting.stops[0]!;
  const destination = (posting: LoadPostingPayload) => posting.stops[posting.stops.length - 1]!;
  const daysAhead = (posting: LoadPostingPayload) =>
    (Date.parse(String(origin(posting).appointmentFrom)) - now.getTime()) / dayMs;
  const tally = (test: (posting: LoadPostingPayload) => boolean) => postings.filter(test).length;
  const onLane = (from: string, to: string) =>
    tally((posting) => metroOf(origin(posting)) === from && metroOf(destination(posting)) === to);

  it('groups the gazetteer towns into metros: Fort Worth ships in the Dallas market, Joliet in the Chicago one', () => {
    const metroNamed = (name: string, state: string) =>
      index.metroOf(index.hubs.find((hub) => hub.name === name && hub.state === state)!).core.name;
    expect(metroNamed('Joliet', 'IL')).toBe('Chicago');
    expect(metroNamed('Fort Worth', 'TX')).toBe('Dallas');
    expect(metroNamed('Milwaukee', 'WI')).toBe('Milwaukee');
  });

  it('ships by the size of the metro: the big freight markets lead, a small metro has a few loads', () => {
    const byMetro = new Map<string, number>();
    for (const posting of postings)
      byMetro.set(metroOf(origin(posting)), (byMetro.get(metroOf(origin(posting))) ?? 0) + 1);
    const busiest = [...byMetro]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name]) => name);
    expect(busiest).toEqual(expect.arrayContaining(['Los Angeles', 'Chicago', 'Dallas']));
    expect(byMetro.get('Chicago')!).toBeGreaterThan(atScale(2_500));
    expect(byMetro.get('Peoria') ?? 0).toBeLessThan(byMetro.get('Chicago')! / 20);
  });

  it('runs the busy freight lanes far more than other pairs of markets as far apart, for their size', () => {
    const population = (name: string) => index.metros.find((metro) => metro.core.name === name)!.population;
    // Loads per million people at the receiving end: a lane against a market about as far away that
    // no lane names, which gets its share by size alone.
    const perMillion = (from: string, to: string) => onLane(from, to) / (population(to) / 1e6);
    expect(perMillion('Chicago', 'Columbus')).toBeGreaterThan(3 * perMillion('Chicago', 'Cleveland'));
    expect(perMillion('Los Angeles', 'Phoenix')).toBeGreaterThan(3 * perMillion('Los Angeles', 'Sacramento'));
    expect(perMillion('Dallas', 'Houston')).toBeGreaterThan(3 * perMillion('Dallas', 'Austin'));
  });

  it('fills a week around Chicago with thousands of loads, not twenty', () => {
    const chicago = index.hubs.find((hub) => hub.name === 'Chicago' && hub.state === 'IL')!;
    const nearChicago = tally(
      (posting) =>
        greatCircleMiles(chicago, {
          latitude: origin(posting).latitude,
          longitude: origin(posting).longitude,
        }) <= 250 && daysAhead(posting) <= 7,
    );
    expect(nearChicago).toBeGreaterThan(atScale(2_000));
  });

  it('has a rate on most loads: Contact to Book is a minority', () => {
    const withoutRate = tally((posting) => posting.rate === undefined) / count;
    expect(contactToBookShare).toBeLessThan(0.2);
    expect(withoutRate).toBeGreaterThan(contactToBookShare * 0.8);
    expect(withoutRate).toBeLessThan(contactToBookShare * 1.2);
  });

  it('picks up mostly in the coming week, fewer at weekends and few beyond three weeks', () => {
    expect(tally((posting) => daysAhead(posting) <= 7) / count).toBeGreaterThan(0.45);
    expect(tally((posting) => daysAhead(posting) > 21) / count).toBeLessThan(0.12);
    // 2030-03-02 and 03 are a Saturday and a Sunday; the 4th and 5th a Monday and a Tuesday.
    const onDay = (day: string) =>
      tally((posting) => String(origin(posting).appointmentFrom).startsWith(`2030-03-${day}`));
    expect(onDay('02') + onDay('03')).toBeLessThan((onDay('04') + onDay('05')) / 2);
    for (const posting of postings) {
      expect(daysAhead(posting)).toBeGreaterThan(0);
      expect(daysAhead(posting)).toBeLessThan(31);
    }
  });

  it('places each facility within a few miles of its town, so a town is many points on the map', () => {
    const chicagoStops = postings
      .flatMap((posting) => posting.stops)
      .filter((stop) => stop.city === 'Chicago');
    const points = new Set(chicagoStops.map((stop) => `${stop.latitude},${stop.longitude}`));
    expect(points.size).toBeGreaterThan(chicagoStops.length * 0.9);
    const chicago = index.hubs.find((hub) => hub.name === 'Chicago' && hub.state === 'IL')!;
    for (const stop of chicagoStops) expect(greatCircleMiles(chicago, stop)).toBeLessThan(5);
  });
});
