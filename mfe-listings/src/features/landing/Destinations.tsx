import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Container } from '@stays/ui';
import { destinationNames } from '../search';
import { FEATURED_ID } from './FeaturedStays';

/** SPEC 9: 4 slides, a new one every 4 seconds. */
export const SLIDE_INTERVAL_MS = 4000;

const m = defineMessages({
  title: { id: 'carousel.title', defaultMessage: 'Destinations on the Tamuda Bay coast' },
  caboText: { id: 'carousel.caboText', defaultMessage: 'Green headland, quiet coves and long sunsets' },
  martilText: { id: 'carousel.martilText', defaultMessage: 'A lively beach town with a seafront corniche' },
  marinaText: { id: 'carousel.marinaText', defaultMessage: 'Yachts, quayside restaurants and clear water' },
  belyounechText: { id: 'carousel.belyounechText', defaultMessage: 'A fishing village facing Gibraltar' },
  explore: { id: 'carousel.explore', defaultMessage: 'Explore Now' },
  slide: { id: 'carousel.slide', defaultMessage: 'Slide {index} of {count}' },
  goTo: { id: 'carousel.goTo', defaultMessage: 'Show {name}' },
});

const SLIDES = [
  { name: destinationNames['Cabo Negro'], text: m.caboText, colors: ['#0f5f66', '#2c9aa0'] },
  { name: destinationNames.Martil, text: m.martilText, colors: ['#c04a32', '#f29d52'] },
  { name: destinationNames['Tetouan Marina'], text: m.marinaText, colors: ['#16282c', '#0f5f66'] },
  { name: destinationNames.Belyounech, text: m.belyounechText, colors: ['#23734a', '#6aa87f'] },
] as const;

const Section = styled.section`
  padding-block: ${({ theme }) => theme.space.xl};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin-block-end: ${({ theme }) => theme.space.lg};
  }
`;

const Slide = styled.div<{ $from: string; $to: string }>`
  display: grid;
  align-content: end;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: 16rem;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: linear-gradient(135deg, ${({ $from }) => $from}, ${({ $to }) => $to});
  color: #fff;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xxxl};
    color: #fff;
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  button {
    justify-self: start;
  }
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-block-start: ${({ theme }) => theme.space.sm};
  button {
    inline-size: 2.75rem;
    block-size: 2.75rem;
    display: grid;
    place-items: center;
    border: 0;
    background: transparent;
    cursor: pointer;
  }
  span {
    inline-size: 0.75rem;
    block-size: 0.75rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.sandDeep};
  }
  button[aria-current='true'] span {
    background: ${({ theme }) => theme.colors.primary};
    inline-size: 1.75rem;
    border-radius: 0.5rem;
  }
`;

/**
 * The destination carousel (SPEC 2 and 9): four slides, the next every 4 s, dot controls; it pauses while
 * the pointer is over it or focus is inside it (and for readers who ask for reduced motion), and 'Explore
 * Now' scrolls to the featured stays.
 */
export function Destinations() {
  const t = useIntl().formatMessage;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  useEffect(() => {
    const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (paused || still) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused]);
  const slide = SLIDES[index]!;
  return (
    <Section aria-labelledby="destinations-title">
      <Container
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <h2 id="destinations-title">{t(m.title)}</h2>
        <div role="region" aria-roledescription="carousel" aria-label={t(m.title)}>
          <Slide
            $from={slide.colors[0]}
            $to={slide.colors[1]}
            role="group"
            aria-roledescription="slide"
            aria-label={t(m.slide, { index: index + 1, count: SLIDES.length })}
            aria-live={paused ? 'polite' : 'off'}
            data-testid="carousel-slide"
          >
            <h3>{t(slide.name)}</h3>
            <p>{t(slide.text)}</p>
            <Button
              type="button"
              $variant="accent"
              onClick={() => document.getElementById(FEATURED_ID)?.scrollIntoView({ behavior: 'smooth' })}
            >
              {t(m.explore)}
            </Button>
          </Slide>
          <Dots>
            {SLIDES.map((s, i) => (
              <button
                key={s.name.id}
                type="button"
                aria-label={t(m.goTo, { name: t(s.name) })}
                aria-current={i === index}
                onClick={() => setIndex(i)}
              >
                <span />
              </button>
            ))}
          </Dots>
        </div>
      </Container>
    </Section>
  );
}
