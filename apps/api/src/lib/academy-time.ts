/**
 * The academy's wall clock (Asia/Jakarta, WIB: UTC+7, no daylight saving) for what the server
 * writes as text or as a spreadsheet's date: downloads and order ids follow the academy's day,
 * not UTC's (issue 38 item 10). A payment at 05.07 WIB on 29 November is 29 November here,
 * though it is still 28 November in UTC.
 */
const wibOffsetMs = 7 * 60 * 60 * 1000;

/** The one format downloads write an instant in (WIB): `2026-11-29 05:07`. */
export const wibDateTimePattern = 'YYYY-MM-DD HH:MM';

/** An instant moved so that its UTC fields read the WIB wall clock (for a spreadsheet's date cell). */
export const wibWallClock = (at: Date) => new Date(at.getTime() + wibOffsetMs);

/** The WIB calendar day of an instant, `YYYY-MM-DD`. */
export const wibDay = (at: Date) => wibWallClock(at).toISOString().slice(0, 10);

/** An instant as WIB text in `wibDateTimePattern`. */
export const wibDateTimeText = (at: Date) => wibWallClock(at).toISOString().slice(0, 16).replace('T', ' ');
