import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { SearchCriteria, SearchPlace } from '@freight/domain/search/criteria';
import { defaultDates } from '@freight/domain/search/defaults';
import type { Transaction } from '../client';
import { capacities, loadPostings, notifications, savedSearches, watchedLoads } from '../schema/index';
import type { DemoPeople } from './demo-people';
import type { Hub } from './demo-hubs';
import { savedSearchColumns } from '../../modules/search-history/record-recent-search';
import { formatInZone, zoneOffsetOf } from '@freight/domain/zoned-dates';
import type { LoadType, SourceSystem } from '@freight/domain/source-systems';
import { contactContentType, termsContentType } from '@freight/domain/content-types';
import { content } from '../schema/content';

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

type Texts = { en: string; fr: string };

// The terms and conditions of each load type (D1-7.23), shown in the rate confirmation before booking.
// Every load type shares the payment and conduct clauses; each adds what is particular to it.
const sharedTerms: Texts[] = [
  {
    en: 'The rate confirmed here is the whole price of the load: line haul, fuel surcharge and the accessorials listed. Other charges are paid only when approved in writing before they are incurred.',
    fr: 'Le tarif confirmé ici est le prix total du chargement : transport, supplément carburant et frais accessoires indiqués. Tout autre frais n’est payé que s’il a été approuvé par écrit avant d’être engagé.',
  },
  {
    en: 'Payment is due 30 days after a complete invoice with the signed proof of delivery is received.',
    fr: 'Le paiement est dû 30 jours après la réception d’une facture complète accompagnée de la preuve de livraison signée.',
  },
  {
    en: 'The carrier may not broker, re-assign or double-broker the load. Doing so forfeits payment.',
    fr: 'Le transporteur ne peut ni sous-traiter, ni réattribuer, ni recéder le chargement. Le faire entraîne la perte du paiement.',
  },
];
const demoTerms: Record<LoadType, { title: Texts; clauses: Texts[] }> = {
  Brokerage: {
    title: { en: 'Brokerage load terms', fr: 'Conditions des chargements de courtage' },
    clauses: [
      {
        en: 'Cargo liability is limited to 100,000 USD per load unless the shipper declared a higher value.',
        fr: 'La responsabilité pour la marchandise est limitée à 100 000 USD par chargement, sauf valeur supérieure déclarée par l’expéditeur.',
      },
      {
        en: 'Detention is paid after 2 free hours at each stop, with arrival and departure times in the app.',
        fr: 'L’immobilisation est payée après 2 heures gratuites à chaque arrêt, avec les heures d’arrivée et de départ saisies dans l’application.',
      },
    ],
  },
  'Power Only': {
    title: { en: 'Power Only load terms', fr: 'Conditions des chargements en traction seule' },
    clauses: [
      {
        en: 'The trailer is supplied by the shipper. The driver inspects it at pick-up and reports any damage before departure.',
        fr: 'La remorque est fournie par l’expéditeur. Le chauffeur l’inspecte au chargement et signale tout dommage avant le départ.',
      },
      {
        en: 'The trailer number is entered at every stop where a trailer is picked up or dropped.',
        fr: 'Le numéro de remorque est saisi à chaque arrêt où une remorque est prise ou déposée.',
      },
    ],
  },
  'PO Dray': {
    title: { en: 'Power Only dray terms', fr: 'Conditions du drayage en traction seule' },
    clauses: [
      {
        en: 'Containers move under the steamship line’s interchange agreement; per diem after the free days is charged to the carrier when the delay is the carrier’s.',
        fr: 'Les conteneurs circulent selon l’accord d’échange de la compagnie maritime ; les frais journaliers au-delà des jours gratuits sont à la charge du transporteur lorsque le retard lui est imputable.',
      },
    ],
  },
  'Freight Under Management': {
    title: { en: 'Managed freight terms', fr: 'Conditions du fret géré' },
    clauses: [
      {
        en: 'The shipper’s routing guide applies, including its appointment and tracking requirements.',
        fr: 'Le guide d’acheminement de l’expéditeur s’applique, y compris ses exigences de rendez-vous et de suivi.',
      },
      {
        en: 'Managed equipment stays in the shipper’s network and is returned to the yard named at pick-up.',
        fr: 'L’équipement géré reste dans le réseau de l’expéditeur et est rendu à la cour indiquée au chargement.',
      },
    ],
  },
  'Port Dray': {
    title: { en: 'Port dray terms', fr: 'Conditions du drayage portuaire' },
    clauses: [
      {
        en: 'The driver holds a valid TWIC card and the truck is registered with the port.',
        fr: 'Le chauffeur détient une carte TWIC valide et le camion est inscrit auprès du port.',
      },
      {
        en: 'Chassis split and pre-pull are paid only when requested in the load’s special services.',
        fr: 'Le changement de châssis et le pré-enlèvement ne sont payés que s’ils figurent dans les services spéciaux du chargement.',
      },
    ],
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

  await tx.insert(content).values(
    Object.entries(demoTerms).flatMap(([loadType, terms]) =>
      (['en', 'fr'] as const).map((locale) => ({
        contentType: termsContentType,
        key: loadType,
        locale,
        title: terms.title[locale],
        body: [...terms.clauses, ...sharedTerms].map((clause) => `<p>${clause[locale]}</p>`).join(''),
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
    const tomorrow = formatInZone(new Date(now.getTime() + dayMs), origin.timeZone);
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
    // The demo's history: nothing of it is sent by e-mail, SMS or push (decision 057).
    dispatchedAt: now,
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
        `Load ${assigned} starts ${formatInZone(new Date(now.getTime() + dayMs), 'America/Chicago').slice(0, 10)}.`,
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
