import type { IGatsbyImageData } from 'gatsby-plugin-image';

export interface ResponsiveImageProps {
  /** What gatsby-plugin-image made of the file: its AVIF, WebP and fallback srcsets and size. */
  image: IGatsbyImageData;
  alt: string;
  /**
   * `eager` with priority `high` for the largest image above the fold; `eager` with `low`
   * for small pictures that must be there the moment they come into view (the partner strip);
   * `lazy` everywhere else.
   */
  loading?: 'lazy' | 'eager';
  priority?: 'high' | 'low';
  className?: string;
}

/**
 * An image processed by gatsby-plugin-image, written as a plain <picture>: the browser
 * picks AVIF or WebP and the right width itself and lazy-loads natively, with no script
 * per image (so the HTML is valid and smaller, and the CSP needs no hash for it). Width and
 * height attributes give the browser the aspect ratio, so nothing shifts while it loads.
 */
export function ResponsiveImage({
  image,
  alt,
  loading = 'lazy',
  priority,
  className,
}: ResponsiveImageProps) {
  const { sources = [], fallback } = image.images;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding="async"
        // Lower case: React 18 passes it through as the HTML attribute.
        {...(priority ? { fetchpriority: priority } : {})}
        className={className}
        css={imageStyle}
        style={image.backgroundColor ? { backgroundColor: image.backgroundColor } : undefined}
      />
    </picture>
  );
}

const imageStyle = { display: 'block', width: '100%', height: 'auto' } as const;
