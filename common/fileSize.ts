const UNITS = ['KB', 'MB', 'GB'] as const;

/** A file's size for people: '850 bytes', '12 KB', '3.4 MB' (1 KB = 1024 bytes, as file managers on Windows count). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  // Rounded first, so 1,048,575 bytes reads '1 MB' rather than '1024 KB'.
  const round = (size: number) => (size < 10 ? Math.round(size * 10) / 10 : Math.round(size));
  while (round(value) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${round(value)} ${UNITS[unit]}`;
}
