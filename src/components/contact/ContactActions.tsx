import { useTranslation } from 'react-i18next';
import { directionsHref, mailtoHref, telHref } from '../../lib/contact';
import { buttonRowStyle, buttonStyle } from '../shared/buttonStyles';
import { visuallyHidden } from '../shared/visuallyHidden';

export interface ContactActionsProps {
  phone: string;
  email: string;
  addressLines: readonly string[];
}

export function ContactActions({ phone, email, addressLines }: ContactActionsProps) {
  const { t } = useTranslation('contact');
  return (
    <div css={buttonRowStyle}>
      <a href={mailtoHref(email)} css={buttonStyle('primary')}>
        {t('emailUs')}
      </a>
      <a href={telHref(phone)} css={buttonStyle('secondary')}>
        {t('callUs')}
      </a>
      <a
        href={directionsHref(addressLines)}
        target="_blank"
        rel="noopener noreferrer"
        css={buttonStyle('secondary')}
      >
        {t('directions')}
        <span css={visuallyHidden}> {t('opensInNewTab')}</span>
      </a>
    </div>
  );
}
