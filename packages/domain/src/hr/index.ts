export * from './duration-chart.ts';
export * from './policies.ts';
export * from './required-trainings.ts';
export * from './trainings.ts';
