import { PROJECT_IMAGE_MAX_BYTES, PROJECT_PDF_MAX_BYTES } from '@academy/shared/project-rules';
import { describe, expect, it } from 'vitest';
import { choosePictures, pdfRefusal } from './file-rules';

/** A file of `bytes` without allocating them: only its size and type are read. */
function fileOf(name: string, type: string, bytes = 1000): File {
  const file = new File([''], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

describe('choosing a project’s pictures', () => {
  it('takes JPEG, PNG and WebP pictures up to 15 MB', () => {
    const files = [
      fileOf('a.jpg', 'image/jpeg'),
      fileOf('b.png', 'image/png'),
      fileOf('c.webp', 'image/webp', PROJECT_IMAGE_MAX_BYTES),
    ];
    expect(choosePictures(0, files)).toEqual({ taken: files, refused: [], leftOut: 0 });
  });

  it('refuses other types and larger pictures, by name', () => {
    const result = choosePictures(0, [
      fileOf('poster.gif', 'image/gif'),
      fileOf('notes.pdf', 'application/pdf'),
      fileOf('huge.png', 'image/png', PROJECT_IMAGE_MAX_BYTES + 1),
    ]);
    expect(result.taken).toEqual([]);
    expect(result.refused).toEqual([
      { name: 'poster.gif', reason: 'type' },
      { name: 'notes.pdf', reason: 'type' },
      { name: 'huge.png', reason: 'size' },
    ]);
  });

  it('stops at eight with those already chosen, and counts the good ones left out', () => {
    const files = Array.from({ length: 4 }, (_, index) => fileOf(`${index}.jpg`, 'image/jpeg'));
    const result = choosePictures(6, [...files, fileOf('x.gif', 'image/gif')]);
    expect(result.taken).toEqual(files.slice(0, 2));
    expect(result.leftOut).toBe(2);
    expect(result.refused).toEqual([{ name: 'x.gif', reason: 'type' }]);
  });
});

describe('choosing a project’s PDF', () => {
  it('takes a PDF up to 25 MB, also when the browser does not know its type', () => {
    expect(pdfRefusal(fileOf('brief.pdf', 'application/pdf', PROJECT_PDF_MAX_BYTES))).toBeNull();
    expect(pdfRefusal(fileOf('BRIEF.PDF', ''))).toBeNull();
  });

  it('refuses another type and a larger PDF', () => {
    expect(pdfRefusal(fileOf('brief.docx', 'application/msword'))).toEqual({
      name: 'brief.docx',
      reason: 'type',
    });
    expect(pdfRefusal(fileOf('big.pdf', 'application/pdf', PROJECT_PDF_MAX_BYTES + 1))).toEqual({
      name: 'big.pdf',
      reason: 'size',
    });
  });
});
