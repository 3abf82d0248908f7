import { FALLBACK_LANG, SUPPORTED_LANGS } from '@storefront/domain/constants';
import type { Lang } from '@storefront/domain/venue/venue.schema';
import type { FastifyRequest } from 'fastify';

/** The language of a request: the storefront's `lang` header (spec §7), else es. */
export function requestLang(request: FastifyRequest): Lang {
  const header = request.headers.lang;
  const value = (Array.isArray(header) ? header[0] : header)?.slice(0, 2).toLowerCase();
  return (SUPPORTED_LANGS as readonly string[]).includes(value ?? '') ? (value as Lang) : FALLBACK_LANG;
}

/** The browser's first language the storefront speaks (`Accept-Language`), else es: pages served
 * on no venue's host (the platform's directory and console). */
export function browserLang(header: string | undefined): Lang {
  for (const part of (header ?? '').split(',')) {
    const lang = part.trim().slice(0, 2).toLowerCase();
    if ((SUPPORTED_LANGS as readonly string[]).includes(lang)) return lang as Lang;
  }
  return FALLBACK_LANG;
}
