/**
 * Hands a file to the browser's download (a blob URL). The URL is released a second later, not at once: some
 * browsers read it after click() returns, and a URL released too early downloads nothing.
 */
export function saveFile(fileName: string, content: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
