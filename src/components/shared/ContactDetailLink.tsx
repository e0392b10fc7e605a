import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visuallyHidden';

/**
 * A way to reach the company as a link (./contact-details.ts): a phone or an e-mail address
 * opens here; a web address (a chat, a profile) in a new tab, which the link says.
 */
export function ContactDetailLink({ value, href }: { value: string; href: string }) {
  const { t } = useTranslation('common');
  if (!/^https?:/.test(href)) return <a href={href}>{value}</a>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {value}
      <span css={visuallyHidden}> {t('footer.opensInNewTab')}</span>
    </a>
  );
}
