export * from './catalogue.ts';
export * from './vat.ts';
export * from './promo.ts';
export * from './quote.ts';
export * from './billing-api.ts';
export * from './payments-api.ts';
