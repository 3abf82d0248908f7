import type { ReactNode, Ref } from 'react';

/** A screen's landmark: a section named by its one h1 (WCAG 1.3.1, 2.4.6), in the screens' title style. */
export function ScreenSection({
  titleId,
  title,
  className = 'pt-6',
  ref,
  children,
}: {
  titleId: string;
  title: ReactNode;
  className?: string;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}) {
  return (
    <section ref={ref} aria-labelledby={titleId} className={className}>
      <h1 id={titleId} className="text-2xl font-bold text-title">
        {title}
      </h1>
      {children}
    </section>
  );
}
