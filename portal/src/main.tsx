import { createRoot } from 'react-dom/client';
import '@tripsight/elements/register';
import { App } from './app.js';

createRoot(document.getElementById('root')!).render(<App />);
