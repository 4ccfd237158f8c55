import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi, type Rendered } from '../testing/render.js';
import { createComponent } from './create-component.js';

/** A stand-in element: a class with the property setters an SDK element has. */
class ProbeElement extends HTMLElement {
  accessTokenProvider: (() => Promise<string>) | null = null;
  filters: Record<string, string[]> | undefined;
  /** How often each property was written. */
  writes: string[] = [];
  set mode(value: string) {
    this.writes.push(`mode=${value}`);
    this.setAttribute('data-mode-property', value);
  }
  get mode(): string {
    return this.getAttribute('data-mode-property') ?? '';
  }
}

const define = vi.fn(() => {
  if (!customElements.get('tripsight-probe')) customElements.define('tripsight-probe', ProbeElement);
  return customElements.get('tripsight-probe')!;
});

interface ProbeProps {
  accessTokenProvider?: () => Promise<string>;
  filters?: Record<string, string[]>;
  mode?: string;
  'api-base'?: string;
  className?: string;
  children?: React.ReactNode;
  onTripsightError?: (event: CustomEvent<{ message: string }>) => void;
}

const TripsightProbe = createComponent<ProbeElement, ProbeProps>({
  tagName: 'tripsight-probe',
  define,
  properties: ['accessTokenProvider', 'filters', 'mode'],
  events: { onTripsightError: 'tripsight-error' },
  displayName: 'TripsightProbe',
});

describe('createComponent: an element as a React component', () => {
  let rendered: Rendered | null = null;
  afterEach(async () => {
    await rendered?.unmount();
    rendered = null;
  });
  const probe = () => rendered!.root.querySelector('tripsight-probe') as ProbeElement;

  it('defines the element before creating it, once, and names the component', async () => {
    rendered = await renderUi(<TripsightProbe />);
    await rendered.rerender(<TripsightProbe mode="demo" />);
    expect(define).toHaveBeenCalledTimes(1);
    expect(probe()).toBeInstanceOf(ProbeElement);
    expect(TripsightProbe.displayName).toBe('TripsightProbe');
  });

  it('sets properties on the element (a function stays a function), other props as React does', async () => {
    const provider = async () => 'token';
    const filters = { corporate: ['Acme'] };
    rendered = await renderUi(
      <TripsightProbe
        accessTokenProvider={provider}
        filters={filters}
        mode="demo"
        api-base="/data"
        className="wide"
      >
        <span slot="export">export</span>
      </TripsightProbe>,
    );
    const element = probe();
    expect(element.accessTokenProvider).toBe(provider);
    expect(element.filters).toBe(filters);
    expect(element.mode).toBe('demo');
    expect(element.hasAttribute('accesstokenprovider')).toBe(false);
    expect(element.hasAttribute('filters')).toBe(false);
    expect(element.getAttribute('api-base')).toBe('/data');
    expect(element.className).toBe('wide');
    expect(element.querySelector('[slot="export"]')?.textContent).toBe('export');
  });

  it('writes a property again only when it changed, and unsets one the host stops passing', async () => {
    rendered = await renderUi(<TripsightProbe mode="demo" filters={{ a: ['1'] }} />);
    await rendered.rerender(<TripsightProbe mode="demo" />);
    expect(probe().writes).toEqual(['mode=demo']);
    expect(probe().filters).toBeUndefined();
    await rendered.rerender(<TripsightProbe mode="poc" />);
    expect(probe().writes).toEqual(['mode=demo', 'mode=poc']);
  });

  it('calls the latest on… handler for the element event, and stops when the handler goes', async () => {
    const first = vi.fn();
    const second = vi.fn();
    rendered = await renderUi(<TripsightProbe onTripsightError={first} />);
    const fire = () =>
      probe().dispatchEvent(new CustomEvent('tripsight-error', { detail: { message: 'failed' } }));
    fire();
    expect(first).toHaveBeenCalledTimes(1);
    expect((first.mock.calls[0]![0] as CustomEvent).detail).toEqual({ message: 'failed' });
    await rendered.rerender(<TripsightProbe onTripsightError={second} />);
    fire();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    await rendered.rerender(<TripsightProbe />);
    fire();
    expect(second).toHaveBeenCalledTimes(1);
    expect(probe().hasAttribute('ontripsighterror')).toBe(false);
  });

  it('forwards its ref to the element', async () => {
    const ref = createRef<ProbeElement>();
    rendered = await renderUi(<TripsightProbe ref={ref} />);
    expect(ref.current).toBe(probe());
  });
});
