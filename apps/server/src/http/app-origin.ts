import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';

/** The address the app's own pages are reached at: `PUBLIC_URL`, else the origin the request came to. */
export function appOrigin(config: AppConfig, request: FastifyRequest): string {
  return config.publicUrl ? new URL(config.publicUrl).origin : `${request.protocol}://${request.host}`;
}
