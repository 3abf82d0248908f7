import { decideLanding, type LandingButton } from '@storefront/domain/landing/landing.rules';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { VenueLogo } from '../../features/venue/components/venue-logo.tsx';
import { useVenue } from '../../features/venue/model/venue-context.tsx';

const buttonClass =
  'block w-full rounded-xl bg-brand px-5 py-4 text-center text-lg font-semibold text-on-brand shadow-sm ' +
  'transition hover:brightness-110 active:brightness-95';

function LandingLink({ button }: { button: LandingButton }) {
  const { t } = useTranslation();
  switch (button.kind) {
    case 'service':
      return (
        <Link className={buttonClass} to={button.to}>
          {button.customLabel ?? t(`services.${button.service}`)}
        </Link>
      );
    case 'external':
      return (
        <a
          className={buttonClass}
          href={button.url}
          target={button.target}
          rel={button.target === '_blank' ? 'noopener noreferrer' : undefined}
        >
          {button.label}
          {button.target === '_blank' && <span className="sr-only"> {t('landing.opens_new_window')}</span>}
        </a>
      );
    case 'our_stores':
      return (
        <Link className={buttonClass} to={button.to}>
          {button.customLabel ?? t('landing.our_stores')}
        </Link>
      );
    case 'contact_us':
      return (
        <Link className={buttonClass} to={button.to}>
          {t('landing.contact_us')}
        </Link>
      );
  }
}

/** Main (spec §2 Landing): the venue's logo and link buttons, or straight on where the rules say. */
export default function LandingScreen() {
  const { t } = useTranslation();
  const venue = useVenue();
  const decision = decideLanding(venue);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <div className="flex flex-col items-center gap-6 pt-10">
      <VenueLogo size={128} />
      <h1 className="text-center text-3xl font-bold text-title">{venue.name}</h1>
      <nav aria-label={t('landing.choose')} className="w-full max-w-sm">
        <ul className="flex flex-col gap-3">
          {decision.buttons.map((button, index) => (
            // Buttons have no id of their own; their order is the venue's.
            // biome-ignore lint/suspicious/noArrayIndexKey: order is stable per venue config
            <li key={index}>
              <LandingLink button={button} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
