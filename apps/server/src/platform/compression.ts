import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than a packet. */
export const compressionThresholdBytes = 1024;

/**
 * Compresses the server's own answers (API JSON, GraphQL, errors) for clients that ask for it,
 * brotli first, then gzip, above a kilobyte (decision 053). The web app's files are compressed once
 * at build time and served as they are (`preCompressed` in web-app.ts): an answer that already has
 * a Content-Encoding is left alone. Brotli at quality 4 (the plugin's default): quality 11 costs
 * tens of times the CPU per answer for a few per cent. Request bodies are not inflated: no client
 * sends compressed bodies, and a compressed body would only be a way round the body limit.
 * Event streams and types that are compressed already (images, PDF) are never compressed.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: compressionThresholdBytes,
    globalDecompression: false,
  });
}
