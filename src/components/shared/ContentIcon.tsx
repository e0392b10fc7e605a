import { type ContentIconName, iconPaths } from '../../content/icons';

/**
 * The icons an editor can name in YAML (`icon: snowflake`). An unknown name draws the
 * plane rather than nothing; `npm run validate` reports it.
 */
export interface ContentIconProps {
  name: string;
  size?: number;
  className?: string;
}

export function ContentIcon({ name, size = 24, className }: ContentIconProps) {
  const d = name in iconPaths ? iconPaths[name as ContentIconName] : iconPaths.plane;
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={d} />
    </svg>
  );
}
