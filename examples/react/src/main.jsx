// Registers every <tripsight-…> element before the first render, so React creates upgraded elements.
import '@tripsight/elements/register';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.jsx';
import '../../shared/acme-intranet.css';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
