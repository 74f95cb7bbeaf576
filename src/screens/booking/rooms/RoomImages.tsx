import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { whenIdle } from '../../../ui/whenIdle';

/**
 * The category's photos in a swipeable carousel (embla), with previous/next buttons and dots.
 * Until the carousel starts it shows the first photo as it will then: embla measures every
 * slide when it starts, so it starts when the browser is idle or the pointer, a finger or the
 * focus comes to it, not in the rooms screen's first render (issue 10). The `first` category's
 * first photo is the screen's largest paint: fetched before the others (decision 028).
 */
export function RoomImages({ images, name, first = false }: { images: string[]; name: string; first?: boolean }) {
  const { t } = useLingui();
  const [viewport, embla] = useEmblaCarousel({ loop: images.length > 1 });
  const [started, setStarted] = useState(false);
  const start = () => setStarted(true);
  useEffect(() => (started ? undefined : whenIdle(start)), [started]);
  const [selected, setSelected] = useState(0);

  const onSelect = useCallback(() => embla && setSelected(embla.selectedScrollSnap()), [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, onSelect]);

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
      <div className="room-images__viewport" ref={started ? viewport : undefined}>
        <div className="room-images__track">
          {images.map((src, index) => {
            const n = index + 1;
            return (
              <div className="room-images__slide" key={src} role="group" aria-roledescription="slide" aria-label={t`${n} of ${count}`}>
                <img
                  src={src}
                  alt={t`${name}, photo ${n}`}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={first && index === 0 ? 'high' : undefined}
                  width={640}
                  height={400}
                />
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <>
          <button type="button" className="room-images__nav room-images__nav--prev" onClick={() => embla?.scrollPrev()}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">
              <Trans>Previous photo</Trans>
            </span>
          </button>
          <button type="button" className="room-images__nav room-images__nav--next" onClick={() => embla?.scrollNext()}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">
              <Trans>Next photo</Trans>
            </span>
          </button>
          <div className="room-images__dots" aria-hidden="true">
            {images.map((src, index) => (
              <span key={src} className={index === selected ? 'room-images__dot room-images__dot--on' : 'room-images__dot'} />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
