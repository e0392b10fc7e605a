import { radius, vars } from '../../theme/tokens';

export interface CheckListProps {
  items: readonly string[];
  className?: string;
}

/** A list of short claims, each behind a tick: feature lists, reasons to choose us. */
export function CheckList({ items, className }: CheckListProps) {
  return (
    <ul css={listStyle} className={className}>
      {items.map((item) => (
        <li key={item} css={itemStyle}>
          <svg
            viewBox="0 0 20 20"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
            css={tickStyle}
          >
            <circle cx="10" cy="10" r="10" fill="currentColor" opacity="0.14" />
            <path
              d="M6 10.5l2.5 2.5L14 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

const listStyle = {
  display: 'grid',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

const itemStyle = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '0.75rem',
  padding: '0.85rem 1rem',
  borderRadius: radius.sm,
  background: vars.surfaceRaised,
  border: `1px solid ${vars.border}`,
  fontWeight: 500,
} as const;

const tickStyle = { flexShrink: 0, marginTop: '0.15rem', color: vars.link } as const;
