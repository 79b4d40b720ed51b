// Postal addresses checked per country (issue 25): filled by the postal-print work.
export {};
