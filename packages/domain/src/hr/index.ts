export * from './duration-chart.ts';
export * from './policies.ts';
export * from './trainings.ts';
