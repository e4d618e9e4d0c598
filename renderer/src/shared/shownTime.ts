import { shownDay } from './dates';

const clock = new Intl.DateTimeFormat('en-PK', { timeZone: 'Asia/Karachi', hour: 'numeric', minute: '2-digit' });

/**
 * A moment as the admin app shows it everywhere (an order placed, a message sent, a backup made):
 * the day as Pakistan writes it, then the time: '27/11/2026, 12:45 pm' (issue 35 item 12).
 */
export const shownTime = (iso: string) => `${shownDay(iso)}, ${clock.format(new Date(iso))}`;

const clockWithSeconds = new Intl.DateTimeFormat('en-PK', {
  timeZone: 'Asia/Karachi',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** A time of today as the admin app shows it, in Pakistan's time like every other time it shows: '07:37:25 pm'. */
export const shownClock = (time: number) => clockWithSeconds.format(time);
