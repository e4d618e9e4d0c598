/** The session's queries: who is signed in with this token (their role and what it allows). */
export const sessionKeys = {
  all: ['session'] as const,
  me: (token: string | null) => [...sessionKeys.all, 'me', token] as const,
};
