/** Styles of the Carousel (parts: carousel, carousel-track, slide, carousel-previous, carousel-next). */
export const carouselStyles = /* css */ `
.ts-carousel { position: relative; min-width: 0; --ts-slide-gap: var(--tripsight-gap, 16px); }
.ts-carousel-track {
  display: flex; gap: var(--ts-slide-gap); overflow-x: auto; scroll-snap-type: x mandatory;
  scroll-behavior: smooth; scrollbar-width: thin; padding-bottom: 4px;
}
.ts-slide {
  flex: 0 0 calc((100% - (var(--ts-slides) - 1) * var(--ts-slide-gap)) / var(--ts-slides));
  scroll-snap-align: start; min-width: 0;
}
.ts-slide > * { height: 100%; }
.ts-carousel-nav { display: flex; justify-content: flex-end; gap: 6px; margin-top: 6px; }
.ts-carousel-nav button {
  font: inherit; font-size: 1.1rem; line-height: 1; width: 32px; height: 32px; border-radius: 50%;
  border: 1px solid var(--ts-border); background: var(--ts-surface); color: inherit; cursor: pointer;
}
.ts-carousel-nav button:disabled { opacity: 0.4; cursor: not-allowed; }
.ts-carousel-nav button:focus-visible { outline: 2px solid var(--ts-primary); outline-offset: 2px; }
@media (prefers-reduced-motion: reduce) { .ts-carousel-track { scroll-behavior: auto; } }
`;
