import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import {
  APP_CSP,
  BOOTH_CSP,
  DOCS_CSP,
  FILE_CSP,
  micrositeCsp,
  NONE_CSP,
  permissionsPolicyFor,
  PRESENTATION_CSP,
  responseKind,
  WORKER_CSP,
  type ResponseKind,
} from './security-policies.ts';

export interface SecurityHeadersOptions {
  /** HSTS only when the product is reached over https. */
  publicUrl: string;
  /** The exact text of the inline scripts of server-rendered guest pages (the microsite), admitted by hash. */
  inlineScripts: readonly string[];
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** Pages that act for a signed-in user or show private data must not be framed (old browsers read X-Frame-Options). */
const FRAMEABLE: ReadonlySet<ResponseKind> = new Set(['booth', 'microsite', 'presentation']);

/**
 * Security headers on every response (docs/decisions.md): helmet's set (nosniff, referrer policy,
 * HSTS behind https, …), a Permissions-Policy by path (camera and microphone only for the booths),
 * and a Content-Security-Policy chosen per kind of response in onSend, when the content type is
 * known. A route that sends its own policy (the booth-code sandbox) keeps it.
 */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const https = new URL(options.publicUrl).protocol === 'https:';
    await app.register(helmet, {
      global: true,
      // Chosen per response below; helmet's single global policy cannot tell a booth from the API.
      contentSecurityPolicy: false,
      // frame-ancestors in the CSP decides; X-Frame-Options is added below where framing is refused.
      frameguard: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: https ? { maxAge: YEAR_SECONDS, includeSubDomains: false } : false,
      // Pictures and files are embedded elsewhere on purpose (e-mails, link previews, organisers' sites).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // Popups the organiser's code opens (allow-popups-to-escape-sandbox) and share windows keep working.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });

    const policies: Record<ResponseKind, string> = {
      app: APP_CSP,
      booth: BOOTH_CSP,
      microsite: micrositeCsp(options.inlineScripts.map(scriptHash)),
      presentation: PRESENTATION_CSP,
      api: NONE_CSP,
      file: FILE_CSP,
      docs: DOCS_CSP,
      worker: WORKER_CSP,
      other: NONE_CSP,
    };

    // Set as the request arrives, like helmet's: also on answers written before onSend (errors, streams).
    app.addHook('onRequest', async (request, reply) => {
      reply.header('permissions-policy', permissionsPolicyFor(request.url));
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.hasHeader('content-security-policy')) return payload;
      const contentType = reply.getHeader('content-type');
      const kind = responseKind(request.url, typeof contentType === 'string' ? contentType : undefined);
      reply.header('content-security-policy', policies[kind]);
      if (!FRAMEABLE.has(kind)) reply.header('x-frame-options', 'DENY');
      return payload;
    });
  },
  { name: 'security-headers' },
);
