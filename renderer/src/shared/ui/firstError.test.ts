import { afterEach, describe, expect, it, vi } from 'vitest';
import { smtpSettingsWriteSchema } from '../../../../common/mail';
import { checkedForm } from './firstError';

afterEach(() => vi.unstubAllGlobals());

describe('checkedForm, the settings forms’ check before they send', () => {
  it('sends nothing when the schema refuses: each field gets its first message and the owner is taken to the first', () => {
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run));
    const focus = vi.fn();
    const scrollIntoView = vi.fn();
    const first = { matches: () => true, focus, scrollIntoView };
    const form = { querySelector: () => first } as unknown as HTMLFormElement;
    const setErrors = vi.fn();

    const sent = checkedForm(form, smtpSettingsWriteSchema.safeParse({ host: 'smtp.x.pk', port: -1 }), setErrors);

    expect(sent).toBeUndefined();
    const errors = setErrors.mock.calls[0]![0] as Record<string, string>;
    expect(Object.keys(errors)).toContain('port');
    frames.forEach((run) => run());
    expect(focus).toHaveBeenCalledOnce();
  });

  it('clears the errors and gives back what passed, to be sent as it is', () => {
    const setErrors = vi.fn();
    const typed = { host: ' smtp.gmail.com ', port: 587, user: 'shop', from: 'shop@example.pk' };
    const sent = checkedForm({} as HTMLFormElement, smtpSettingsWriteSchema.safeParse(typed), setErrors);
    expect(sent).toEqual({ ...typed, host: 'smtp.gmail.com' });
    expect(setErrors).toHaveBeenCalledWith({});
  });
});
