const megabytes = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 });

/** 2_400_000 → "2,3 MB"; below 1 MB in kB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${megabytes.format(bytes / (1024 * 1024))} MB`;
}
