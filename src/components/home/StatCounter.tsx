import { font, vars } from '../../theme/tokens';
import { visuallyHidden } from '../shared/visuallyHidden';
import { COUNT_UP_ATTRIBUTE } from './count-easing';

export interface StatCounterProps {
  target: number;
  suffix: string;
  label: string;
}

/**
 * A figure and its label. The build writes the target; the page's script (count-up.ts,
 * written after the row by StatsRow) counts the number up in the browser.
 */
export function StatCounter({ target, suffix, label }: StatCounterProps) {
  // Width reserved for the final figure, so counting never moves the layout.
  const width = `${String(target).length + suffix.length}ch`;
  return (
    <div css={statStyle}>
      <span
        css={numberStyle}
        style={{ minWidth: width }}
        aria-hidden="true"
        data-testid="stat-number"
      >
        <span {...{ [COUNT_UP_ATTRIBUTE]: target }}>{target}</span>
        {suffix}
      </span>
      <span css={labelStyle}>
        <span css={visuallyHidden}>
          {target}
          {suffix}{' '}
        </span>
        {label}
      </span>
    </div>
  );
}

const statStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '0.35rem',
} as const;

const numberStyle = {
  display: 'inline-block',
  fontSize: font.sizeHero,
  fontWeight: 800,
  lineHeight: 1,
  letterSpacing: '-0.03em',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  color: vars.chromeStrong,
} as const;

const labelStyle = {
  color: vars.chromeMuted,
  fontSize: '0.95rem',
  fontWeight: 600,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
} as const;
