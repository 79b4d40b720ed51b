export * from './kiosk-dto.ts';
export * from './kiosk-exit.ts';
export * from './phone-share.ts';
