import type { ReactNode, Ref } from 'react';

/** A landmark named by its heading (aria-labelledby → the heading's id; WCAG 1.3.1, 2.4.6). */
export function LabelledSection({
  titleId,
  title,
  heading: Heading = 'h2',
  titleClass,
  as: Landmark = 'section',
  className,
  ref,
  children,
}: {
  titleId: string;
  title: ReactNode;
  heading?: 'h1' | 'h2';
  titleClass?: string;
  as?: 'section' | 'nav';
  className?: string;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}) {
  return (
    <Landmark ref={ref} aria-labelledby={titleId} className={className}>
      <Heading id={titleId} className={titleClass}>
        {title}
      </Heading>
      {children}
    </Landmark>
  );
}

/** A screen's landmark: a section named by its one h1, in the screens' title style. */
export function ScreenSection({
  className = 'pt-6',
  ...section
}: {
  titleId: string;
  title: ReactNode;
  className?: string;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}) {
  return (
    <LabelledSection
      heading="h1"
      titleClass="text-2xl font-bold text-title"
      className={className}
      {...section}
    />
  );
}
