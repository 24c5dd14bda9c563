import { requireSupportedNode } from './node-version';

// Imported first by main.ts, so that an unsupported Node.js stops before the database opens or anything
// listens.
requireSupportedNode();
