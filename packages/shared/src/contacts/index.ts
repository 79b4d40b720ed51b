// Contacts and answers (campaigns §3 user feedback, §7 contacts and userFeedbacks): the list contract,
// the consent texts a guest accepts as the booth shows them, and the newsletter choice.
export * from './consent-texts.ts';
export * from './newsletter-choice.ts';
export * from './contact-api.ts';
