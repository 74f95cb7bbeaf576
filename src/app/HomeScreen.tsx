import { Trans } from '@lingui/react/macro';
import { useObservedHeader } from '@src/shared/page/headerVisibility';
import { HomeBookingWidget } from '@src/screens/booking/HomeBookingWidget';

/** The home page: the hotel's header image and what the house offers. Journeys add their entry points below. */
export function HomeScreen() {
  const headerRef = useObservedHeader();
  return (
    <>
      <header ref={headerRef} className="hero" data-page-header>
        <img
          className="hero__image"
          src="/images/home-hero.svg"
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
        />
        <div className="hero__content container">
          <h1 className="hero__title">
            <Trans>Thermal spa hotel in the Euganean Hills</Trans>
          </h1>
          <p className="hero__lead">
            <Trans>Warm thermal pools, a grotto and a quiet park: stay with us or come for a day at the spa.</Trans>
          </p>
        </div>
      </header>
      <HomeBookingWidget />
      <section className="container home-intro">
        <div className="home-intro__grid">
          <article>
            <h2>
              <Trans>Thermal pools</Trans>
            </h2>
            <p>
              <Trans>Indoor and outdoor pools fed by our own spring at 36 °C, open every day from 9:00 to 18:30.</Trans>
            </p>
          </article>
          <article>
            <h2>
              <Trans>Rooms and suites</Trans>
            </h2>
            <p>
              <Trans>
                Five kinds of rooms, from the quiet single to the suite with a private terrace, all with breakfast.
              </Trans>
            </p>
          </article>
          <article>
            <h2>
              <Trans>Day spa</Trans>
            </h2>
            <p>
              <Trans>Not staying the night? Book a day entry to the pools, the grotto and the relax area.</Trans>
            </p>
          </article>
        </div>
      </section>
    </>
  );
}
