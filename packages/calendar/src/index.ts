export * from './appointment-ics.js';
export * from './calendar-texts.js';
export * from './page-calendars.js';
