// Registers every <tripsight-…> element before the app mounts: Svelte sets a value as a property when
// the element has one, which it only has once defined.
import '@tripsight/elements/register';
import { mount } from 'svelte';
import App from './App.svelte';
import '../../shared/acme-intranet.css';

mount(App, { target: document.getElementById('app') });
