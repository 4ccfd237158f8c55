import { useEffect, useRef, useState, version } from 'react';
import { getAccessToken } from './session.js';

/** Where the Tripsight data service answers; empty means this page's own origin. */
const API_BASE = import.meta.env.VITE_TRIPSIGHT_API_BASE ?? '';

const VIEWS = [
  { value: 'normal', label: 'Standard' },
  { value: 'poc', label: 'Proof of concept' },
  { value: 'autorebook', label: 'Autorebook' },
];

/**
 * Listens to a DOM event of the element behind `ref`. React 18 passes only attributes to custom
 * elements, so events (and properties, below) go through the element itself.
 */
function useElementEvent(ref, name, handler) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const element = ref.current;
    const listener = (event) => latest.current(event);
    element.addEventListener(name, listener);
    return () => element.removeEventListener(name, listener);
  }, [ref, name]);
}

export function App() {
  const context = useRef(null);
  const [view, setView] = useState('normal');
  const [currency, setCurrency] = useState(null);
  const [problem, setProblem] = useState(null);

  useElementEvent(context, 'tripsight-change', (event) => setCurrency(event.detail.state.currency));
  useElementEvent(context, 'tripsight-error', (event) => setProblem(event.detail.message));

  return (
    <tripsight-context
      // A ref callback runs as the element is attached, before any element asks for data.
      ref={(element) => {
        context.current = element;
        if (element) element.accessTokenProvider = getAccessToken;
      }}
      api-base={API_BASE}
      locale="en-US"
    >
      <header className="bar">
        <h1>Acme Travel</h1>
        <label>
          View
          <select value={view} onChange={(event) => setView(event.target.value)}>
            {VIEWS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <tripsight-currency-select></tripsight-currency-select>
      </header>
      <main>
        <p id="currency-note">Figures in {currency ?? 'the default currency'}</p>
        {problem && <p role="alert">Travel savings are unavailable: {problem}</p>}
        <tripsight-savings-overview
          mode={view}
          ref={(element) => {
            if (element) element.tabTitle = 'Acme travel savings';
          }}
        ></tripsight-savings-overview>
      </main>
      {/* The page's own React; the elements bring theirs, so the two need not match. */}
      <footer id="framework">React {version}</footer>
    </tripsight-context>
  );
}
