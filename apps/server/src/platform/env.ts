import { isIP } from 'node:net';
import { z } from 'zod';
import { configEnvironments } from '@freight/domain/config';

// The server's environment, parsed once at start-up; a bad value stops the server with a readable list.
const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  // Embedded PGlite lives here unless DATABASE_URL points at a PostgreSQL server.
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Demo data (with its published demo API keys) loads by default everywhere but in production.
  SEED_DEMO_DATA: booleanFlag.optional(),
  // How often a server with demo data posts and tenders what expired or was answered; 0 turns it off.
  // At most setInterval's limit (about 24 days).
  DEMO_SUPPLY_INTERVAL_MS: z.coerce.number().int().min(0).max(2_147_483_647).default(900_000),
  // How often a server resolves bookings left PENDING past their wait (a crash, a source that never
  // decided; decision 035), the first pass at start; 0 turns it off.
  BOOKING_RESOLVE_INTERVAL_MS: z.coerce.number().int().min(0).max(2_147_483_647).default(30_000),
  // How often a server deletes the GPS positions older than tracking.retentionDays (decision 038), the
  // first pass at start; 0 turns it off.
  POSITION_RETENTION_INTERVAL_MS: z.coerce.number().int().min(0).max(2_147_483_647).default(3_600_000),
  // How often a server recomputes every lane's rate summary as the 30- and 90-day windows slide
  // (decision 058), the first pass at start; 0 turns it off. A settled booking refreshes its own lane.
  LANE_RATES_REFRESH_INTERVAL_MS: z.coerce.number().int().min(0).max(2_147_483_647).default(21_600_000),
  // How often a server writes the notifications of new shipment events and plans their e-mail, SMS and
  // push from each member's preferences (decision 057); 0 turns it off.
  NOTIFICATION_INTERVAL_MS: z.coerce.number().int().min(0).max(2_147_483_647).default(2_000),
  // How long a signed-in caller (member, carrier, roles, live grant) is reused for the same token
  // before the database is asked again (decision 054); 0 asks on every call. A change of roles, a
  // deactivation or a logout applies within this time.
  CALLER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(3_000),
  // Live updates (decision 061): open event streams per member and per process, and how often each
  // stream is sent a heartbeat, at which its member's session is checked again (a logout closes it).
  LIVE_STREAMS_PER_MEMBER: z.coerce.number().int().min(1).max(100).default(5),
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(2_000),
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  CONFIG_ENV: z.enum(configEnvironments).default('dev'),
  // A JSON document merged onto the configuration defaults, for every environment.
  CONFIG_OVERRIDES: z.string().optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(1_200),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  // Posts of the sign-in, sign-up and password forms per client address and minute.
  SIGN_IN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  // Per user and window, the actions that cost the most (decision 028): bookings, members added (each
  // queues an invitation mail), and password reset mails per account.
  USER_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(3_600_000),
  BOOKING_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  INVITATION_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  PASSWORD_RESET_LIMIT_MAX: z.coerce.number().int().positive().default(5),
  // Feedback forms sent per user and window (a row and an event each).
  FEEDBACK_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  // Limits shared between server processes (decision 032): with a Redis server, the rate limits and the
  // per-user limits count in it under keys that start with REDIS_KEY_PREFIX; without, per process.
  REDIS_URL: z
    .string()
    .url()
    .refine((url) => /^rediss?:\/\//.test(url), 'must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default('freight:'),
  // The proxies in front of the server whose X-Forwarded-For names the client (decision 036): a number
  // of hops, or their addresses and CIDR ranges, comma-separated. Unset: the socket's address is the
  // client's. "Trust every proxy" is refused: anyone could then choose their own address.
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(
      isTrustedProxies,
      'must be a number of hops (1 to 10) or addresses and CIDR ranges, comma-separated',
    )
    .transform((value): number | string[] => (/^\d+$/.test(value) ? Number(value) : value.split(/\s*,\s*/)))
    .optional(),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().positive().default(12),
  GRAPHQL_MAX_COST: z.coerce.number().int().positive().default(5_000),
  // Root mutation fields one request may select, aliases included (decision 028).
  GRAPHQL_MAX_MUTATIONS: z.coerce.number().int().positive().default(1),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(262_144),
  WEB_DIST_DIR: z.string().optional(),
  // The address people reach this server at; the embedded identity provider's issuer is PUBLIC_URL/identity.
  PUBLIC_URL: z.string().url().optional(),
  // An external OpenID provider replaces the embedded one when both are set.
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  // Subscription keys of the client applications, comma-separated (D1-7.01).
  SUBSCRIPTION_KEYS: z.string().default('carrier-web-local'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Freight Marketplace <no-reply@freight.test>'),
  // Web Push (decision 060): the VAPID key pair (base64url, both or neither; unset, the first server
  // makes one and keeps it in the database), the contact the push services see (mailto: or https:),
  // and the push services' hosts the endpoints may name (a leading dot: that domain's subdomains).
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be the 65-byte P-256 public key in base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the 32-byte P-256 private key in base64url')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: address')
    .optional(),
  WEB_PUSH_ENDPOINT_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,updates.push.services.mozilla.com,.push.services.mozilla.com,.notify.windows.com,.push.apple.com',
    )
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  // Documents go to this S3-compatible bucket when S3_BUCKET is set, else to DATA_DIR/files (decision
  // 042). The keys are required with it; the endpoint is AWS's for the region unless S3_ENDPOINT says.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 of a-z, 0-9, dots, hyphens')
    .optional(),
  S3_ENDPOINT: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//.test(url), 'must start with http:// or https://')
    // A password in it would be logged with the address: the keys have variables of their own.
    .refine((url) => !/^https?:\/\/[^/]*@/.test(url), 'must not carry credentials: use S3_ACCESS_KEY_ID')
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Path-style addresses (endpoint/bucket/key), which most S3-compatible servers need: the default
  // with S3_ENDPOINT; AWS itself takes virtual-hosted ones (bucket.endpoint/key).
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
});

const s3Settings = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** A bucket needs its keys; a setting of the store without a bucket is a mistake, not the local store. */
const envRules = envSchema.superRefine((env, context) => {
  const missing = (path: string, text: string) =>
    context.addIssue({ code: 'custom', path: [path], message: text });
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined))
    missing(
      env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY',
      'both VAPID keys are set, or neither',
    );
  if (env.S3_BUCKET === undefined) {
    const given = s3Settings.filter((name) => env[name] !== undefined);
    if (given.length > 0) missing('S3_BUCKET', `required when ${given.join(', ')} is set`);
    return;
  }
  if (env.S3_ACCESS_KEY_ID === undefined) missing('S3_ACCESS_KEY_ID', 'required with S3_BUCKET');
  if (env.S3_SECRET_ACCESS_KEY === undefined) missing('S3_SECRET_ACCESS_KEY', 'required with S3_BUCKET');
});

/** A hop count of 1 to 10, or a list of IP addresses and CIDR ranges. */
function isTrustedProxies(value: string): boolean {
  if (/^\d+$/.test(value)) return Number(value) >= 1 && Number(value) <= 10;
  return value.split(/\s*,\s*/).every((entry) => {
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    if (bits === undefined) return true;
    return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
  });
}

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envRules.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function shouldSeedDemoData(env: Env): boolean {
  return env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production';
}

export function publicUrl(env: Env): string {
  return (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/$/, '');
}
