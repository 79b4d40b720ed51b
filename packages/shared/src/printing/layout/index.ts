// The print layout description's rules (issue 25): filled by the layout work.
export {};
