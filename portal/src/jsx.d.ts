import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  Record<string, unknown>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      [tag: `tripsight-${string}`]: ElementAttributes;
    }
  }
}
