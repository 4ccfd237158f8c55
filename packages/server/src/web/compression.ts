import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { constants } from 'node:zlib';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * The encoder settings. Brotli at quality 4 and gzip at level 6 compress an analytics answer about as
 * well as their highest levels (a 50,000-row answer to ~8%) at a small part of the time, which
 * matters because answers are compressed as they are sent, never stored.
 */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;

/**
 * Compresses every answer worth it: JSON, CSV and other text, the SDK's scripts, with brotli or gzip
 * as the client's `Accept-Encoding` prefers (brotli when both are equal), above 1 KB. Streamed answers
 * (report exports) stay streamed: they pass through the encoder chunk by chunk. Already compressed
 * types (.xlsx, images) are sent as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
}
