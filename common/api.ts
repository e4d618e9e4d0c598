/** The envelope every JSON answer of the shop's API uses (ARCHITECTURE.md, Server). */
export type ApiSuccess<T> = { success: true; data: T; message?: string };

/** A list answer: `data` stays the list SPEC.md §7 reads, with the paging facts beside it. */
export type ApiPage<T> = ApiSuccess<T[]> & { total: number; page: number; limit: number; totalPages: number };
