/**
 * After a form's check fails, takes the owner to the first thing to fix (issue 35): in a long dialog
 * the first error may sit above the fold while they press the button at its foot, and nothing seems
 * to happen. The field marked invalid (or an error said under a group, such as the items) is
 * scrolled to the middle of the view and focused, so a screen reader reads its error too. It runs
 * on the next frame, once the errors are drawn.
 */
export function showFirstError(within: HTMLElement | null | undefined) {
  requestAnimationFrame(() => {
    const first = within?.querySelector<HTMLElement>('[aria-invalid="true"], .field-error');
    if (!first) return;
    first.scrollIntoView({ block: 'center' });
    // An error under a group has no input of its own: it takes focus itself, out of the Tab order.
    if (!first.matches('[aria-invalid="true"]')) first.tabIndex = -1;
    first.focus({ preventScroll: true });
  });
}

type ZodIssueLike = { path: readonly PropertyKey[]; message: string };

/** The first message per field of a failed check, keyed by its path ('contact.phone', 'en.shipped.subject'). */
export function errorsByField(issues: readonly ZodIssueLike[]) {
  const found: Record<string, string> = {};
  for (const issue of issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

/**
 * A page form's check before it sends (the settings screens): the same zod schema the server parses
 * with. On a failure each field gets its first message and the owner is taken to the first; on success
 * the errors are cleared and what passed is returned, to be sent as it is.
 */
export function checkedForm<T>(
  form: HTMLFormElement,
  checked: { success: true; data: T } | { success: false; error: { issues: readonly ZodIssueLike[] } },
  setErrors: (errors: Record<string, string>) => void,
): T | undefined {
  if (!checked.success) {
    setErrors(errorsByField(checked.error.issues));
    showFirstError(form);
    return undefined;
  }
  setErrors({});
  return checked.data;
}
