import { createRoot } from 'react-dom/client';
import '@tripsight/elements/register';
import './styles.css';
import './accessibility.css';
import { App } from './app.js';

const root = document.getElementById('root');
if (!root) throw new Error('The portal needs an element with id "root" in index.html');
createRoot(root).render(<App />);
