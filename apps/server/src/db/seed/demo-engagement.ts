import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { defaultDates, type SearchCriteria, type SearchPlace } from '@freight/domain/search-criteria';
import type { Transaction } from '../client';
import { capacities, loadPostings, notifications, savedSearches, watchedLoads } from '../schema/index';
import type { DemoPeople } from './demo-people';
import type { Hub } from './demo-hubs';
import { savedSearchColumns } from '../../modules/search-history/record-recent-search';
import { zoneOffsetOf } from '../../modules/search-history/saved-search-dates';
import { toZonedIso } from './zoned-time';
import type { SourceSystem } from '@freight/domain/source-systems';
import { content } from '../schema/content';
import { contactContentType } from '../../modules/load-details/get-contact-details';

// What a dispatcher has after a few weeks of use: watched loads, recent and favourite searches,
// posted capacity and notifications.

const dayMs = 86_400_000;
type SearchSide = {
  city: string;
  state: string;
  country: string;
  postalCode: string | null;
  latitude: number;
  longitude: number;
};
const side = (hub: Hub): SearchSide => ({
  city: hub.name,
  state: hub.state,
  country: hub.country,
  postalCode: hub.postalCode,
  latitude: hub.latitude,
  longitude: hub.longitude,
});

function findHub(hubs: Hub[], name: string, fallback: number): Hub {
  return hubs.find((hub) => hub.name === name) ?? hubs[fallback % hubs.length]!;
}

type ContactDesk = {
  name: { en: string; fr: string };
  hours: { en: string; fr: string };
  phone: string;
  email: string;
};
const weekdays = {
  en: 'Monday to Friday, 7 am to 7 pm Central',
  fr: 'Du lundi au vendredi, de 7 h à 19 h (heure du Centre)',
};
const allWeek = { en: 'Every day, around the clock', fr: 'Tous les jours, 24 heures sur 24' };
const demoContactDesks: Record<SourceSystem, ContactDesk> = {
  ASL: {
    name: { en: 'Asset carrier desk', fr: 'Service aux transporteurs, flotte' },
    hours: allWeek,
    phone: '800-555-0140',
    email: 'asset.desk@freight.test',
  },
  MERCURYGATE: {
    name: { en: 'Brokerage carrier desk', fr: 'Service aux transporteurs, courtage' },
    hours: allWeek,
    phone: '800-555-0110',
    email: 'brokerage.desk@freight.test',
  },
  MASTERMIND: {
    name: { en: 'Power Only and dray carrier desk', fr: 'Service aux transporteurs, traction et drayage' },
    hours: weekdays,
    phone: '800-555-0120',
    email: 'power.desk@freight.test',
  },
  OTMNONASSET: {
    name: { en: 'Managed freight carrier desk', fr: 'Service aux transporteurs, fret géré' },
    hours: weekdays,
    phone: '800-555-0130',
    email: 'managed.desk@freight.test',
  },
  TRINIUM: {
    name: { en: 'Port dray carrier desk', fr: 'Service aux transporteurs, drayage portuaire' },
    hours: weekdays,
    phone: '800-555-0150',
    email: 'port.desk@freight.test',
  },
};

export async function insertDemoEngagement(
  tx: Transaction,
  people: DemoPeople,
  hubs: Hub[],
  now: Date,
  shipmentIds: string[],
) {
  const dispatcherId = people.memberIds.get('dispatcher')!;
  const carrierId = people.activeCarrierId;
  const chicago = findHub(hubs, 'Chicago', 0);
  const dallas = findHub(hubs, 'Dallas', 1);
  const atlanta = findHub(hubs, 'Atlanta', 2);
  const toronto = findHub(hubs, 'Toronto', 3);
  const montreal = findHub(hubs, 'Montreal', 4);

  // Watched: the first bookable loads by pick-up date; the order is fixed, so the choice is too.
  const watchable = await tx
    .select({
      id: loadPostings.id,
      originCity: loadPostings.originCity,
      originState: loadPostings.originState,
    })
    .from(loadPostings)
    .where(
      and(
        eq(loadPostings.status, 'OPEN'),
        eq(loadPostings.buyAllowed, true),
        isNotNull(loadPostings.totalChargeCents),
      ),
    )
    .orderBy(asc(loadPostings.pickupStart), asc(loadPostings.loadId))
    .limit(8);
  const watchers = [
    ...watchable.slice(0, 6).map((load) => ({ key: 'dispatcher', load })),
    ...watchable.slice(6).map((load) => ({ key: 'owner.operator', load })),
  ];
  if (watchers.length > 0) {
    await tx.insert(watchedLoads).values(
      watchers.map(({ key, load }, i) => ({
        memberId: people.memberIds.get(key)!,
        carrierId,
        loadPostingId: load.id,
        origin: `${load.originCity}, ${load.originState}`,
        watchDate: new Date(now.getTime() - (i + 1) * 3_600_000),
      })),
    );
  }

  // Contact Us (D1-2.29): each source system's carrier desk, in English and French. The tel: and
  // mailto: links are what the contact route answers as the phone and e-mail.
  await tx.insert(content).values(
    Object.entries(demoContactDesks).flatMap(([sourceSystem, desk]) =>
      (['en', 'fr'] as const).map((locale) => ({
        contentType: contactContentType,
        key: sourceSystem,
        locale,
        title: desk.name[locale],
        body:
          `<p><strong>${desk.name[locale]}</strong></p>` +
          `<p>${desk.hours[locale]}</p>` +
          `<p><a href="tel:${desk.phone}">${desk.phone}</a><br>` +
          `<a href="mailto:${desk.email}">${desk.email}</a></p>`,
      })),
    ),
  );

  // The product-updates banner of Home (D1-2.19, D3-7.22 getWebContent): what is new, in both languages.
  const bannerEntries = [
    {
      key: 'watched-loads',
      title: { en: 'Watched loads are here', fr: 'Les chargements suivis sont arrivés' },
      body: {
        en: '<p>Watch a load from any list and find it on Home under <strong>Watched</strong>.</p>',
        fr: '<p>Suivez un chargement depuis n’importe quelle liste et retrouvez-le sur l’Accueil sous <strong>Suivis</strong>.</p>',
      },
    },
    {
      key: 'recommendations',
      title: {
        en: 'Recommendations follow your trucks and lanes',
        fr: 'Les recommandations suivent vos camions et vos voies',
      },
      body: {
        en: '<p>Post a truck or a lane in Manage Capacity to get the most relevant recommended loads.</p>',
        fr: '<p>Publiez un camion ou une voie dans Gérer la capacité pour recevoir les chargements recommandés les plus pertinents.</p>',
      },
    },
  ];
  await tx.insert(content).values(
    bannerEntries.flatMap((entry, position) =>
      (['en', 'fr'] as const).map((locale) => ({
        contentType: 'home_banner',
        key: entry.key,
        locale,
        title: entry.title[locale],
        body: entry.body[locale],
        position,
      })),
    ),
  );

  // Each saved search is built as the search form builds it and stored as the app stores it, so its
  // criteria key matches the one a member gets by running the same search ('Record Exist').
  const searchPlace = (hub: Hub): SearchPlace => ({
    city: hub.name,
    state: hub.state,
    country: hub.country,
    postalCode: hub.postalCode,
    timeZone: hub.timeZone,
  });
  const search = (
    trailerType: string,
    origin: Hub,
    destination: Hub | null,
    favorite: boolean,
    daysAgo: number,
    destinationStates: string[] = [],
  ) => {
    // Pick-up from tomorrow in the origin's zone, with the form's default ranges (D1-5.07).
    const tomorrow = toZonedIso(new Date(now.getTime() + dayMs), origin.timeZone);
    const criteria: SearchCriteria = {
      originMode: 'city',
      origin: searchPlace(origin),
      originRadius: 100,
      destinationMode: destination ? 'city' : destinationStates.length > 0 ? 'states' : 'anywhere',
      destination: destination ? searchPlace(destination) : null,
      destinationRadius: 100,
      destinationCountry: 'USA',
      destinationStates,
      ...defaultDates(tomorrow),
      trailerType,
    };
    return {
      ...savedSearchColumns(criteria, zoneOffsetOf(tomorrow)),
      memberId: dispatcherId,
      carrierId,
      originLatitude: origin.latitude,
      originLongitude: origin.longitude,
      destinationLatitude: destination?.latitude ?? null,
      destinationLongitude: destination?.longitude ?? null,
      favorite,
      searchDate: new Date(now.getTime() - daysAgo * dayMs),
    };
  };
  await tx
    .insert(savedSearches)
    .values([
      search('Dry Van', chicago, dallas, true, 1),
      search('Refrigerated', atlanta, null, false, 0),
      search('Flatbed', dallas, null, false, 2, ['OK', 'KS', 'MO']),
      search('Dry Van', toronto, montreal, true, 3),
      search('Power Only', chicago, null, false, 4),
    ]);

  const c = side(chicago);
  const d = side(dallas);
  const origin = {
    originCity: c.city,
    originState: c.state,
    originCountry: c.country,
    originPostalCode: c.postalCode,
    originLatitude: c.latitude,
    originLongitude: c.longitude,
    originRadius: 100,
  };
  await tx.insert(capacities).values([
    {
      carrierId,
      capacityType: 'TRUCK',
      trailerType: 'Dry Van',
      ...origin,
      pickUpFromDate: now,
      pickUpToDate: new Date(now.getTime() + 3 * dayMs),
      lastUpdatedBy: dispatcherId,
    },
    {
      carrierId,
      capacityType: 'LANE',
      trailerType: 'Refrigerated',
      ...origin,
      destinationCity: d.city,
      destinationState: d.state,
      destinationCountry: d.country,
      destinationPostalCode: d.postalCode,
      destinationLatitude: d.latitude,
      destinationLongitude: d.longitude,
      destinationRadius: 100,
      preferredDays: ['Monday', 'Wednesday', 'Friday'],
      lastUpdatedBy: dispatcherId,
    },
  ]);

  const [tendered, assigned, delivered] = shipmentIds;
  const note = (
    key: string,
    status: 'NEW' | 'UNREAD',
    type: string,
    title: string,
    body: string,
    shipmentId?: string,
    hoursAgo = 1,
  ) => ({
    memberId: people.memberIds.get(key)!,
    status,
    type,
    title,
    body,
    shipmentId: shipmentId ?? null,
    deepLinkUri: shipmentId ? `/carrier/app/MyLoad?shipmentId=${shipmentId}` : null,
    createdAt: new Date(now.getTime() - hoursAgo * 3_600_000),
  });
  await tx
    .insert(notifications)
    .values([
      note(
        'dispatcher',
        'NEW',
        'TENDER',
        'New load tendered',
        `Load ${tendered} was tendered to Great Lakes Freight Co.`,
        tendered,
        1,
      ),
      note(
        'dispatcher',
        'UNREAD',
        'ASSIGNMENT',
        'Driver assigned',
        `Marcus Bennett was assigned to load ${assigned}.`,
        assigned,
        5,
      ),
      note(
        'dispatcher',
        'UNREAD',
        'DELIVERY',
        'Load delivered',
        `Load ${delivered} was delivered. Upload the paperwork to get paid.`,
        delivered,
        30,
      ),
      note(
        'driver',
        'NEW',
        'ASSIGNMENT',
        'You have a new load',
        `Load ${assigned} starts ${toZonedIso(new Date(now.getTime() + dayMs), 'America/Chicago').slice(0, 10)}.`,
        assigned,
        5,
      ),
      note(
        'driver',
        'UNREAD',
        'GENERAL',
        'Weather alert',
        'Winter storm warning along I-80 in Iowa tonight. Drive safe.',
        undefined,
        12,
      ),
    ]);
}
