import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { AppConfig } from '../config.ts';

/**
 * The app's own pages run only scripts from this origin and may not be framed by anyone. Styles
 * allow 'unsafe-inline' because the customiser preview's host page and the widget's shadow DOM
 * carry inline styles; images may come from any https origin (avatars a tenant links to).
 */
function appDirectives(isHttps: boolean, frameAncestors = "'none'"): Record<string, string[] | null> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestors],
    'upgrade-insecure-requests': isHttps ? [] : null,
  };
}

/**
 * Route options for what third-party pages load or call: /widget.js and the public widget API.
 * They may be read cross-origin (Cross-Origin-Resource-Policy) and carry no page policy of ours.
 */
export const CROSS_ORIGIN_HEADERS = {
  helmet: {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginOpenerPolicy: false,
  },
} satisfies { helmet: Omit<FastifyHelmetOptions, 'global' | 'enableCSPNonces'> };

/**
 * Security headers on every response: a Content-Security-Policy, nosniff, a referrer policy that
 * keeps paths on this origin, and HSTS when the public address is https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const isHttps = config.publicUrl?.startsWith('https:') ?? false;
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives(isHttps) },
    // strict-origin-when-cross-origin (not no-referrer): the customiser preview, an opaque-origin
    // iframe, is recognised by the widget API through the Referer of the app page that holds it.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
}

/** The web app's files loaded by its sandboxed (opaque-origin) customiser preview. */
const PREVIEW_PAGE = 'widget-preview.html';
const PREVIEW_SCRIPT = 'widget-preview-host.js';

/**
 * Per-file headers for the web app's static files: the customiser preview page may be framed by the
 * app itself (only), its script may be loaded from the preview's opaque origin, and the hashed
 * build assets are cached for good.
 */
export function staticFileHeaders(config: AppConfig): (res: { setHeader(name: string, value: string): unknown }, filePath: string) => void {
  const isHttps = config.publicUrl?.startsWith('https:') ?? false;
  const previewPolicy = Object.entries(appDirectives(isHttps, "'self'"))
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
  return (res, filePath) => {
    const name = path.basename(filePath);
    if (name === PREVIEW_PAGE) {
      res.setHeader('content-security-policy', previewPolicy);
      res.setHeader('x-frame-options', 'SAMEORIGIN');
    }
    if (name === PREVIEW_SCRIPT) res.setHeader('cross-origin-resource-policy', 'cross-origin');
    // Vite names each built asset by its content hash: a new build gets new names.
    if (path.basename(path.dirname(filePath)) === 'assets') res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  };
}
