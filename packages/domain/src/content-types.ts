// The content the web app reads from the content service (D3-7.22): the home banner, site news, the
// web footer and help. Other content types (contact details, terms) are read by their own calls.
export const webContentTypes = ['home_banner', 'site_news', 'web_footer', 'help'] as const;
export type WebContentType = (typeof webContentTypes)[number];

/** The Contact Us details of a source system (D2-7.26). */
export const contactContentType = 'contact_us';

/** The terms and conditions of a load type (D1-7.23). */
export const termsContentType = 'terms_and_conditions';
