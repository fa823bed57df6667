// The front door of the files module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).
export { findFile, insertFile } from './files.repo.ts';
export { fileUrl, storeUpload } from './store-upload.ts';
