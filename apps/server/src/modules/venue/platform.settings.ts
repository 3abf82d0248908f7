import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Platform, platformSchema } from '@storefront/domain/venue/config.schema';
import type { z } from 'zod';
import type { Config } from '../../config.ts';

// The platform's own settings (spec §1: the inactive-site notice's links and renewal contacts), sent
// in every venue's config. Each comes from its environment variable; unset, and while the demo
// venues are seeded (SEED_DEMO, the default), from the demo's platform file, so a fresh start shows
// a complete notice (docs/decisions/095-the-demo-platform-settings.md). A deployment that seeds no
// demo sets its own or shows the title and text only.

export const demoPlatformFile = fileURLToPath(
  new URL('../../../../../venues/demo/platform/platform.json', import.meta.url),
);

const demoPlatformSchema = platformSchema.pick({
  directory_url: true,
  signup_url: true,
  contact_email: true,
  contact_phone: true,
});
type DemoPlatform = z.infer<typeof demoPlatformSchema>;

type PlatformConfig = Pick<
  Config,
  | 'SEED_DEMO'
  | 'PLATFORM_NAME'
  | 'PLATFORM_DIRECTORY_URL'
  | 'PLATFORM_SIGNUP_URL'
  | 'PLATFORM_CONTACT_EMAIL'
  | 'PLATFORM_CONTACT_PHONE'
  | 'CONSENT_URL'
>;

/** The demo's platform settings file, read once at start. */
export function readDemoPlatform(file = demoPlatformFile): DemoPlatform {
  return demoPlatformSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** The platform block of every venue's config: the environment's values, else the demo's. */
export function platformSettings(
  config: PlatformConfig,
  demo = config.SEED_DEMO === 'true' ? readDemoPlatform() : null,
): Platform {
  return {
    name: config.PLATFORM_NAME,
    directory_url: config.PLATFORM_DIRECTORY_URL ?? demo?.directory_url ?? null,
    signup_url: config.PLATFORM_SIGNUP_URL ?? demo?.signup_url ?? null,
    contact_email: config.PLATFORM_CONTACT_EMAIL ?? demo?.contact_email ?? null,
    contact_phone: config.PLATFORM_CONTACT_PHONE ?? demo?.contact_phone ?? null,
    consent_url: config.CONSENT_URL,
  };
}
