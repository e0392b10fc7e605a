import { Link, type GatsbyLinkProps } from 'gatsby';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import type { Language } from '../../core/languages';
import { localizePath } from '../../core/routes';

export interface LocalizedLinkProps extends Omit<GatsbyLinkProps<unknown>, 'ref'> {
  /** A language-independent path from the route table, such as `/about/` or `/services/#customs`. */
  to: string;
  /** Defaults to the page's own language. */
  language?: Language;
}

/** An internal link that stays in the page's language (`/about/` becomes `/nl/about/`). */
export function LocalizedLink({ to, language, ...rest }: LocalizedLinkProps) {
  const page = usePageLanguage();
  return <Link to={localizePath(to, language ?? page.language)} {...rest} />;
}
