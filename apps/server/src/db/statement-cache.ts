import pg from 'pg';

// Statements prepared by the driver once they repeat (decision 067). A statement sent unnamed is
// parsed, analysed and planned by PostgreSQL every time; on the booking path that was more of the
// database's time than running the statements. A pooled connection here names a statement's text the
// second time it runs it, so that PostgreSQL parses it once per connection and, after a few runs,
// keeps a generic plan, as JDBC's prepareThreshold and pgx's statement cache do. Only statements with
// parameters (the extended protocol's; a text without any may hold several statements) and at most
// `maxNamed` texts per connection: past that, new texts run unnamed as before, never evicting one.

/** How many times a connection runs a text before it names it. */
export const namingThreshold = 2;
/** The named texts a connection keeps, and the once-seen ones it remembers. */
export const maxNamed = 256;
const maxCounted = 2048;

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

export class PreparingClient extends pg.Client {
  readonly #names = new Map<string, string>();
  readonly #counts = new Map<string, number>();

  /** The name to run `text` under on this connection, or undefined to run it unnamed. */
  nameOf(text: string): string | undefined {
    const name = this.#names.get(text);
    if (name !== undefined || this.#names.size >= maxNamed) return name;
    const count = (this.#counts.get(text) ?? 0) + 1;
    if (count < namingThreshold) {
      if (this.#counts.size >= maxCounted) this.#counts.clear();
      this.#counts.set(text, count);
      return undefined;
    }
    this.#counts.delete(text);
    const named = `s${this.#names.size + 1}`;
    this.#names.set(text, named);
    return named;
  }
}

// pg's query has a dozen overloads; this one names a plain config object and passes everything on.
const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
PreparingClient.prototype.query = function (this: PreparingClient, ...args: unknown[]) {
  const [config, values] = args as [QueryConfig | string | undefined, unknown];
  if (config && typeof config === 'object' && typeof config.submit !== 'function' && !config.name) {
    const params = Array.isArray(values) ? values : config.values;
    if (typeof config.text === 'string' && Array.isArray(params) && params.length > 0) {
      const name = this.nameOf(config.text);
      if (name !== undefined) args[0] = { ...config, name };
    }
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;
