import { type PageProps, graphql } from 'gatsby';
import { ContactView } from '../components/contact/ContactView';
import { contactContent } from './page-content';
import type { SitePageContext } from './page-context';

export default function ContactPage({
  data,
}: PageProps<Queries.ContactPageQuery, SitePageContext>) {
  return <ContactView {...contactContent(data)} />;
}

export const query = graphql`
  query ContactPage($language: String!, $localeLanguages: [String!]!) {
    ...LayoutData
    locales: allLocale(
      filter: { ns: { in: ["common", "contact"] }, language: { in: $localeLanguages } }
    ) {
      ...LocaleStrings
    }
  }
`;
