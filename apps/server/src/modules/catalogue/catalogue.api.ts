// The front door of the catalogue module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).

export { storedPrices } from './catalogue.repo.ts';
export { readCatalogueFile } from './catalogue-file.ts';
export { importCatalogue } from './catalogue-import.ts';
export { schedulesOfClient } from './support-schedules.repo.ts';
