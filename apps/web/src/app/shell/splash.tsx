import type { InstanceConfig } from '@storefront/domain/venue/config.schema';
import { useTranslation } from 'react-i18next';

export interface SplashProps {
  /** The venue, once its configuration has loaded; before that the splash shows no logo. */
  venue?: Pick<InstanceConfig, 'preload' | 'header'> | null;
}

/** spec §2 Layout: the loading splash, on the theme's preload colour with the venue's preload
 * logo. It takes the venue as a prop because it also shows while the configuration loads. */
export function Splash({ venue = null }: SplashProps) {
  const { t } = useTranslation('shell');
  const logo = venue ? (venue.preload.logo ?? venue.header.logo) : null;
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-preload">
      <div role="status" className="flex flex-col items-center gap-6">
        {logo && (
          <img
            src={logo}
            alt=""
            width={128}
            height={128}
            className="size-32 object-contain motion-safe:animate-pulse"
            decoding="async"
          />
        )}
        <span
          aria-hidden="true"
          className="size-8 rounded-full border-4 border-brand/30 border-t-brand motion-safe:animate-spin"
        />
        <span className="sr-only">{t('common:app.loading')}</span>
      </div>
    </div>
  );
}
