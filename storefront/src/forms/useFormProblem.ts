import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../orders/fieldErrors';

/** What a form shows when it cannot be sent: one message, and the field it is about (if any). */
export type FormProblem<K extends string> = { field?: K; message: string };

/**
 * A form's first problem, field by field in `order`: the server's own rules (the same zod schema the
 * API parses with, so the browser never says less or other than the server would) and the checks only
 * the browser can make (matching passwords, accepted terms), which `browserOnly` names per field.
 * A schema problem on a field outside `order` still counts, so nothing the server would refuse is sent.
 */
export function firstProblem<K extends string>(
  order: readonly K[],
  checked: z.ZodSafeParseResult<unknown>,
  browserOnly: Partial<Record<K, string | false>> = {},
): FormProblem<K> | null {
  const fromSchema = checked.success ? {} : fieldErrors(checked.error);
  for (const field of order) {
    const message = browserOnly[field] || fromSchema[field];
    if (message) return { field, message };
  }
  const [message] = Object.values(fromSchema);
  return message ? { message } : null;
}

/**
 * The problem a form shows, with the ids that tie it to its field: `show` moves focus to the field at
 * fault (on a phone it may be off screen), and `fieldProps` gives a FormField its id and, while it is
 * at fault, the message's id.
 */
export function useFormProblem<K extends string>(formId: string) {
  const [problem, setProblem] = useState<FormProblem<K> | null>(null);
  const problemId = `${formId}-problem`;
  const fieldId = (field: K) => `${formId}-${field}`;
  return {
    problem,
    problemId,
    show(next: FormProblem<K> | null) {
      setProblem(next);
      if (next?.field) document.getElementById(fieldId(next.field))?.focus();
    },
    fieldProps: (field: K) => ({ id: fieldId(field), problemId: problem?.field === field ? problemId : undefined }),
  };
}

/**
 * A form's texts as one draft beside the problem it shows: `text(key)` ties a FormField to one of them
 * (its id and problem from fieldProps, its value and its change). `K` names every field a problem can
 * be about, `T` the texts among them (a checkbox is kept apart).
 */
export function useFormDraft<K extends string, T extends K = K>(formId: string, initial: Record<T, string>) {
  const [draft, setDraft] = useState(initial);
  const problem = useFormProblem<K>(formId);
  const text = (key: T) => ({
    ...problem.fieldProps(key),
    value: draft[key],
    onChange: (value: string) => setDraft((current) => ({ ...current, [key]: value })),
  });
  return { ...problem, draft, setDraft, text };
}
