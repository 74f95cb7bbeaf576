import { useLingui } from '@lingui/react/macro';
import type { GuestPhoto } from '@domain/photos';

/**
 * The day-spa product's photos as staff uploaded them (docs/product.md §12.16): each with its
 * width and height, so the page does not move as they load; only the first loads at once, the
 * others as they come near the screen.
 */
export function ProductPhotos({ photos, name }: { photos: GuestPhoto[] | undefined; name: string }) {
  const { t } = useLingui();
  if (!photos?.length) return null;
  return (
    <ul className="day-spa-photos" aria-label={t`Photos of ${name}`}>
      {photos.map((photo, index) => {
        const n = index + 1;
        return (
          <li key={photo.url}>
            <img
              src={photo.url}
              alt={photo.alt || t`${name}, photo ${n}`}
              width={photo.width}
              height={photo.height}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          </li>
        );
      })}
    </ul>
  );
}
