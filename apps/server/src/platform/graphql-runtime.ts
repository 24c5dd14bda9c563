import { createRequire } from 'node:module';
import type * as Graphql from 'graphql';

// graphql ships a CommonJS and an ES module build. Mercurius requires the CommonJS one; importing the
// other (as test runners that honour the "module" field do) yields a second copy whose classes fail
// graphql's own instanceof checks. Everything the gateway hands to Mercurius comes from this copy.
export const graphqlRuntime = createRequire(import.meta.url)('graphql') as typeof Graphql;
