import { mediaUrl } from '@storefront/domain/media/media.rules';
import { useVenue } from '../model/venue-context.tsx';

export function VenueLogo({ size, decorative = false }: { size: number; decorative?: boolean }) {
  const venue = useVenue();
  return (
    <img
      // an uploaded logo (a `media:` ref): its file at least twice the box, for sharp screens
      src={mediaUrl(venue.header.logo, size * 2)}
      alt={decorative ? '' : venue.name}
      width={size}
      height={size}
      className="rounded-full object-contain"
      decoding="async"
    />
  );
}
