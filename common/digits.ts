/*
 * Digits as an Urdu keyboard types them. Gboard's and Windows' Urdu layouts write Urdu digits (۰…۹),
 * an Arabic one Arabic-Indic digits (٠…٩): a price, a date or a phone number typed in either is the
 * same number as in Latin digits.
 */

/** Arabic-Indic (٠…٩) and Urdu (۰…۹) digits: the last four bits of each are its value. */
const URDU_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Latin digits for the Urdu and Arabic-Indic ones an Urdu keyboard types. */
export const latinDigits = (text: string) => text.replace(URDU_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));

/**
 * A count or measure as typed in a text field ('3', ' ۳ ', '15.5'): NaN when blank or not a number, so
 * the schema names the field instead of a 0 being saved. Amounts of money go through money.ts's
 * readTypedAmount, which also reads 'Rs. 2,500'.
 */
export const readTypedNumber = (text: string): number =>
  text.trim() === '' ? Number.NaN : Number(latinDigits(text.trim()));
