import type { ReactNode } from 'react';
import { textLinkClass } from '../../../components/ui/button.ts';
import { Link } from '@storefront/ui/lib/router.tsx';
import { EmptyState } from './menu-states.tsx';

// Not in menu-states.tsx: the menu screens load those states on first render, this only where a
// link named a product or category (bench/bundle.ts).

/** What a link asked for is not in the menu: the screen's title, why, and the way back. */
export function NotInMenu({
  title,
  back,
  backLabel,
  children,
}: {
  title: string;
  back: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <section className="pt-6">
      <h1 className="mb-4 text-2xl font-bold text-title">{title}</h1>
      <EmptyState
        action={
          <Link to={back} className={textLinkClass}>
            {backLabel}
          </Link>
        }
      >
        {children}
      </EmptyState>
    </section>
  );
}
