import { useTranslation } from 'react-i18next';
import { Layout, type LayoutContent } from '../layout/Layout';
import { PageIntro } from '../shared/PageIntro';
import { Section } from '../shared/Section';
import { TermsArticle, type TermsArticleProps, articleAnchor } from './TermsArticle';
import { EarlierVersions, type TermsEdition, TermsVersionLine } from './TermsVersion';
import { media, radius, vars } from '../../theme/tokens';

/** The terms page's content, as the page query gives it and as the editor's preview does. */
export interface TermsContent {
  layout: LayoutContent;
  /** The version this page shows, and where it stands among the others. */
  edition: TermsEdition;
  articles: ReadonlyArray<TermsArticleProps['article']>;
}

/**
 * A page of the general conditions, one version of them, drawn from its content:
 * src/templates/TermsPage.tsx and the preview feed it. Only the version in force is for
 * search engines; the others are kept for the clients whose shipments they govern.
 */
export function TermsView({ layout, edition, articles }: TermsContent) {
  const { t } = useTranslation('terms');
  return (
    <Layout routeId="terms" content={layout} noindex={edition.status !== 'current'}>
      <PageIntro title={t('heading')} intro={t('intro', { legalName: layout.company.legalName })}>
        <TermsVersionLine edition={edition} />
      </PageIntro>
      <Section>
        <div css={layoutStyle}>
          <nav aria-labelledby="contents-heading" css={contentsStyle} data-print="hide">
            <h2 id="contents-heading" css={contentsHeadingStyle}>
              {t('contents')}
            </h2>
            <ol css={contentsListStyle}>
              {articles.map((article) => (
                <li key={article.number}>
                  <a href={`#${articleAnchor(article.number)}`} lang="en">
                    {article.number}. {article.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div>
            <p css={noteStyle}>{t('languageNote')}</p>
            {articles.map((article) => (
              <TermsArticle key={article.number} article={article} />
            ))}
            <EarlierVersions edition={edition} />
          </div>
        </div>
      </Section>
    </Layout>
  );
}

const layoutStyle = {
  display: 'grid',
  gap: '2rem',
  [media.atLeast('lg')]: { gridTemplateColumns: '17rem 1fr', gap: '3.5rem', alignItems: 'start' },
} as const;

const contentsStyle = {
  padding: '1.25rem 1.5rem',
  borderRadius: radius.md,
  background: vars.surface,
  border: `1px solid ${vars.border}`,
  [media.atLeast('lg')]: { position: 'sticky', top: '6rem' },
} as const;

const contentsHeadingStyle = { fontSize: '1rem', margin: '0 0 0.75rem' } as const;

const contentsListStyle = {
  display: 'grid',
  gap: '0.35rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '0.95rem',
  a: { color: vars.text, textDecoration: 'none' },
  'a:hover': { color: vars.link, textDecoration: 'underline' },
} as const;

const noteStyle = { color: vars.textMuted, fontStyle: 'italic', margin: 0 } as const;
