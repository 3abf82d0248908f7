import type { ReactNode } from 'react';

/** The venue's top bar (spec §2 Layout): logo, optional title, and a leading action. */
export function TopBar({ leading, logo, title }: { leading?: ReactNode; logo: ReactNode; title?: string }) {
  return (
    <header className="sticky top-0 z-10 bg-header text-on-header shadow-sm">
      <div className="mx-auto flex h-14 max-w-3xl items-center gap-3 px-3">
        {leading}
        {logo}
        {title && <p className="truncate text-lg font-semibold">{title}</p>}
      </div>
    </header>
  );
}
