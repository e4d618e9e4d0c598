/** Shared by the Messages screen and its tab's unread count, so one answer feeds both. */
export const messagesQueryKey = ['messages'] as const;
