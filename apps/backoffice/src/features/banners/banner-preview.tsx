import { BANNER_ASPECT } from '@casino/contracts';

/** A slide as the player's home page draws it: the image in the slider's frame, the title over it. */
export function BannerPreview({ title, imageUrl }: { title: string; imageUrl: string | null }) {
  return (
    <figure className="banner-preview" aria-label="Preview as players see it">
      <div className="banner-preview__frame">
        {imageUrl ? (
          <img src={imageUrl} alt="" width={BANNER_ASPECT.width} height={BANNER_ASPECT.height} />
        ) : (
          <span className="banner-preview__empty">No image yet</span>
        )}
        {title ? <span className="banner-preview__title">{title}</span> : null}
      </div>
      <figcaption className="muted">Preview as players see it</figcaption>
    </figure>
  );
}
