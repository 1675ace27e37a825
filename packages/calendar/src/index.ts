export * from './appointment-ics.js';
export * from './page-calendars.js';
