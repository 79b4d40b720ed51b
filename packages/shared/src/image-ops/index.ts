// Filled by issue 13 (kiosk booth): see the module's files.
export {};
