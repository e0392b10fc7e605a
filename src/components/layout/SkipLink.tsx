import { useTranslation } from 'react-i18next';
import { vars } from '../../theme/tokens';
import { visuallyHidden } from '../shared/visuallyHidden';

export const MAIN_CONTENT_ID = 'main';

export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a href={`#${MAIN_CONTENT_ID}`} css={skipLinkStyle}>
      {t('skipToContent')}
    </a>
  );
}

const skipLinkStyle = {
  ...visuallyHidden,
  ':focus': {
    clip: 'auto',
    width: 'auto',
    height: 'auto',
    margin: 0,
    padding: '0.75rem 1rem',
    top: '0.5rem',
    left: '0.5rem',
    zIndex: 100,
    background: vars.primary,
    color: vars.onPrimary,
    fontWeight: 600,
    borderRadius: '6px',
  },
} as const;
