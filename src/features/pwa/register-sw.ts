/// <reference types="vite-plugin-pwa/client" />
/**
 * vite-plugin-pwa's registration of /sw.js (on workbox-window), kept in its own module so that view tests,
 * which build without the plugin, can replace it. In a development build it registers nothing.
 */
import { registerSW } from 'virtual:pwa-register';

export { registerSW };
