// The entry of meetings: schedules, attendance, the calendar and app links.
// Other folders use the domain through this file only (decision 0130); its own files import each other.
export * from './app-links';
export * from './attendance-service';
export * from './attendance-standing';
export * from './calendar-service';
export * from './meeting-series-service';
