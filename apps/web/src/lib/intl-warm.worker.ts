// Loads the browser's date and number data (ICU: the es-ES locale, the Europe/Madrid zone) on a
// worker thread. That data is shared by the whole page process, and its first use costs a phone
// 50–150 ms; without this it falls on the main thread, inside the first task that formats a
// date or a price (ADR 0025, amendment).
const madrid = { timeZone: 'Europe/Madrid' } as const;
const now = new Date();
new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(1);
new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(1);
new Intl.DateTimeFormat('es-ES', { ...madrid, dateStyle: 'full', timeStyle: 'short' }).format(now);
new Intl.DateTimeFormat('sv-SE', madrid).format(now);
self.close();
