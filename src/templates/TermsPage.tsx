import { type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { PageIntro } from '../components/shared/PageIntro';
import { Section } from '../components/shared/Section';
import { TermsArticle, articleAnchor } from '../components/terms/TermsArticle';
import type { SitePageContext } from '../page-context';
import { media, radius, vars } from '../theme/tokens';

export default function TermsPage({ data }: PageProps<Queries.TermsPageQuery, SitePageContext>) {
  const { t } = useTranslation('terms');
  const articles = data.terms.nodes;
  return (
    <Layout routeId="terms" data={data}>
      <PageIntro title={t('heading')} intro={t('intro', { legalName: data.company?.legalName })} />
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

export const query = graphql`
  query TermsPage($language: String!, $localeLanguages: [String!]!) {
    ...LayoutData
    locales: allLocale(
      filter: { ns: { in: ["common", "terms"] }, language: { in: $localeLanguages } }
    ) {
      ...LocaleStrings
    }
    terms: allTermsYaml(sort: { number: ASC }) {
      nodes {
        number
        title
        paragraphs
      }
    }
  }
`;
