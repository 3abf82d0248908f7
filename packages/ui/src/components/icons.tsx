import type { ReactNode } from 'react';

// Inline 24×24 line icons. They are always decorative (aria-hidden): the control that holds one
// carries the accessible name, as visible or screen-reader text.
const paths = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  warning: (
    <>
      <path d="M12 3.5L2.5 20h19z" />
      <path d="M12 10v4.5M12 17.2v.3" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.3" />
    </>
  ),
  map_pin: (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  home_address: <path d="M3.5 11L12 4l8.5 7M6 9.5V20h12V9.5M10 20v-5h4v5" />,
  language: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </>
  ),
  chevron_right: <path d="M9 6l6 6-6 6" />,
  facebook: (
    <path d="M14.5 8H17V4.5h-2.5A4 4 0 0010.5 8.5V11H8v3.5h2.5V21H14v-6.5h2.5L17 11h-3V9a1 1 0 011-1z" />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17 7v.3" />
    </>
  ),
  twitter: <path d="M4.5 4h4l11 16h-4zM19.5 4l-6.3 7.2M4.5 20l6.3-7.2" />,
  twitch: (
    <>
      <path d="M5 3.5L3.5 7v12H8v2.5h2.5L13 19h3.5l4-4V3.5z" />
      <path d="M11 8v5M15.5 8v5" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9v6l5-3z" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M3.5 20.5l1.3-4.3A8.5 8.5 0 1112 20.5a8.4 8.4 0 01-4.2-1.1z" />
      <path d="M9 8.5c0 3.5 2.8 6.5 6.5 6.5l.8-1.8-2-.9-.9 1a4.5 4.5 0 01-2.7-2.7l1-.9-.9-2-1.8.8" />
    </>
  ),
  webpage: (
    <>
      <rect x="3" y="4.5" width="18" height="15" rx="2" />
      <path d="M3 9h18M6.5 6.8v.2M9 6.8v.2" />
    </>
  ),
  spotify: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M7 9.5c3.5-1 7-.7 10 1M7.8 12.7c2.8-.7 5.5-.4 7.8.9M8.5 15.6c2.1-.5 4.1-.3 5.8.7" />
    </>
  ),
  tiktok: <path d="M13.5 3.5v11.5a3.5 3.5 0 11-3.5-3.5M13.5 3.5c.3 2.6 2.2 4.5 5 4.7" />,
  tripadvisor: (
    <>
      <circle cx="7" cy="13.5" r="3.5" />
      <circle cx="17" cy="13.5" r="3.5" />
      <path d="M3.5 9.5c4.5-3.3 12.5-3.3 17 0M12 13.5l-1.5 4h3z" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof paths;

export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths[name]}
    </svg>
  );
}
