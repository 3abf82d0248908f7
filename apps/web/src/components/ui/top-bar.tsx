import type { ReactNode } from 'react';

/** The venue's top bar (spec §2 Layout): leading action, logo, optional title, trailing actions. */
export function TopBar({
  leading,
  logo,
  title,
  trailing,
}: {
  leading?: ReactNode;
  logo: ReactNode;
  title?: string;
  trailing?: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-10 bg-header text-on-header shadow-sm">
      <div className="mx-auto flex h-14 max-w-3xl items-center gap-2 px-2">
        {leading}
        {logo}
        {title && <p className="min-w-0 flex-1 truncate text-lg font-semibold">{title}</p>}
        {trailing}
      </div>
    </header>
  );
}
