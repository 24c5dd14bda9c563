import type { FastifyRequest } from 'fastify';
import type { GraphQLResolveInfo, GraphQLSchema } from 'graphql';
import { hasPermission, permissions, type Permission } from '@freight/domain/permissions';
import type { AppConfig } from '@freight/domain/config';
import type { Caller } from './caller';
import { forbidden } from './errors';
import type { GatewayContext } from './gateway-context';
import type { Services } from './services';
import { message } from './i18n';

/**
 * What a route or a GraphQL field needs from its caller (one guard for both):
 * - `public`: nothing (health, configuration, the identity provider's pages, the web app);
 * - `sourceSystem`: a source system's API key (api-keys.ts), checked by the integration module itself;
 * - `signedIn`: a valid ID token and subscription key, any role;
 * - a permission of the role table (`myLoads.carrierTendered`): signed in and holding it.
 */
export type Access = 'public' | 'sourceSystem' | 'signedIn' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every REST route declares its access; a global hook enforces it (authentication.ts). */
    access?: Access;
  }
}

export function isAccess(value: unknown): value is Access {
  return (
    value === 'public' ||
    value === 'sourceSystem' ||
    value === 'signedIn' ||
    (permissions as readonly unknown[]).includes(value)
  );
}

/** Whether this access needs a signed-in caller (token and subscription key). */
export function needsCaller(access: Access): boolean {
  return access !== 'public' && access !== 'sourceSystem';
}

// Feature flags of the configuration close some permissions for everyone (D1-6.19).
type FeatureFlag = 'recommended' | 'watched' | 'documents' | 'rateDetails' | 'betaTools';
export const featureFlagOfPermission: Partial<Record<Permission, FeatureFlag>> = {
  'home.recommended': 'recommended',
  'home.watched': 'watched',
  'myLoads.documentList': 'documents',
  'loads.rateDetails': 'rateDetails',
  'loads.betaTools': 'betaTools',
};

export function isPermissionSwitchedOn(permission: Permission, features: AppConfig['features']): boolean {
  const flag = featureFlagOfPermission[permission];
  return flag === undefined || features[flag] === true;
}

/** Throws FORBIDDEN with the spec's text unless the caller's roles grant the permission. */
export function requirePermission(caller: Caller, permission: Permission): void {
  if (!hasPermission(caller.roles, permission)) throw forbidden();
}

export const featureUnavailableMessage = message('featureUnavailable');

/** The guard's check: the caller's roles grant the permission and no feature flag has closed it. */
export async function requireEnabledPermission(
  caller: Caller,
  permission: Permission,
  services: Pick<Services, 'featureFlags'>,
): Promise<void> {
  requirePermission(caller, permission);
  if (!isPermissionSwitchedOn(permission, await services.featureFlags()))
    throw forbidden(featureUnavailableMessage);
}

/**
 * Object-level authorisation: a caller only reaches records of their own carrier. Use cases call it
 * with the carrier id of the record they loaded, before answering anything about it.
 */
export function requireSameCarrier(caller: Caller, carrierId: string | null | undefined): void {
  if (!caller.carrier || !carrierId || caller.carrier.id !== carrierId) throw forbidden();
}

export function isSameCarrier(caller: Caller, carrierId: string | null | undefined): boolean {
  return caller.carrier !== null && !!carrierId && caller.carrier.id === carrierId;
}

/** The caller of a REST route whose access is `signedIn` or a permission (set by the global hook). */
export function signedInCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error(`${request.url} needs a caller but its access does not ask for one`);
  return request.caller;
}

// ---- GraphQL resolvers -------------------------------------------------------------------------

/** The resolver context once the guard has authenticated the caller. */
export type SignedInContext = GatewayContext & { caller: Caller };

type Resolver<TRoot, TArgs, TContext, TResult> = (
  root: TRoot,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

const accessTag = Symbol('access');
type Tagged = { [accessTag]?: Access };

function tag<T extends object>(resolver: T, access: Access): T {
  Object.defineProperty(resolver, accessTag, { value: access, enumerable: false });
  return resolver;
}

/** The access a resolver was declared with, or undefined when it was not wrapped by a guard. */
export function accessOf(resolver: unknown): Access | undefined {
  return typeof resolver === 'function' ? (resolver as Tagged)[accessTag] : undefined;
}

async function authenticated(context: GatewayContext): Promise<SignedInContext> {
  context.caller ??= await context.request.authenticate();
  return context as SignedInContext;
}

/** A field that needs no sign-in (gateway info, health). */
export function publicField<TRoot, TArgs, TResult>(
  resolve: Resolver<TRoot, TArgs, GatewayContext, TResult>,
): Resolver<TRoot, TArgs, GatewayContext, TResult> {
  const wrapped: Resolver<TRoot, TArgs, GatewayContext, TResult> = (root, args, context, info) =>
    resolve(root, args, context, info);
  return tag(wrapped, 'public');
}

/** A field for any signed-in caller; the use case checks ownership itself. */
export function signedIn<TRoot, TArgs, TResult>(
  resolve: Resolver<TRoot, TArgs, SignedInContext, TResult>,
): Resolver<TRoot, TArgs, GatewayContext, TResult> {
  const wrapped: Resolver<TRoot, TArgs, GatewayContext, TResult> = async (root, args, context, info) =>
    resolve(root, args, await authenticated(context), info);
  return tag(wrapped, 'signedIn');
}

/** A field for callers holding a permission of the role table (D1-6.05, D3-6.05). */
export function guarded<TRoot, TArgs, TResult>(
  permission: Permission,
  resolve: Resolver<TRoot, TArgs, SignedInContext, TResult>,
): Resolver<TRoot, TArgs, GatewayContext, TResult> {
  const wrapped: Resolver<TRoot, TArgs, GatewayContext, TResult> = async (root, args, context, info) => {
    const signedInContext = await authenticated(context);
    await requireEnabledPermission(signedInContext.caller, permission, context.services);
    return resolve(root, args, signedInContext, info);
  };
  return tag(wrapped, permission);
}

/** Query, Mutation and Subscription fields whose resolver is not wrapped by a guard. */
export function findUnguardedRootFields(schema: GraphQLSchema): string[] {
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  return roots.flatMap((type) =>
    type
      ? Object.values(type.getFields())
          .filter((field) => accessOf(field.resolve) === undefined && accessOf(field.subscribe) === undefined)
          .map((field) => `${type.name}.${field.name}`)
      : [],
  );
}

/** The declared access of each root field, by type and field name (for the gateway's early check). */
export function rootFieldAccess(schema: GraphQLSchema): Map<string, Access> {
  const access = new Map<string, Access>();
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const declared = accessOf(field.resolve) ?? accessOf(field.subscribe);
      if (declared) access.set(`${type!.name}.${field.name}`, declared);
    }
  }
  return access;
}
