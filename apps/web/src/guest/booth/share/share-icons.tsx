// Simple line icons for the sharing buttons (24×24, currentColor), so the guest bundle needs no icon set.
const paths = {
  email: 'M3 6h18v12H3z M3 6l9 7 9-7',
  sms: 'M4 5h16v11H9l-5 4z',
  whatsapp: 'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3z M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1a4 4 0 0 1-2.5-2.5l1-1-1-2z',
  telegram: 'M21 4 3 11l6 2 2 6 3-4 5 4z M9 13l9-7',
  download: 'M12 4v11 M7 10l5 5 5-5 M5 20h14',
  share: 'M12 15V4 M8 8l4-4 4 4 M5 12v8h14v-8',
  finish: 'M5 12l5 5 9-10',
  retake: 'M4 12a8 8 0 1 0 2.3-5.7 M4 4v5h5',
  open: 'M14 4h6v6 M20 4l-9 9 M18 14v6H4V6h6',
  print: 'M7 9V3h10v6 M7 17H4v-8h16v8h-3 M7 14h10v7H7z',
  postcard: 'M3 5h18v14H3z M13 9h5 M13 13h5 M6 9h4v6H6z',
} as const;

export type ShareIconName = keyof typeof paths;

export function ShareIcon(props: { name: ShareIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[props.name]} />
    </svg>
  );
}
