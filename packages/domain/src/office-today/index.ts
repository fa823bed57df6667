export * from './office-today.ts';
