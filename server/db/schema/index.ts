// Every table of the app. Each journey's module adds its own file here.
export * from './accounts';
export * from './catalog';
export * from './payments';
export * from './daySpa';
export * from './booking';
export * from './places';
export * from './checkIn';
export * from './jobs';
export * from './requests';
export * from './shop';
export * from './pages';
export * from './accessTokens';
export * from './touristTax';
export * from './settings';
export * from './siteSettings';
export * from './ratesCalendar';
export * from './spaSchedule';
