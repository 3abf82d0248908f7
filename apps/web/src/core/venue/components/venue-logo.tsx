import { useVenue } from '../model/venue-context.tsx';

export function VenueLogo({ size, decorative = false }: { size: number; decorative?: boolean }) {
  const venue = useVenue();
  return (
    <img
      src={venue.header.logo}
      alt={decorative ? '' : venue.name}
      width={size}
      height={size}
      className="rounded-full object-contain"
      decoding="async"
    />
  );
}
