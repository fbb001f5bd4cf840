export * from './auth';
export * from './courses';
export * from './games';
export * from './leagues';
export * from './matches';
export * from './players';
export * from './system';
export * from './tournaments';
