// How much one import may bring, for every import path (JSON, CSV, ZIP, OpenImmo).

export const MAX_IMPORT_ROWS = 5000;
export const tooManyRowsMessage = `Höchstens ${MAX_IMPORT_ROWS} Immobilien pro Import.`;
