// Registers every <tripsight-…> element before the app mounts, so Vue creates upgraded elements and
// sees their properties.
import '@tripsight/elements/register';
import { createApp } from 'vue';
import App from './App.vue';
import '../../shared/acme-intranet.css';

createApp(App).mount('#app');
