import { Skeleton } from '@src/ui';
import './journey.css';

interface JourneySkeletonProps {
  /** The page class of the journey's screens, so the stand-in sits where the screen will. */
  pageClassName: string;
  /** How many cards the screen will show first, and how tall they are. */
  cards: number;
  cardHeight: number;
}

/** Stands in for a journey's screen while what it needs arrives: a title and its first cards. */
export function JourneySkeleton({ pageClassName, cards, cardHeight }: JourneySkeletonProps) {
  return (
    <div className={`container page ${pageClassName}`}>
      <Skeleton height={36} width="60%" />
      <Skeleton count={cards} height={cardHeight} className="journey-skeleton__cards" />
    </div>
  );
}
