/** Hands a generated file to the browser's download manager. */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; revoking later keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
