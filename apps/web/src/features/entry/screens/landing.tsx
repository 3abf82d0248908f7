import { offeredLangs } from '@storefront/domain/i18n/lang.rules';
import { decideLanding, type LandingButton } from '@storefront/domain/landing/landing.rules';
import { useEffect, useState } from 'react';
import { LegalLinks } from '../../../core/venue/components/legal-links.tsx';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { gpsGranted, landingLoading } from '../../../core/session/model/gps-permission.ts';
import { track } from '../../../core/session/model/tracker.ts';
import { VenueLogo } from '../../../core/venue/components/venue-logo.tsx';
import { useVenue } from '../../../core/venue/model/venue-context.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { Link, Navigate } from '@storefront/ui/lib/router.tsx';
import { useUiStore } from '../../../lib/ui-store.ts';

const buttonClass =
  'block w-full rounded-xl bg-brand px-5 py-4 text-center text-lg font-semibold text-on-brand shadow-sm ' +
  'transition hover:brightness-110 active:brightness-95';

function LandingLink({ button }: { button: LandingButton }) {
  const { t } = useTranslation();
  const setService = useDinerStore((s) => s.setService);
  if (button.kind === 'external') {
    return (
      <a
        className={buttonClass}
        href={button.url}
        target={button.target}
        rel={button.target === '_blank' ? 'noopener noreferrer' : undefined}
        onClick={() => track('click_link', 'main', { label: button.url.slice(0, 120) })}
      >
        {button.label}
        {button.target === '_blank' && <span className="sr-only"> {t('landing.opens_new_window')}</span>}
      </a>
    );
  }
  // the venue's own screens: the label tracked is the service or the button's kind
  const label = button.kind === 'service' ? button.service : button.kind;
  const text =
    button.kind === 'service'
      ? (button.customLabel ?? t(`services.${button.service}`))
      : button.kind === 'our_stores'
        ? (button.customLabel ?? t('landing.our_stores'))
        : t('landing.contact_us');
  return (
    <Link
      className={buttonClass}
      to={button.to}
      onClick={() => {
        if (button.kind === 'service') setService(button.service);
        track('click_button', 'main', { label });
      }}
    >
      {text}
    </Link>
  );
}

/** Main (spec §2 Landing): the venue's logo and link buttons, or straight on where the rules say. */
export default function LandingScreen() {
  const { t } = useTranslation();
  const venue = useVenue();
  const setAllowGps = useDinerStore((s) => s.setAllowGps);
  const openLanguages = useUiStore((s) => s.setLanguageSwitcherOpen);
  const [loading, setLoading] = useState(true);
  const decision = decideLanding(venue);

  useEffect(() => {
    let active = true;
    const check = gpsGranted().then((granted) => {
      if (granted && active) setAllowGps(true);
    });
    void landingLoading(check).then(() => {
      if (active) setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [setAllowGps]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <div className="relative flex flex-col items-center gap-6 pt-10" aria-busy={loading}>
      {offeredLangs(venue).length > 1 && (
        <button
          type="button"
          className="absolute top-3 right-0 min-h-11 rounded-full border border-line px-4 font-medium"
          onClick={() => openLanguages(true)}
        >
          {t('shell_bar.language')}
        </button>
      )}
      <VenueLogo size={128} />
      <h1 className="text-center text-3xl font-bold text-title">{venue.name}</h1>
      <nav aria-label={t('landing.choose')} className="w-full max-w-sm">
        <ul className="flex flex-col gap-3">
          {decision.buttons.map((button, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: buttons have no id; their order is the venue's
            <li key={index}>
              <LandingLink button={button} />
            </li>
          ))}
        </ul>
      </nav>
      <LegalLinks className="mt-4 text-sm" linkClass="inline-flex min-h-6 items-center underline" />
    </div>
  );
}
