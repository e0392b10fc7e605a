import { useTranslation } from 'react-i18next';
import { radius, vars } from '../../theme/tokens';

export interface MapEmbedProps {
  /** The maps provider's embed address; empty until the company sets one. */
  src: string | null;
  brandName: string;
}

/** The embedded map, or a placeholder of the same size while no map is configured. */
export function MapEmbed({ src, brandName }: MapEmbedProps) {
  const { t } = useTranslation('contact');
  if (!src) {
    return (
      <div css={[frameStyle, placeholderStyle]} role="img" aria-label={t('mapComingSoon')}>
        <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
          <path
            d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12zm0-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
        <span aria-hidden="true">{t('mapComingSoon')}</span>
      </div>
    );
  }
  return (
    <iframe
      src={src}
      title={t('mapTitle', { brand: brandName })}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      css={frameStyle}
    />
  );
}

const frameStyle = {
  display: 'block',
  width: '100%',
  height: '400px',
  border: 0,
  borderRadius: radius.md,
  background: vars.surface,
} as const;

const placeholderStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.75rem',
  border: `1px dashed ${vars.border}`,
  color: vars.textMuted,
  fontWeight: 600,
  fontSize: '1.1rem',
  backgroundImage: `repeating-linear-gradient(45deg, transparent 0 22px, ${vars.border} 22px 23px)`,
} as const;
