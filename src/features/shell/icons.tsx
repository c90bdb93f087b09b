/** The shell's line icons (24×24 paths, drawn in currentColor); decorative: the control carries the name. */

const ICON = {
  home: 'M3 11 12 3l9 8M5 9.5V21h5v-6h4v6h5V9.5',
  gift: 'M3 9h18v4H3zM5 13v8h14v-8M12 9v12M12 9S10.5 4 8 4.5 7 9 12 9Zm0 0s1.5-5 4-4.5S17 9 12 9Z',
  wheel: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 0v20M2 12h20M4.9 4.9l14.2 14.2M19.1 4.9 4.9 19.1',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2ZM17 9h3v8a2 2 0 0 1-2 2h-1M7 9h7M7 13h7M7 16h4',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2ZM3 7l12-3v3M16 13.5h2',
  up: 'M12 20V5M5 11l7-7 7 7',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  search: 'M10.5 3a7.5 7.5 0 1 0 0 15 7.5 7.5 0 0 0 0-15ZM16 16l5 5',
  coin: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4v10M9 9.5c0-1.5 6-1.5 6 0S9 12 9 14s6 1.5 6 0',
} as const;

export type IconName = keyof typeof ICON;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <PathIcon d={ICON[name]} className={className} />;
}

/** An icon from a path (menus keep their own paths in their lazy chunks). */
export function PathIcon({ d, className }: { d: string; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
