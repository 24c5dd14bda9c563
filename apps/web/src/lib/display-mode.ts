export type MatchMedia = (query: string) => { matches: boolean };

export const defaultMatchMedia: MatchMedia = (query) => window.matchMedia(query);

/** Whether the app runs installed (display-mode standalone) rather than in a browser tab. */
export function isStandalone(matchMedia: MatchMedia = defaultMatchMedia): boolean {
  return matchMedia('(display-mode: standalone)').matches;
}
