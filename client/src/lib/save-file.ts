/**
 * Saves `blob` as a file named `name`, as a download link the browser follows. The object URL is
 * let go after a while: some browsers read it only after the click has returned.
 */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
