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
import type { FastifyInstance } from 'fastify';
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
  const sunsetByRoute = new Map<string, string>();

  app.addHook('onRoute', (route) => {
    const declared = route.config?.deprecated;
    if (!declared) return;
    // A new object: route schemas are often shared between routes.
    route.schema = { ...route.schema, deprecated: true };
    if (typeof declared === 'object')
      sunsetByRoute.set(declared.sunset, httpDate(declared.sunset, `the sunset of ${route.url}`));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const declared = request.routeOptions.config?.deprecated;
    if (declared) {
      reply.header('Deprecation', 'true');
      reply.header(
        'Sunset',
        typeof declared === 'object' ? (sunsetByRoute.get(declared.sunset) ?? defaultSunset) : defaultSunset,
      );
      // Another Link on the same response (pagination, say) is kept beside ours.
      const existing = reply.getHeader('link');
      reply.header('Link', existing ? `${String(existing)}, ${link}` : link);
    }
    return payload;
  });
}
