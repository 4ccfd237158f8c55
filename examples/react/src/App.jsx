import { useState, version } from 'react';
import {
  TripsightContext,
  TripsightCurrencySelect,
  TripsightSavingsOverview,
} from '@tripsight/elements/react';
import { getAccessToken } from './session.js';

/** Where the Tripsight data service answers; empty means this page's own origin. */
const API_BASE = import.meta.env.VITE_TRIPSIGHT_API_BASE ?? '';

const VIEWS = [
  { value: 'normal', label: 'Standard' },
  { value: 'poc', label: 'Proof of concept' },
  { value: 'autorebook', label: 'Autorebook' },
];

export function App() {
  const [view, setView] = useState('normal');
  const [currency, setCurrency] = useState(null);
  const [problem, setProblem] = useState(null);

  // The wrappers of @tripsight/elements/react set properties (a function, an object) on the elements
  // and listen to their events through on… props, on React 18 as on 19: no refs needed.
  return (
    <TripsightContext
      accessTokenProvider={getAccessToken}
      api-base={API_BASE}
      locale="en-US"
      onTripsightChange={(event) => setCurrency(event.detail.state.currency)}
      onTripsightError={(event) => setProblem(event.detail.message)}
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
        <TripsightCurrencySelect />
      </header>
      <main>
        <p id="currency-note">Figures in {currency ?? 'the default currency'}</p>
        {problem && <p role="alert">Travel savings are unavailable: {problem}</p>}
        <TripsightSavingsOverview mode={view} tabTitle="Acme travel savings" />
      </main>
      {/* The elements render with this page's React (a peer dependency): one React on the page. */}
      <footer id="framework">React {version}</footer>
    </TripsightContext>
  );
}
