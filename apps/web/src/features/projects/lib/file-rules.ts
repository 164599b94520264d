import {
  PROJECT_IMAGE_MAX_BYTES,
  PROJECT_IMAGE_TYPES,
  PROJECT_IMAGES_MAX,
  PROJECT_PDF_MAX_BYTES,
} from '@academy/shared/project-rules';

/*
 * The server's rules for a project's files, checked as they are chosen, so a student learns of a
 * wrong file before sending up to 145 MB. The server still judges each file by its bytes.
 */

/** Why a chosen file is not taken. */
export type FileRefusal = { name: string; reason: 'type' | 'size' };

/** Megabytes, as the messages say the limits. */
export const IMAGE_MAX_MB = PROJECT_IMAGE_MAX_BYTES / (1024 * 1024);
export const PDF_MAX_MB = PROJECT_PDF_MAX_BYTES / (1024 * 1024);

const isPictureType = (type: string) => (PROJECT_IMAGE_TYPES as readonly string[]).includes(type);

/**
 * The pictures taken from `files`, beside the `kept` already chosen: each of a type and size the
 * server takes, up to PROJECT_IMAGES_MAX in all. `leftOut` counts good ones past that.
 */
export function choosePictures(
  kept: number,
  files: readonly File[],
): { taken: File[]; refused: FileRefusal[]; leftOut: number } {
  const taken: File[] = [];
  const refused: FileRefusal[] = [];
  let leftOut = 0;
  for (const file of files) {
    if (!isPictureType(file.type)) refused.push({ name: file.name, reason: 'type' });
    else if (file.size > PROJECT_IMAGE_MAX_BYTES) refused.push({ name: file.name, reason: 'size' });
    else if (kept + taken.length >= PROJECT_IMAGES_MAX) leftOut += 1;
    else taken.push(file);
  }
  return { taken, refused, leftOut };
}

/** Why the PDF is not taken, or null. A browser may not know a PDF's type: its name says it then. */
export function pdfRefusal(file: File): FileRefusal | null {
  const isPdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!isPdf) return { name: file.name, reason: 'type' };
  return file.size > PROJECT_PDF_MAX_BYTES ? { name: file.name, reason: 'size' } : null;
}
