import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The server serves dist/ with an SPA fallback; in dev, Vite forwards /api to the server.
export default defineConfig({
  plugins: [
    react(),
    // Compressed once here, served as is (@fastify/static preCompressed): brotli, gzip for older clients.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React is on every page and changes least often: its own chunk stays cached across
          // releases. Everything else is split by the pages and actions that import it, so the
          // sign-in page never downloads a spreadsheet or PDF library.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'app', tags: ['$initial'] },
            { name: 'sign-in', test: /features[\\/]auth[\\/]SignInPage/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
});
