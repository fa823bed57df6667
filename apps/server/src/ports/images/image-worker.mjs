// A worker thread starts without the TypeScript loader the server runs under (tsx, or vitest's):
// this plain-JavaScript entry registers tsx, then loads the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./image-worker.ts');
