import { PosterImage } from './poster-image';

/** A movie's backdrop behind the top of its page, fading into the background. */
export function Backdrop({ src, tall = false }: { src: string | null | undefined; tall?: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={`absolute inset-x-0 top-0 -z-10 overflow-hidden ${tall ? 'h-[70vh]' : 'h-[60vh]'}`}
    >
      <PosterImage
        src={src}
        alt=""
        loading="eager"
        data-testid="backdrop"
        className={`h-full w-full object-cover ${tall ? 'opacity-35' : 'opacity-30'}`}
      />
      <div className="absolute inset-0 bg-gradient-to-b from-zinc-950/30 via-zinc-950/70 to-zinc-950" />
    </div>
  );
}
