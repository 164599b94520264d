/** Has the browser save `url` (a data: or blob: URL) as `filename`. */
export function saveUrl(url: string, filename: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** Has the browser save a Blob as `filename`; the object URL is released once the save began. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  saveUrl(url, filename);
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
