// The months' names as the tools show them, from the calendar data of the browser and of the
// server alike (en-US), so an island names them itself and no page's HTML carries them twice.
const MONTH = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long' });

/** "January" to "December". */
export const MONTH_NAMES: readonly string[] = Array.from({ length: 12 }, (_, i) => MONTH.format(Date.UTC(2001, i, 1)));
