import type { Transaction } from '../client';
import { content } from '../schema/index';

// Support and the More tab (D3-2.67, D3-2.68): the help menu (FAQ, contact, legal) and Site News, in
// English and French. Help rows are keyed by their path: a heading, heading/sub-heading, then
// heading/sub-heading/card (modules/content/get-help-content.ts).

type Bilingual = { en: string; fr: string };
type HelpRow = { key: string; title: Bilingual; body?: Bilingual; videoUrl?: string };

const helpRows: HelpRow[] = [
  { key: 'faq', title: { en: 'Frequently asked questions', fr: 'Questions fréquentes' } },
  { key: 'faq/loads', title: { en: 'Finding and booking loads', fr: 'Trouver et réserver des chargements' } },
  {
    key: 'faq/loads/book',
    title: { en: 'How do I book a load?', fr: 'Comment réserver un chargement ?' },
    body: {
      en: '<p>Search for loads, open one and press <strong>Book Now</strong>. Read the rate confirmation and accept it: the load moves to My Loads under Carrier Assigned.</p>',
      fr: '<p>Cherchez des chargements, ouvrez-en un et appuyez sur <strong>Réserver</strong>. Lisez la confirmation de tarif et acceptez-la : le chargement passe dans Mes chargements, sous Assignés au transporteur.</p>',
    },
    videoUrl: 'https://videos.example.com/book-a-load',
  },
  {
    key: 'faq/loads/on-hold',
    title: { en: 'Why is my booking on hold?', fr: 'Pourquoi ma réservation est-elle suspendue ?' },
    body: {
      en: '<p>A booking is put on hold when your carrier’s insurance has expired. Check <strong>Carrier Insurance</strong> in your Company Profile and send the renewed policy to carrier support.</p>',
      fr: '<p>Une réservation est suspendue quand l’assurance de votre transporteur est expirée. Vérifiez <strong>Assurances du transporteur</strong> dans le profil de votre entreprise et envoyez la police renouvelée au soutien aux transporteurs.</p>',
    },
  },
  { key: 'faq/trips', title: { en: 'Running a trip', fr: 'Faire un voyage' } },
  {
    key: 'faq/trips/documents',
    title: { en: 'How do I send my paperwork?', fr: 'Comment envoyer mes documents ?' },
    body: {
      en: '<p>Open the load in My Loads and use <strong>Upload documents</strong>: take a photo of the bill of lading or choose a PDF.</p>',
      fr: '<p>Ouvrez le chargement dans Mes chargements et utilisez <strong>Téléverser des documents</strong> : photographiez le connaissement ou choisissez un PDF.</p>',
    },
  },
  { key: 'contact', title: { en: 'Contact us', fr: 'Nous joindre' } },
  { key: 'contact/support', title: { en: 'Carrier support', fr: 'Soutien aux transporteurs' } },
  {
    key: 'contact/support/desk',
    title: { en: 'Call or write to us', fr: 'Appelez-nous ou écrivez-nous' },
    body: {
      en: '<p>Monday to Friday, 7 a.m. to 7 p.m. Central time.</p><p><a href="tel:+18005550142">1-800-555-0142</a><br><a href="mailto:carriers@freight.test">carriers@freight.test</a></p>',
      fr: '<p>Du lundi au vendredi, de 7 h à 19 h, heure du Centre.</p><p><a href="tel:+18005550142">1-800-555-0142</a><br><a href="mailto:carriers@freight.test">carriers@freight.test</a></p>',
    },
  },
  { key: 'legal', title: { en: 'Legal', fr: 'Mentions légales' } },
  { key: 'legal/documents', title: { en: 'Terms and privacy', fr: 'Conditions et confidentialité' } },
  {
    key: 'legal/documents/terms',
    title: { en: 'Terms of use', fr: 'Conditions d’utilisation' },
    body: {
      en: '<p>Using the marketplace means accepting the terms of use and the rate confirmation of each load you book.</p>',
      fr: '<p>Utiliser la place de marché, c’est accepter les conditions d’utilisation et la confirmation de tarif de chaque chargement réservé.</p>',
    },
  },
  {
    key: 'legal/documents/privacy',
    title: { en: 'Privacy notice', fr: 'Avis de confidentialité' },
    body: {
      en: '<p>We keep your trip positions only while a trip runs, and for 30 days after, to settle disputes.</p>',
      fr: '<p>Nous gardons les positions de vos voyages seulement pendant un voyage, puis 30 jours, pour régler les litiges.</p>',
    },
  },
];

const siteNews: { key: string; title: Bilingual; body: Bilingual }[] = [
  {
    key: 'capacity',
    title: { en: 'Post your trucks and lanes', fr: 'Publiez vos camions et vos voies' },
    body: {
      en: '<p>Manage Capacity now finds the loads that match each truck and lane, and tells you when new ones are posted.</p>',
      fr: '<p>Gérer la capacité trouve maintenant les chargements qui correspondent à chaque camion et à chaque voie, et vous prévient quand il en arrive.</p>',
    },
  },
  {
    key: 'payments',
    title: { en: 'Follow your payments', fr: 'Suivez vos paiements' },
    body: {
      en: '<p>Manage Financial shows where the money of each delivered load is, from invoiced to paid.</p>',
      fr: '<p>Gestion financière montre où en est l’argent de chaque chargement livré, de la facture au paiement.</p>',
    },
  },
];

export async function insertDemoHelpContent(tx: Transaction) {
  const languages = ['en', 'fr'] as const;
  await tx.insert(content).values(
    helpRows.flatMap((row, position) =>
      languages.map((locale) => ({
        contentType: 'help',
        key: row.key,
        locale,
        title: row.title[locale],
        body: row.body?.[locale] ?? '',
        position,
        videoUrl: row.videoUrl ?? null,
      })),
    ),
  );
  await tx.insert(content).values(
    siteNews.flatMap((entry, position) =>
      languages.map((locale) => ({
        contentType: 'site_news',
        key: entry.key,
        locale,
        title: entry.title[locale],
        body: entry.body[locale],
        position,
      })),
    ),
  );
}
