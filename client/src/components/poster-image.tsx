import { useState, type ImgHTMLAttributes } from 'react';
import placeholderPoster from '../assets/placeholder-poster.svg';

export { placeholderPoster };

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null | undefined;
  alt: string;
  /** What to show instead; the poster placeholder unless given. */
  fallback?: string;
};

/** An image that shows the placeholder when it has no URL or fails to load. */
export function PosterImage({ src, alt, loading = 'lazy', fallback = placeholderPoster, ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : null;
  return (
    <img
      {...rest}
      alt={alt}
      loading={loading}
      src={usable ?? fallback}
      data-placeholder={usable ? undefined : 'true'}
      onError={() => {
        if (usable) setFailedSrc(usable);
      }}
    />
  );
}
