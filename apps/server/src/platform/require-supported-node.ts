import { requireSupportedNode } from './node-version';

// Imported first by main.ts, so that an unsupported Node.js stops before anything else starts.
requireSupportedNode();
