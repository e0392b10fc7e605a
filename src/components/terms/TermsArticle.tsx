import { useTranslation } from 'react-i18next';
import { vars } from '../../theme/tokens';

export interface TermsArticleProps {
  article: {
    readonly number: number;
    readonly title: string;
    readonly paragraphs: readonly string[];
  };
}

export const articleAnchor = (number: number) => `article-${number}`;

/** One article of the general conditions; its text is English on both language versions. */
export function TermsArticle({ article }: TermsArticleProps) {
  const { t } = useTranslation('terms');
  const id = articleAnchor(article.number);
  return (
    <article id={id} css={articleStyle} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} css={headingStyle}>
        <span css={numberStyle}>{t('article', { number: article.number })}</span>
        <span lang="en">{article.title}</span>
      </h2>
      <div lang="en">
        {article.paragraphs.map((paragraph, index) => (
          <p key={index} css={paragraphStyle}>
            <span css={clauseStyle}>
              {article.number}.{index + 1}
            </span>{' '}
            {paragraph}
          </p>
        ))}
      </div>
    </article>
  );
}

const articleStyle = {
  padding: '1.75rem 0',
  borderBottom: `1px solid ${vars.border}`,
  breakInside: 'avoid',
} as const;

const headingStyle = {
  display: 'flex',
  flexDirection: 'column',
  gap: '0.2rem',
  fontSize: '1.3rem',
  margin: '0 0 1rem',
} as const;

const numberStyle = {
  color: vars.link,
  fontSize: '0.8rem',
  fontWeight: 700,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
} as const;

const paragraphStyle = { maxWidth: '44rem', color: vars.text } as const;

const clauseStyle = {
  fontWeight: 700,
  color: vars.textMuted,
  fontVariantNumeric: 'tabular-nums',
} as const;
