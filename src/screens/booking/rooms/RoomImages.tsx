import { useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { Trans, useLingui } from '@lingui/react/macro';
import { whenIdle } from '@src/ui/whenIdle';
import type { GuestPhoto } from '@domain/photos';

/**
 * The category's photos in a swipeable carousel (embla), with previous/next buttons and dots.
 * Until the carousel starts it shows the first photo as it will then: embla measures every
 * slide when it starts, so it starts when the browser is idle or the pointer, a finger or the
 * focus comes to it, not in the rooms screen's first render (issue 10). Its code loads then
 * too, not before the rooms screen's first paint (decision 035). The `first` category's first
 * photo is the screen's largest paint: fetched before the others (decision 028).
 */
export function RoomImages({
  images: seeded,
  photos = [],
  name,
  first = false,
}: {
  images: string[];
  /** Staff-uploaded photos (docs/product.md §12.18), shown instead of the seed's pictures when there are any. */
  photos?: GuestPhoto[];
  name: string;
  first?: boolean;
}) {
  const { t } = useLingui();
  const nth = (n: number) => t`${name}, photo ${n}`;
  const slides = photos.length
    ? photos.map((p, i) => ({ src: p.url, alt: p.alt || nth(i + 1), width: p.width, height: p.height }))
    : seeded.map((src, i) => ({ src, alt: nth(i + 1), width: 640, height: 400 }));
  const images = slides.map((slide) => slide.src);
  const [started, setStarted] = useState(false);
  const start = () => setStarted(true);
  useEffect(() => (started ? undefined : whenIdle(start)), [started]);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const embla = useEmbla(started ? viewport : null, images.length > 1);
  const [selected, setSelected] = useState(0);
  // A tap on previous/next before the carousel is ready moves it once it is.
  const pending = useRef<'prev' | 'next' | null>(null);
  const go = (direction: 'prev' | 'next') => {
    if (!embla) {
      pending.current = direction;
      start();
    } else if (direction === 'next') embla.scrollNext();
    else embla.scrollPrev();
  };

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    if (pending.current === 'next') embla.scrollNext();
    if (pending.current === 'prev') embla.scrollPrev();
    pending.current = null;
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  if (images.length === 0) return null;
  const count = images.length;
  return (
    <div
      className="room-images"
      role="region"
      aria-roledescription="carousel"
      aria-label={t`Photos of ${name}`}
      onPointerEnter={start}
      onTouchStart={start}
      onFocus={start}
    >
      <div className="room-images__viewport" ref={setViewport}>
        <div className="room-images__track">
          {slides.map(({ src, alt, width, height }, index) => {
            const n = index + 1;
            return (
              <div
                className="room-images__slide"
                key={src}
                role="group"
                aria-roledescription="slide"
                aria-label={t`${n} of ${count}`}
              >
                {/* Width and height set: the slide keeps its place while the photo loads. Only the
                    first category's first photo is above the fold; the others load as they near it. */}
                <img
                  src={src}
                  alt={alt}
                  loading={first && index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={first && index === 0 ? 'high' : undefined}
                  width={width}
                  height={height}
                />
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <>
          <button type="button" className="room-images__nav room-images__nav--prev" onClick={() => go('prev')}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">
              <Trans>Previous photo</Trans>
            </span>
          </button>
          <button type="button" className="room-images__nav room-images__nav--next" onClick={() => go('next')}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">
              <Trans>Next photo</Trans>
            </span>
          </button>
          <div className="room-images__dots" aria-hidden="true">
            {images.map((src, index) => (
              <span
                key={src}
                className={index === selected ? 'room-images__dot room-images__dot--on' : 'room-images__dot'}
              />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}

/** Embla on `viewport` once it is given, its code loaded then; destroyed with the element. */
function useEmbla(viewport: HTMLDivElement | null, loop: boolean): EmblaCarouselType | null {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  useEffect(() => {
    if (!viewport) return;
    let carousel: EmblaCarouselType | null = null;
    let gone = false;
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (gone) return;
        carousel = EmblaCarousel(viewport, { loop });
        setEmbla(carousel);
      })
      // Its code did not come (the connection dropped): the first photo stays, as before it started.
      .catch(() => undefined);
    return () => {
      gone = true;
      carousel?.destroy();
      setEmbla(null);
    };
  }, [viewport, loop]);
  return embla;
}
