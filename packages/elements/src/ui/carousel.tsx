import { Children, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface CarouselProps {
  /** Names the carousel for assistive technology. */
  label: string;
  /** Slides visible at once; a fraction shows part of the next slide (e.g. 2.25). */
  slidesPerView: number;
  children: ReactNode;
}

/** The step buttons: the way each scrolls, its part, label and glyph, and the edge that disables it. */
const STEP_BUTTONS = [
  { direction: -1, part: 'carousel-previous', label: 'Previous', glyph: '‹', edge: 'start' },
  { direction: 1, part: 'carousel-next', label: 'Next', glyph: '›', edge: 'end' },
] as const;

/**
 * A row of slides that scrolls sideways, `slidesPerView` at a time (a fraction lets the next slide
 * peek in), with Previous and Next buttons while there is more to see. Slides snap into place; the
 * region is named and each slide says which it is ('2 of 5'). Parts: `carousel`, `carousel-track`,
 * `slide`, `carousel-previous`, `carousel-next`.
 *
 * @example <Carousel label="Savings figures" slidesPerView={2.25}>{cards}</Carousel>
 */
export function Carousel({ label, slidesPerView, children }: CarouselProps) {
  const slides = Children.toArray(children).filter(Boolean);
  const track = useRef<HTMLDivElement>(null);
  const trackId = useId();
  const [edges, setEdges] = useState({ start: true, end: true });
  const measure = useCallback(() => {
    const node = track.current;
    if (!node) return;
    setEdges({
      start: node.scrollLeft <= 1,
      end: node.scrollLeft + node.clientWidth >= node.scrollWidth - 1,
    });
  }, []);
  useEffect(() => {
    const node = track.current;
    if (!node) return;
    measure();
    node.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(node);
    return () => {
      node.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure, slides.length, slidesPerView]);
  const step = (direction: 1 | -1) => {
    const node = track.current;
    const first = node?.firstElementChild as HTMLElement | null;
    if (!node || !first) return;
    node.scrollBy({ left: direction * first.getBoundingClientRect().width, behavior: 'smooth' });
  };
  const scrolls = !(edges.start && edges.end);
  return (
    <section
      part="carousel"
      className="ts-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      style={{ ['--ts-slides' as string]: String(slidesPerView) }}
    >
      <div ref={track} id={trackId} part="carousel-track" className="ts-carousel-track">
        {slides.map((slide, i) => (
          <div
            key={i}
            part="slide"
            className="ts-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
          >
            {slide}
          </div>
        ))}
      </div>
      {scrolls && (
        <div className="ts-carousel-nav">
          {STEP_BUTTONS.map(({ direction, part, label: stepLabel, glyph, edge }) => (
            <button
              key={part}
              type="button"
              part={part}
              aria-controls={trackId}
              aria-label={stepLabel}
              disabled={edges[edge]}
              onClick={() => step(direction)}
            >
              {glyph}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
