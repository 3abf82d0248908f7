import type { ReactNode } from 'react';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { Link } from '@storefront/ui/lib/router.tsx';
import type { BannerLink } from '../model/banner-links.ts';

/** A banner's click area: a route link, an external link (a new window gets rel noopener), or
 * nothing clickable when the banner leads nowhere. */
export function BannerAnchor({
  link,
  onClick,
  className = '',
  children,
}: {
  link: BannerLink | null;
  onClick(): void;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('catalog');
  if (!link) return <div className={className}>{children}</div>;
  if (link.kind === 'route') {
    return (
      <Link to={link.to} onClick={onClick} className={className}>
        {children}
      </Link>
    );
  }
  const blank = link.target === '_blank';
  return (
    <a
      href={link.href}
      target={link.target}
      rel={blank ? 'noopener noreferrer' : undefined}
      onClick={onClick}
      className={className}
    >
      {children}
      {blank && <span className="sr-only"> {t('banners.new_window')}</span>}
    </a>
  );
}
