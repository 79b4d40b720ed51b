// Line icons for the review's tool buttons (24×24, currentColor), drawn here so the guest bundle needs no icon set.
const paths = {
  draw: 'M4 20l1-4L16 5l3 3L8 19z M14 7l3 3',
  emoji: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M8.5 14.5a4.5 4.5 0 0 0 7 0 M9 9.5h.01 M15 9.5h.01',
  stickers: 'M5 4h14v9l-7 7H5z M12 20v-7h7',
  text: 'M5 6V4h14v2 M12 4v16 M9 20h6',
  filter: 'M9 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10z M15 10a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  adjust: 'M4 7h10 M18 7h2 M4 17h4 M12 17h8 M14 5v4 M8 15v4',
  gifSpeed: 'M4 16a8 8 0 1 1 16 0 M12 16l4-5',
  undo: 'M9 7L4 12l5 5 M4 12h11a5 5 0 0 1 0 10h-2',
} as const;

export type ToolIconName = keyof typeof paths;

export function ToolIcon(props: { name: ToolIconName; className?: string }) {
  return (
    <svg className={props.className} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[props.name]} />
    </svg>
  );
}
