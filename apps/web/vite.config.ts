import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** `npm run dev` serves the app with hot reload and sends /prod-api to the platform on :8080. */
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/prod-api': `http://127.0.0.1:${process.env.API_PORT ?? 8080}` } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
