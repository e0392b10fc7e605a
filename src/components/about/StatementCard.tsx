import { radius, vars } from '../../theme/tokens';

export interface StatementCardProps {
  id: string;
  heading: string;
  text: string;
}

/** A short statement under its heading: the mission, the vision. */
export function StatementCard({ id, heading, text }: StatementCardProps) {
  return (
    <section css={cardStyle} aria-labelledby={id}>
      <h2 id={id} css={headingStyle}>
        {heading}
      </h2>
      <p css={textStyle}>{text}</p>
    </section>
  );
}

const cardStyle = {
  padding: '1.75rem',
  borderRadius: radius.md,
  background: vars.surfaceRaised,
  border: `1px solid ${vars.border}`,
  borderTop: `4px solid ${vars.primary}`,
  boxShadow: vars.shadow,
} as const;

const headingStyle = { fontSize: '1.25rem', margin: '0 0 0.75rem' } as const;

const textStyle = { margin: 0, fontSize: '1.1rem', color: vars.textMuted } as const;
