// The Node.js lines the server is supported and tested on (decision 020): 22 from 22.13, 24, and 26.
// Node 20 is past its end of life: the server still starts on it, with a warning, so that a machine
// that has nothing newer can run the demo, but nothing is tested on it.
export const supportedNodeLines = '22.13 or newer, 24 or 26';

/** Whether a Node.js version (`process.versions.node`, with or without a leading `v`) is supported. */
export function isSupportedNode(version: string): boolean {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  if (major === 22) return minor >= 13;
  return major >= 24;
}

/** Warns, in a line of its own, when the server runs on an unsupported Node.js. */
export function warnUnsupportedNode(
  version = process.versions.node,
  warn: (message: string) => void = console.warn,
): void {
  if (isSupportedNode(version)) return;
  warn(`Node.js ${version} is not supported: use Node.js ${supportedNodeLines}.`);
}
