import { interpolate } from '../i18n/interpolate.ts';
import type { Lang } from '../venue/venue.schema.ts';
import type { ErrorCatalogue, ErrorKey } from './error-keys.ts';
import { en } from './messages/en.ts';
import { es } from './messages/es.ts';
import { pt } from './messages/pt.ts';

// Translations of every error key, shared by the server (the `message` of an error body) and the
// storefront (its `errors` namespace), so a key is worded once. `{{name}}` marks a parameter.
// Each language is its own module (messages/), which the storefront loads on its own.

export const errorMessages: Readonly<Record<Lang, ErrorCatalogue>> = { es, en, pt };

export function errorMessage(
  lang: Lang,
  key: ErrorKey,
  params: Record<string, string | number> = {},
): string {
  return interpolate(errorMessages[lang][key], params);
}
