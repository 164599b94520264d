import { ACADEMY } from '@academy/shared/academy';
import { MAX_IMAGE_CANVAS_PX } from '@academy/shared/limits';
import { saveUrl } from '@/lib/save-file';

/** The paper colour behind the certificate, so no pixel is transparent. */
const PAPER = '#fbf8f3';

/**
 * The largest pixel ratio up to `wanted` that keeps both sides of the image within the
 * browser's canvas limit (SPEC §9: 16384 px).
 */
export function pixelRatioFor(width: number, height: number, wanted: number): number {
  if (width <= 0 || height <= 0) return 1;
  return Math.min(wanted, MAX_IMAGE_CANVAS_PX / width, MAX_IMAGE_CANVAS_PX / height);
}

/** The sheet's own size: the on-screen preview may be scaled by a parent, the image never is. */
function renderOptions(node: HTMLElement, wantedRatio: number) {
  const width = node.offsetWidth;
  const height = node.offsetHeight;
  return { width, height, pixelRatio: pixelRatioFor(width, height, wantedRatio), backgroundColor: PAPER };
}

/** SPEC §4 Certificate: the certificate as 'certificate.png' (html-to-image, loaded on demand). */
export async function downloadCertificatePng(node: HTMLElement): Promise<void> {
  const { toPng } = await import('html-to-image');
  const url = await toPng(node, renderOptions(node, 3));
  saveUrl(url, 'certificate.png');
}

/**
 * SPEC §4 Certificate: 'Certificate.pdf', the rendered certificate on a landscape A4 page. The
 * words marked `data-pdf-text` are also written, invisibly, where they appear in the picture,
 * so the PDF can be searched and its text read (the student's name, the course, the number).
 */
export async function downloadCertificatePdf(
  node: HTMLElement,
  meta: { studentName: string; courseName: string },
): Promise<void> {
  const [{ toJpeg }, { jsPDF }] = await Promise.all([import('html-to-image'), import('jspdf')]);
  const image = await toJpeg(node, { ...renderOptions(node, 2), quality: 0.92 });

  const pdf = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  const pageWidth = pdf.internal.pageSize.getWidth();
  const pageHeight = pdf.internal.pageSize.getHeight();
  pdf.addImage(image, 'JPEG', 0, 0, pageWidth, pageHeight);

  const sheet = node.getBoundingClientRect();
  // On-screen pixels per sheet pixel (the preview may be scaled), and PDF points per sheet pixel.
  const screenScale = sheet.width / node.offsetWidth || 1;
  const pageScale = pageWidth / node.offsetWidth;
  pdf.setFont('helvetica', 'normal');
  for (const element of node.querySelectorAll<HTMLElement>('[data-pdf-text]')) {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const box = element.getBoundingClientRect();
    const fontSize = (parseFloat(window.getComputedStyle(element).fontSize) || 14) * pageScale;
    pdf.setFontSize(fontSize);
    pdf.text(
      text,
      ((box.left - sheet.left) / screenScale) * pageScale,
      ((box.top - sheet.top) / screenScale) * pageScale,
      {
        baseline: 'top',
        renderingMode: 'invisible',
      },
    );
  }

  pdf.setProperties({
    title: `Certificate of Completion: ${meta.courseName}`,
    subject: `${meta.studentName} completed ${meta.courseName}`,
    author: ACADEMY.name,
    creator: ACADEMY.name,
    keywords: 'certificate, completion',
  });
  pdf.save('Certificate.pdf');
}
