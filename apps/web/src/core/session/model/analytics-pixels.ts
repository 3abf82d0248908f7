import type { InstanceConfig } from '@storefront/domain/venue/config.schema';

// The venue's analytics pixels load only after cookie consent (architecture §8). The snippets'
// inline bootstraps are done here in our own bundle, so the CSP keeps inline scripts out.

type Queue = unknown[][];
interface PixelWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: ((...args: unknown[]) => void) & { queue?: Queue; loaded?: boolean; version?: string };
}

function addScript(src: string): void {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.pixel = '';
  document.head.append(script);
}

export function loadAnalyticsPixels(
  venue: Pick<InstanceConfig, 'pixel_google_analytics' | 'pixel_facebook_analytics'>,
) {
  const w = window as unknown as PixelWindow;
  if (venue.pixel_google_analytics) {
    w.dataLayer = w.dataLayer ?? [];
    w.gtag = (...args: unknown[]) => w.dataLayer!.push(args);
    w.gtag('js', new Date());
    w.gtag('config', venue.pixel_google_analytics);
    addScript(
      `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(venue.pixel_google_analytics)}`,
    );
  }
  if (venue.pixel_facebook_analytics && !w.fbq) {
    const queue: Queue = [];
    const fbq = Object.assign((...args: unknown[]) => queue.push(args), {
      queue,
      loaded: true,
      version: '2.0',
    });
    w.fbq = fbq;
    fbq('init', venue.pixel_facebook_analytics);
    fbq('track', 'PageView');
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  }
}
