// The content the web app reads from the content service (D3-7.22): the home banner, site news, the
// web footer and help. Other content types (contact details, terms) are read by their own calls.
export const webContentTypes = ['home_banner', 'site_news', 'web_footer', 'help'] as const;
export type WebContentType = (typeof webContentTypes)[number];
