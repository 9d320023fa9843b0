// Runs in a worker (federation/warmIntl.ts): the first Intl.NumberFormat and Intl.DateTimeFormat of a page each
// make the engine list the locales it has data for, 20 to 60 ms of CPU. That list is kept for the whole renderer,
// so making it here spares the main thread, where react-intl's provider would otherwise make it in one long task.
const locale = self.name || undefined;
new Intl.NumberFormat(locale).format(0);
new Intl.DateTimeFormat(locale).format(0);
new Intl.PluralRules(locale).select(0);
close();
