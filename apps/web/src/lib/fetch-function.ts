/** The part of `window.fetch` the app uses; injected so that tests pass a fake instead of mocking modules. */
export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

// Called through a wrapper because `fetch` detached from `window` throws "Illegal invocation".
export const browserFetch: FetchFunction = (input, init) => window.fetch(input, init);
