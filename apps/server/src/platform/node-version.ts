// The Node.js lines the server runs on (decision 020): 22 from 22.13, 24, and 26. Node 20 is past its
// end of life and refused at start-up; the provider and the tooling no longer support it.
export const supportedNodeLines = '22.13 or newer, 24 or 26';

/** Whether a Node.js version (`process.versions.node`, with or without a leading `v`) is supported. */
export function isSupportedNode(version: string): boolean {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  if (major === 22) return minor >= 13;
  return major >= 24;
}

/** Stops the process with a readable message on an unsupported Node.js. */
export function requireSupportedNode(version = process.versions.node): void {
  if (isSupportedNode(version)) return;
  console.error(`Node.js ${version} is not supported: the server needs Node.js ${supportedNodeLines}.`);
  process.exit(1);
}
