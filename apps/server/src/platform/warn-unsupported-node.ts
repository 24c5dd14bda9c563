import { warnUnsupportedNode } from './node-version';

// Imported first by main.ts, so that the warning about an unsupported Node.js is the first thing a
// person starting the server reads.
warnUnsupportedNode();
