/**
 * Deprecations (spec §9), declared once per route: `config: { deprecated: true }`. Every response
 * of such a route, errors included, carries
 *
 *   Deprecation: true
 *   Sunset: <HTTP date>                       (DEPRECATION_SUNSET, or the route's own `sunset`)
 *   Link: <CHANGELOG_URL>; rel="deprecation"
 *
 * and its operation is marked `deprecated: true` in the OpenAPI document. Register this before
 * any route, so the onRoute hook sees them all.
 */
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is deprecated (spec §9). `{ sunset }` gives this route its own Sunset date. */
    deprecated?: boolean | { sunset: string };
  }
}

export type DeprecationConfig = Pick<Config, 'deprecationSunset' | 'changelogUrl'>;

/** The Sunset header wants an IMF-fixdate ("Wed, 30 Jun 2027 00:00:00 GMT"): parse and re-format. */
export function httpDate(value: string, setting: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime()))
    throw new Error(
      `${setting} must be a date, for example "Wed, 30 Jun 2027 00:00:00 GMT" (got "${value}")`,
    );
  return date.toUTCString();
}

export function registerDeprecation(app: FastifyInstance, config: DeprecationConfig): void {
  const defaultSunset = httpDate(config.deprecationSunset, 'DEPRECATION_SUNSET');
  let changelog: string;
  try {
    changelog = new URL(config.changelogUrl).toString();
  } catch {
    throw new Error(`CHANGELOG_URL must be an absolute URL (got "${config.changelogUrl}")`);
  }
  const link = `<${changelog}>; rel="deprecation"`;

  app.addHook('onRoute', (route) => {
    const declared = route.config?.deprecated;
    if (!declared) return;
    // A new object: route schemas are often shared between routes.
    route.schema = { ...route.schema, deprecated: true };
    const sunset =
      typeof declared === 'object' ? httpDate(declared.sunset, `the sunset of ${route.url}`) : defaultSunset;
    // The headers are added by a hook of the deprecated route itself, so no other route runs one.
    const addHeaders: onSendHookHandler = async (_request, reply, payload) => {
      reply.header('Deprecation', 'true');
      reply.header('Sunset', sunset);
      // Another Link on the same response (pagination, say) is kept beside ours.
      const existing = reply.getHeader('link');
      reply.header('Link', existing ? `${String(existing)}, ${link}` : link);
      return payload;
    };
    const own = route.onSend;
    route.onSend = own === undefined ? [addHeaders] : [...(Array.isArray(own) ? own : [own]), addHeaders];
  });
}
