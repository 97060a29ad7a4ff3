// The lots context's public entry: what other contexts may use of it (docs/architecture.md, "Boundaries").
export { LotReader } from './lot-reader.js';
export { wishlistLinkOf } from './lot-view.js';
export { lotingGuidHash } from './loting-guids.js';
export { LotingOrganizer } from './loting-organizer.js';
export { LotingRecords, type LotingRecord } from './loting-records.js';
export { LotsModule } from './lots.module.js';
