import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

describe('formatFileSize (the Backups screen shows each backup’s size, docs/architecture.md, Backups)', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10 * 1024, '10 KB'],
    [1024 ** 2 - 1, '1 MB'],
    [3.44 * 1024 ** 2, '3.4 MB'],
    [250 * 1024 ** 2, '250 MB'],
    [2.5 * 1024 ** 3, '2.5 GB'],
    [4096 * 1024 ** 3, '4096 GB'],
  ])('%i bytes read as %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});
