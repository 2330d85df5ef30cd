// Fleets (issue 25), server side: the invitation and export functions' handlers. The browser-safe CSV import lives in
// `./csv`; the data model and its access rules are SQL (migrations 0050–0056).
export { createInviteHandler } from './invite/handler';
export { createExportHandler } from './export/handler';
