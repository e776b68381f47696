import { Modal } from '../../components/modal';

/** The trailer, embedded from YouTube by key, playing at once. */
export function trailerEmbedUrl(trailerKey: string): string {
  return `https://www.youtube.com/embed/${encodeURIComponent(trailerKey)}?autoplay=1&rel=0`;
}

export function TrailerModal({
  title,
  trailerKey,
  onClose,
}: {
  title: string;
  trailerKey: string;
  onClose(): void;
}) {
  return (
    <Modal title={`${title} trailer`} hideTitle onClose={onClose} className="max-w-4xl p-2 pt-10 sm:p-3 sm:pt-10">
      <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
        <iframe
          src={trailerEmbedUrl(trailerKey)}
          title={`${title} trailer`}
          className="h-full w-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
    </Modal>
  );
}
