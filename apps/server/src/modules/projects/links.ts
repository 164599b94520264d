import type { ProjectImage } from '@academy/shared/projects';
import type { ProjectPicture } from '../../db/schema/projects';
import type { MediaSigner } from '../media/signing';

/*
 * Who gets a link to a project's files, for how long (issue 30, decision 030). Every file is
 * signed-only (media_files.signed_only); a link of a shown project expires within two days of
 * being withdrawn.
 */

export type ProjectLinkSigner = Pick<MediaSigner, 'signedUrlOnGrid'>;

/** Who a project's links are for: its student or the academy (hours), or anyone (a day, shared by every visitor). */
export type Audience = 'private' | 'public';
export const LINK_TERMS: Record<Audience, { ttl: number; grid: number }> = {
  private: { ttl: 2 * 60 * 60, grid: 60 * 60 },
  public: { ttl: 24 * 60 * 60, grid: 24 * 60 * 60 },
};

export function imageOut(
  signer: ProjectLinkSigner,
  picture: ProjectPicture,
  audience: Audience,
): ProjectImage {
  const { ttl, grid } = LINK_TERMS[audience];
  const link = (mediaId: string) => signer.signedUrlOnGrid(mediaId, ttl, grid);
  const url = link(picture.mediaId);
  const widths = [
    { url, width: picture.width },
    ...picture.copies.map((copy) => ({ url: link(copy.mediaId), width: copy.width })),
  ].sort((a, b) => a.width - b.width);
  return {
    url,
    width: picture.width,
    height: picture.height,
    srcset: widths.map((entry) => `${entry.url} ${entry.width}w`).join(', '),
  };
}
