// Importing the kit defines <svc-payment-element>. It comes before the app mounts, so Vue finds the
// element's properties (publishableKey, appearance, …) and sets them as properties, not attributes.
import 'svc-elements';
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
